import { describe, expect, it } from 'vitest';
import { isTenantShown, localDay, msUntilNextLocalMidnight, shownTenants } from './tenant-visibility';

const entry = (fields: Partial<Parameters<typeof isTenantShown>[0]> = {}) => ({
  company_name: 'Acme',
  active: true,
  move_in_date: '',
  move_out_date: '',
  ...fields,
});

describe('isTenantShown', () => {
  const today = '2026-03-10';

  it('shows an active, named entry without dates', () => {
    expect(isTenantShown(entry(), today)).toBe(true);
  });

  it('hides inactive and unnamed entries', () => {
    expect(isTenantShown(entry({ active: false }), today)).toBe(false);
    expect(isTenantShown(entry({ company_name: '   ' }), today)).toBe(false);
  });

  it('shows a company from its move-in day on, not before', () => {
    expect(isTenantShown(entry({ move_in_date: '2026-03-11' }), today)).toBe(false);
    expect(isTenantShown(entry({ move_in_date: '2026-03-10' }), today)).toBe(true);
    expect(isTenantShown(entry({ move_in_date: '2025-12-31' }), today)).toBe(true);
  });

  it('shows a company through its move-out day, not after', () => {
    expect(isTenantShown(entry({ move_out_date: '2026-03-10' }), today)).toBe(true);
    expect(isTenantShown(entry({ move_out_date: '2026-03-09' }), today)).toBe(false);
    expect(isTenantShown(entry({ move_out_date: '2027-01-01' }), today)).toBe(true);
  });

  it('handles both dates, and treats blank or malformed dates as no limit', () => {
    const window = { move_in_date: '2026-03-01', move_out_date: '2026-03-31' };
    expect(isTenantShown(entry(window), '2026-02-28')).toBe(false);
    expect(isTenantShown(entry(window), '2026-03-15')).toBe(true);
    expect(isTenantShown(entry(window), '2026-04-01')).toBe(false);
    expect(isTenantShown(entry({ move_in_date: 'soon', move_out_date: '10/03/2026' }), today)).toBe(true);
  });

  it('accepts entries from older bundles that lack the date fields', () => {
    const old = { company_name: 'Old Co', active: true } as Parameters<typeof isTenantShown>[0];
    expect(isTenantShown(old, today)).toBe(true);
  });
});

describe('shownTenants', () => {
  it('keeps the order of the shown entries', () => {
    const list = [
      entry({ company_name: 'B' }),
      entry({ company_name: 'Gone', move_out_date: '2020-01-01' }),
      entry({ company_name: 'A' }),
    ];
    expect(shownTenants(list, '2026-01-01').map((e) => e.company_name)).toEqual(['B', 'A']);
  });
});

describe('local days', () => {
  it('formats the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('counts the time to the next local midnight', () => {
    expect(msUntilNextLocalMidnight(new Date(2026, 2, 10, 23, 59, 59, 0))).toBe(1000);
    expect(msUntilNextLocalMidnight(new Date(2026, 2, 10, 0, 0, 0, 0))).toBe(
      new Date(2026, 2, 11).getTime() - new Date(2026, 2, 10).getTime(),
    );
  });
});
