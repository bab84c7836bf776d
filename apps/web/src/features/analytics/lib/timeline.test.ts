import { describe, expect, it } from 'vitest';
import { dayMarks, onlineShare, relativeTime, timelineSegments } from './timeline';

const from = '2026-03-01T00:00:00.000Z';
const to = '2026-03-01T10:00:00.000Z';
const at = (hour: number) => `2026-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('timeline', () => {
  it('places periods as percentages of the range and clips them to it', () => {
    const segments = timelineSegments(
      [
        { start: '2026-02-28T20:00:00.000Z', end: at(2), online: true },
        { start: at(2), end: at(7), online: false },
        { start: at(7), end: '2026-03-02T00:00:00.000Z', online: true },
        { start: at(5), end: at(5), online: true },
      ],
      from,
      to,
    );
    expect(segments.map(({ left, width, kind }) => [left, width, kind])).toEqual([
      [0, 20, 'online'],
      [20, 50, 'offline'],
      [70, 30, 'online'],
    ]);
  });

  it('calls the time before the first contact no contact, not offline', () => {
    const segments = timelineSegments(
      [
        { start: at(0), end: at(6), online: false },
        { start: at(6), end: at(8), online: true },
        { start: at(8), end: at(10), online: false },
      ],
      from,
      to,
    );
    expect(segments.map((segment) => segment.kind)).toEqual(['none', 'online', 'offline']);
  });

  it('computes the online share since the first contact', () => {
    expect(
      onlineShare(
        [
          { start: at(0), end: at(2), online: false },
          { start: at(2), end: at(8), online: true },
          { start: at(8), end: at(10), online: false },
        ],
        from,
        to,
      ),
    ).toBeCloseTo(0.75);
    expect(onlineShare([{ start: at(0), end: at(10), online: false }], from, to)).toBe(0);
    expect(onlineShare([], from, to)).toBe(0);
  });

  it('marks local midnights and labels each day at its middle', () => {
    const start = new Date(2026, 2, 1, 12).toISOString();
    const end = new Date(2026, 2, 4, 12).toISOString();
    const { lines, days } = dayMarks(start, end);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBeCloseTo((12 / 72) * 100, 1);
    expect(days).toHaveLength(4);
    expect(days[1]?.center).toBeCloseTo((24 / 72) * 100, 1);
  });

  it('says how long ago, in words', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(relativeTime(null, now)).toBe('never');
    expect(relativeTime('2026-03-10T11:59:30.000Z', now)).toBe('just now');
    expect(relativeTime('2026-03-10T11:55:00.000Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-03-10T09:00:00.000Z', now)).toBe('3 h ago');
    expect(relativeTime('2026-03-09T10:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('2026-03-06T12:00:00.000Z', now)).toBe('4 days ago');
  });
});
