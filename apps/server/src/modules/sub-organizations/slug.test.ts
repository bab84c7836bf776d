import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['North Tower', 'north-tower'],
    ['  Café   Résidence  ', 'cafe-residence'],
    ['Building #2 / East', 'building-2-east'],
    ['ÅNGSTRÖM Hall', 'angstrom-hall'],
    ['---', 'sub-organization'],
    ['東京', 'sub-organization'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps slugs short and never ends on a hyphen', () => {
    const slug = slugify(`${'a'.repeat(59)} b c`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('suffixes -2, -3… until free', () => {
    expect(firstFreeSlug('lobby', new Set())).toBe('lobby');
    expect(firstFreeSlug('lobby', new Set(['lobby']))).toBe('lobby-2');
    expect(firstFreeSlug('lobby', new Set(['lobby', 'lobby-2', 'lobby-3']))).toBe('lobby-4');
  });
});
