import { SAMPLE_DIRECTORY, type PublishedBundle } from '@foyer/shared';
import { deviceRecord, publishedBundleRecord, tenantListRecord } from '@foyer/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserStorage } from './player-storage';

const PRIVATE = {
  phone: '+1 555 0100',
  email: 'desk@example.com',
  contact_person: 'Ann Lee',
  notes: 'Door 4711',
};

/** A bundle as players before docs/product.md §3 'Published bundle' kept it: every tenant field. */
function oldBundle(): PublishedBundle {
  const bundle = publishedBundleRecord(deviceRecord(), 3);
  const list = tenantListRecord({ entries: SAMPLE_DIRECTORY.slice(0, 2).map((e) => ({ ...e, ...PRIVATE })) });
  return { ...bundle, data: { ...bundle.data, tenants: { ...list, entries: list.entries } } };
}

describe('the player keeps names and places only', () => {
  beforeEach(() => localStorage.clear());

  it('drops contacts and notes from a bundle an older player stored, and writes the copy back', async () => {
    localStorage.setItem('foyer.player.bundle', JSON.stringify(oldBundle()));
    const loaded = await browserStorage(localStorage).loadBundle();
    expect(loaded?.data.tenants?.entries.map((e) => e.company_name)).toEqual(
      SAMPLE_DIRECTORY.slice(0, 2).map((e) => e.company_name),
    );
    for (const text of [JSON.stringify(loaded), localStorage.getItem('foyer.player.bundle') ?? '']) {
      for (const value of Object.values(PRIVATE)) expect(text).not.toContain(value);
    }
    expect(localStorage.getItem('foyer.player.bundle')).toContain(
      SAMPLE_DIRECTORY[0]?.company_name ?? 'missing',
    );
  });

  it('saves only the screen fields of what it is given', async () => {
    const storage = browserStorage(localStorage);
    await storage.saveBundle(oldBundle());
    const text = localStorage.getItem('foyer.player.bundle') ?? '';
    for (const value of Object.values(PRIVATE)) expect(text).not.toContain(value);
    expect(text).toContain(SAMPLE_DIRECTORY[1]?.company_name ?? 'missing');
  });
});

describe('the player keeps its building’s hours (docs/decisions/schedules.md SCH-6)', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it saved, and nothing from a broken or foreign value', () => {
    const storage = browserStorage(localStorage);
    expect(storage.loadSchedule()).toBeNull();
    const kept = { windows: [{ start: 1, end: 2 }], offset: -420_000 };
    storage.saveSchedule(kept);
    expect(browserStorage(localStorage).loadSchedule()).toEqual(kept);
    storage.saveSchedule({ windows: null, offset: 0 });
    expect(storage.loadSchedule()).toEqual({ windows: null, offset: 0 });
    localStorage.setItem('foyer.player.schedule', '{broken');
    expect(storage.loadSchedule()).toBeNull();
    localStorage.setItem('foyer.player.schedule', '{"offset":"soon"}');
    expect(storage.loadSchedule()).toBeNull();
  });
});
