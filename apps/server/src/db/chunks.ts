/** Ids per statement: well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

/** `items` in slices of at most CHUNK, for `where … in (…)` over many ids. */
export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}
