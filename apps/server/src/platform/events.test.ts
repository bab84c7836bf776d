import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { startHop } from '../test/tcp-hop';
import { createEventBus, EVENTS_CHANNEL, type EventBus, type ScreenChange } from './events';

// Test code may read the environment: the recovery half needs a PostgreSQL server (CI sets it).
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const quietLog = {
  warn: () => {},
  info: () => {},
  error: () => {},
  debug: () => {},
} as unknown as FastifyBaseLogger;

describe('event bus listening connection', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('gives up a connect the server never answers and keeps retrying with backoff until it listens', async () => {
    const target = TEST_DATABASE_URL ? new URL(TEST_DATABASE_URL) : null;
    const hop = await startHop(target ? { host: target.hostname, port: Number(target.port || 5432) } : null);
    cleanup.push(() => hop.close());
    const url = new URL(TEST_DATABASE_URL ?? 'postgres://postgres@localhost/foyer');
    url.hostname = '127.0.0.1';
    url.port = String(hop.port);
    const bus: EventBus = createEventBus({} as Db, url.toString(), quietLog, {
      retryMinMs: 50,
      retryMaxMs: 200,
      pingMs: 60_000,
      timeoutMs: 200,
    });
    cleanup.push(() => bus.close());
    const heard: ScreenChange[] = [];
    bus.subscribe((event) => heard.push(event));

    // Each silent attempt times out and the next one follows.
    await expect.poll(() => hop.accepted, { timeout: 5000, interval: 50 }).toBeGreaterThanOrEqual(4);
    if (!TEST_DATABASE_URL) return;

    // The host answers again: the listener connects and hears other instances' events.
    hop.swallowing = false;
    const sender = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await sender.connect();
    cleanup.push(() => sender.end());
    const event: ScreenChange = { kind: 'player', player_id: 'p-hop', device_id: null, org_id: null };
    const payload = JSON.stringify({ origin: 'another-instance', event });
    await expect
      .poll(
        async () => {
          await sender.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
          return heard.length > 0;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    expect(heard[0]).toEqual(event);
  });
});
