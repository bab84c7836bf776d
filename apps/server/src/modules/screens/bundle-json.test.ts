import { describe, expect, it } from 'vitest';
import { matchesEtag } from './bundle-json';

describe('matchesEtag', () => {
  it('accepts the tag, its weak form, a list and *', () => {
    expect(matchesEtag('"3"', '"3"')).toBe(true);
    expect(matchesEtag('W/"3"', '"3"')).toBe(true);
    expect(matchesEtag('"1", "3"', '"3"')).toBe(true);
    expect(matchesEtag('*', '"3"')).toBe(true);
    expect(matchesEtag('"4"', '"3"')).toBe(false);
    expect(matchesEtag('3', '"3"')).toBe(false);
    expect(matchesEtag(undefined, '"3"')).toBe(false);
  });
});
