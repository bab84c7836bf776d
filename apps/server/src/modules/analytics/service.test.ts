import { describe, expect, it } from 'vitest';
import { analyticsStart, periodsOf } from './service';

const MIN = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

describe('periodsOf', () => {
  const from = Date.UTC(2026, 0, 1);
  const to = from + 60 * MIN;
  const minute = (offset: number) => from / MIN + offset;

  it('is one offline period without contacts', () => {
    expect(periodsOf([], from, to, null)).toEqual([{ start: at(from), end: at(to), online: false }]);
  });

  it('alternates offline and online periods covering the whole range', () => {
    const spans = [
      { device_id: 'd', first: minute(5), last: minute(9) },
      { device_id: 'd', first: minute(20), last: minute(20) },
    ];
    expect(periodsOf(spans, from, to, at(from + 20 * MIN + 5000))).toEqual([
      { start: at(from), end: at(from + 5 * MIN), online: false },
      { start: at(from + 5 * MIN), end: at(from + 10 * MIN), online: true },
      { start: at(from + 10 * MIN), end: at(from + 20 * MIN), online: false },
      { start: at(from + 20 * MIN), end: at(from + 21 * MIN), online: true },
      { start: at(from + 21 * MIN), end: at(to), online: false },
    ]);
  });

  it('keeps a screen seen within 90 s online until now, and clips spans to the range', () => {
    const spans = [{ device_id: 'd', first: minute(-30), last: minute(59) }];
    expect(periodsOf(spans, from, to, at(to - 30_000))).toEqual([
      { start: at(from), end: at(to), online: true },
    ]);
  });
});

describe('analyticsStart', () => {
  it('is midnight UTC six days before today', () => {
    expect(analyticsStart(new Date('2026-03-10T15:30:00Z')).toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });
});
