import { describe, expect, it } from 'vitest';
import { clockOffset, serverNow } from './server-clock';
import { stateAt } from './windows';

const at = (text: string) => Date.parse(text);
const MINUTE = 60_000;

describe('clockOffset and serverNow', () => {
  it('measure the server against the midpoint of the round trip', () => {
    // Sent at 100 and answered at 300 by the TV's clock; the server read 10,200 halfway through.
    expect(clockOffset(10_200, 100, 300)).toBe(10_000);
    expect(clockOffset(50, 100, 300)).toBe(-150);
    expect(serverNow(10_000, 500)).toBe(10_500);
  });

  it('read the device clock when not given one', () => {
    const before = Date.now();
    const now = serverNow(5 * MINUTE);
    expect(now - 5 * MINUTE).toBeGreaterThanOrEqual(before);
    expect(now - 5 * MINUTE).toBeLessThanOrEqual(Date.now());
  });

  it('a TV clock 7 minutes behind still changes at the right instant', () => {
    const behind = 7 * MINUTE;
    // The real time is 10:00:00.000Z; the TV believes 09:53. The request takes 300 ms; the
    // server reads its clock 150 ms in.
    const sentAt = at('2026-06-01T10:00:00.000Z') - behind;
    const offset = clockOffset(at('2026-06-01T10:00:00.150Z'), sentAt, sentAt + 300);
    expect(offset).toBe(behind);

    const opens = [{ start: at('2026-06-01T10:30:00.000Z'), end: at('2026-06-01T18:00:00.000Z') }];
    const tvClock = (real: string) => at(real) - behind;

    // Just before 10:30 real time: still closed, and the one timer runs 1 ms more.
    const before = stateAt(opens, serverNow(offset, tvClock('2026-06-01T10:29:59.999Z')));
    expect(before).toEqual({ active: false, changesAt: at('2026-06-01T10:30:00.000Z') });
    expect((before.changesAt ?? 0) - serverNow(offset, tvClock('2026-06-01T10:29:59.999Z'))).toBe(1);

    // At 10:30 real time (10:23 on the TV's clock) it opens.
    expect(stateAt(opens, serverNow(offset, tvClock('2026-06-01T10:30:00.000Z')))).toEqual({
      active: true,
      changesAt: at('2026-06-01T18:00:00.000Z'),
    });
    // Read without the offset, the TV would still show closed at 10:30 real time.
    expect(stateAt(opens, tvClock('2026-06-01T10:30:00.000Z')).active).toBe(false);
  });
});
