import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new numbered file instead.

/** The fields a screen receives of each company in this release (docs/product.md §3 Published bundle). */
const SCREEN_FIELDS = [
  'id',
  'company_name',
  'floor',
  'suite_room',
  'category',
  'move_in_date',
  'move_out_date',
];
const PAGE = 200;

type Entry = Record<string, unknown>;

/** Yesterday by the server's clock, as 'YYYY-MM-DD': a screen's own day may be a day behind. */
function yesterday(): string {
  const date = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function screenEntries(entries: Entry[], earliestDay: string): Entry[] {
  const kept: Entry[] = [];
  for (const entry of entries) {
    if (entry.active === false || String(entry.company_name ?? '').trim() === '') continue;
    const moveOut = String(entry.move_out_date ?? '').trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(moveOut) && moveOut < earliestDay) continue;
    const copy: Entry = { active: true };
    for (const field of SCREEN_FIELDS) copy[field] = String(entry[field] ?? '');
    kept.push(copy);
  }
  return kept;
}

/**
 * Bundles published before this release carry every tenant field, contacts and notes included,
 * and every screen stores what it is sent. Rewrites each stored bundle's companies to what a
 * screen draws, so the screens get the reduced copy on their next contact without a publish.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const earliestDay = yesterday();
  let after = '';
  for (;;) {
    const rows: Array<{ id: string; data: string }> = await db
      .selectFrom('published_bundles')
      .select(['id', 'data'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const data = JSON.parse(row.data) as { tenants?: { entries?: Entry[] } | null };
      const tenants = data.tenants;
      if (!tenants || !Array.isArray(tenants.entries)) continue;
      tenants.entries = screenEntries(tenants.entries, earliestDay);
      await db
        .updateTable('published_bundles')
        .set({ data: JSON.stringify(data) })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows.at(-1)?.id ?? after;
  }
}
