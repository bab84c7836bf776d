import { sql } from 'kysely';
import { chunks } from '../../db/chunks';
import type { Db } from '../../db/connection';
import { inSubOrganizations } from '../../db/visible-items';

/*
 * The analytics page's reads: the screens' contact minutes and the publish events. Those rows are
 * written by the screens (contacts) and publishing (publish events) modules; analytics only reads
 * them, so its queries live here rather than widening those modules' repos.
 */

export interface OnlineSpan {
  device_id: string;
  first: number;
  last: number;
}

/**
 * Runs of consecutive contact minutes per device since `fromMinute` ("gaps and islands": in a
 * run, minute minus its row number is constant). Contacts a minute apart (≤ 90 s) are one online
 * span; a missing minute (≥ 120 s) splits it.
 */
export async function onlineSpans(
  db: Db,
  deviceIds: readonly string[],
  fromMinute: number,
): Promise<OnlineSpan[]> {
  const spans: OnlineSpan[] = [];
  for (const ids of chunks(deviceIds)) {
    const rows = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('device_contacts')
          .select([
            'device_id',
            'minute',
            sql<number>`minute - row_number() over (partition by device_id order by minute)`.as('run'),
          ])
          .where('device_id', 'in', ids)
          .where('minute', '>=', fromMinute)
          .as('c'),
      )
      .select([
        'c.device_id',
        (eb) => eb.fn.min('c.minute').as('first'),
        (eb) => eb.fn.max('c.minute').as('last'),
      ])
      .groupBy(['c.device_id', 'c.run'])
      .orderBy('c.device_id')
      .orderBy('first')
      .execute();
    for (const row of rows) {
      spans.push({ device_id: row.device_id, first: Number(row.first), last: Number(row.last) });
    }
  }
  return spans;
}

/** Publishes per UTC day (YYYY-MM-DD) since `from`, among the given sub-organizations (null: all). */
export async function publishesPerDay(
  db: Db,
  orgId: string,
  from: string,
  subOrgIds: readonly string[] | null,
): Promise<Map<string, number>> {
  const day = sql<string>`substr(published_at, 1, 10)`;
  let query = db
    .selectFrom('publish_events')
    .select([day.as('day'), (eb) => eb.fn.countAll().as('count')])
    .where('org_id', '=', orgId)
    .where('published_at', '>=', from);
  if (subOrgIds) {
    query = query.where((eb) => inSubOrganizations(eb, subOrgIds));
  }
  const rows = await query.groupBy(day).execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}
