const MAX_SLUG_LENGTH = 60;
/** For names with no Latin letter or digit at all (e.g. only CJK or emoji). */
const FALLBACK_SLUG = 'sub-organization';

/** 'Café Tower 2' → 'cafe-tower-2': lower-case ASCII letters and digits joined by single hyphens. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** `base`, else the first of `base-2`, `base-3`… not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
