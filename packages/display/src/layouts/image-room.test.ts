import { resolveTheme } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { stackedImageHeight } from './image-room';

// The default theme: 60 px names in 78 px rows, list padding 16, content padding 16.
const theme = resolveTheme({ layout: 'hero' });

describe('stackedImageHeight (layouts give way, THM-36)', () => {
  it("draws the theme's share while the directory keeps room for ten names", () => {
    // 1700 px of portrait content: ten one-line names need 11 x 78 + 40 + 32 + 32 = 962 px.
    expect(stackedImageHeight(theme, 40, 1700)).toBe(680);
    expect(stackedImageHeight(theme, 50, 1700)).toBe(1700 - 962);
  });

  it('gives way further when the names take more rows as planned, and leaves the image out below 12%', () => {
    // Ten names on two lines with floor headings: 24 rows of 78 px need 1954 px; nothing is left.
    expect(stackedImageHeight(theme, 50, 1700, 24)).toBe(0);
    expect(stackedImageHeight(theme, 50, 1700, 15)).toBe(1700 - (16 * 78 + 104));
  });

  it("draws the theme's share before the height is known", () => {
    expect(stackedImageHeight(theme, 50, null)).toBeNull();
  });
});
