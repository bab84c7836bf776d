import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  afterLook,
  afterTrim,
  DEFAULT_TRIM_POLICY,
  initialTrimState,
  shouldTrim,
  trimMemory,
  watchMemory,
  type Trim,
} from './memory-trim';

const MB = 1024 * 1024;
const policy = { ...DEFAULT_TRIM_POLICY, targetBytes: 500 * MB };

describe('when the server gives memory back (docs/decisions/server.md SRV-16)', () => {
  it('waits for a second look that shows the burst is over', () => {
    const first = initialTrimState(policy);
    expect(shouldTrim(policy, first, 900 * MB, 0)).toBe(false);
    const rising = { ...first, lastRss: 700 * MB };
    expect(shouldTrim(policy, rising, 900 * MB, 0)).toBe(false);
    const settled = { ...first, lastRss: 900 * MB };
    expect(shouldTrim(policy, settled, 905 * MB, 0)).toBe(true);
    expect(shouldTrim(policy, settled, 400 * MB, 0)).toBe(false);
    expect(shouldTrim({ ...policy, targetBytes: 0 }, settled, 905 * MB, 0)).toBe(false);
  });

  it('waits a minute after a trim, ever longer while memory comes back over the target at once', () => {
    let state = { ...initialTrimState(policy), lastRss: 900 * MB };
    state = afterTrim(policy, state, 350 * MB, 1_000);
    expect(state.notBefore).toBe(61_000);
    expect(shouldTrim(policy, { ...state, lastRss: 900 * MB }, 900 * MB, 60_999)).toBe(false);
    expect(shouldTrim(policy, { ...state, lastRss: 900 * MB }, 900 * MB, 61_000)).toBe(true);
    // Each trim brings memory under the target, but it is over again before the wait ends: needed.
    const waits: number[] = [];
    let now = 61_000;
    for (let i = 0; i < 7; i++) {
      state = afterLook(policy, state, 350 * MB, now - 30_000);
      state = afterTrim(policy, state, 350 * MB, now);
      waits.push(state.notBefore - now);
      now = state.notBefore;
    }
    expect(waits.map((ms) => ms / 60_000)).toEqual([2, 4, 8, 16, 30, 30, 30]);
    // Still under the target once the wait is over: the last trim's leftovers were garbage.
    state = afterLook(policy, state, 350 * MB, now);
    expect(afterTrim(policy, state, 350 * MB, now).notBefore - now).toBe(60_000);
  });

  /** Allocates and drops `mb` of small objects, as a burst of 10,000 screens' writes does. */
  function burst(mb: number): void {
    let kept: object[][] = [];
    for (let round = 0; round < mb / 10; round++) {
      const batch: object[] = [];
      for (let i = 0; i < 10_000; i++) batch.push({ text: `${'x'.repeat(900)}${round}:${i}` });
      kept.push(batch);
      if (kept.length > 20) kept.shift();
    }
    kept = [];
    expect(kept).toHaveLength(0);
  }

  it('gives back what the collector freed and V8 kept after a burst', async () => {
    burst(400);
    const trim = await trimMemory();
    expect(trim.rssBefore - trim.rssAfter).toBeGreaterThan(100 * MB);
    // The gc extension served the trim only: no other context gets a global `gc`.
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });

  it('trims by itself once the burst is over', async () => {
    const baseline = process.memoryUsage.rss();
    burst(400);
    expect(process.memoryUsage.rss()).toBeGreaterThan(baseline + 150 * MB);
    const trims: Trim[] = [];
    const done = new Promise<void>((resolve) => {
      const stop = watchMemory(
        { ...policy, targetBytes: baseline + 100 * MB },
        (trim) => {
          trims.push(trim);
          stop();
          resolve();
        },
        { everyMs: 20 },
      );
    });
    await done;
    expect(trims).toHaveLength(1);
    const [trim] = trims;
    expect(trim && trim.rssBefore - trim.rssAfter).toBeGreaterThan(100 * MB);
  });

  it('skips a look that cannot read the memory (no file descriptor left) and trims at a later one', async () => {
    const errors: unknown[] = [];
    let looks = 0;
    const readRss = () => {
      looks++;
      if (looks <= 3) throw Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
      return 900 * MB;
    };
    const trimmed = new Promise<void>((resolve) => {
      const stop = watchMemory(
        policy,
        () => {
          stop();
          resolve();
        },
        { everyMs: 10, readRss, onError: (error) => errors.push(error) },
      );
    });
    await trimmed;
    expect(errors).toHaveLength(3);
    expect(looks).toBeGreaterThanOrEqual(5);
  });
});
