import { IMAGE_NAME_MAX_LENGTH, organizationImageInputSchema } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { cleanFileName } from './upload-reader';

describe('cleanFileName', () => {
  it('drops control characters and surrounding blanks', () => {
    expect(cleanFileName(' lob\u0000by\u001f\u007f.png ')).toBe('lobby.png');
    expect(cleanFileName(undefined)).toBe('');
  });

  it('shortens a long name without splitting a character, to a name the library accepts', () => {
    const name = cleanFileName(`${'😀'.repeat(300)}.png`);
    expect(name.length).toBeLessThanOrEqual(IMAGE_NAME_MAX_LENGTH);
    // No half of a surrogate pair left at the end.
    expect(name).toBe('😀'.repeat(Math.floor(IMAGE_NAME_MAX_LENGTH / 2)));
    const registration = organizationImageInputSchema.safeParse({
      org_id: 'o1',
      image_url: `/api/foyer/uploads/files/${'a'.repeat(64)}.png`,
      filename: `${'a'.repeat(64)}.png`,
      original_name: cleanFileName('x'.repeat(1000)),
    });
    expect(registration.success).toBe(true);
  });
});
