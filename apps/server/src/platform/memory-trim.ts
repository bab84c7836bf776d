import v8 from 'node:v8';
import vm from 'node:vm';

/*
 * Giving freed memory back after a burst (docs/decisions/server.md SRV-16). V8 keeps the pages its
 * collector freed in a pool for reuse and the young generation at its largest: after a publish to
 * 10,000 screens the heap holds ~200 MB of live objects, yet the process keeps 0.7–1 GB resident
 * until it exits. Only a memory-reducing collection releases the pool, and Node has no API for one
 * but V8's `gc` extension, so the server asks for it itself once the burst is over.
 */

/**
 * Above a server's memory with 10,000 screens connected and idle (~500 MB), so that only a burst's
 * leftovers are collected, never the steady state.
 */
export const DEFAULT_MEMORY_TARGET_MB = 600;

export interface TrimPolicy {
  /** Resident memory the server tries to stay under; 0: never trim. */
  targetBytes: number;
  /** The least wait between two trims... */
  cooldownMs: number;
  /**
   * ...doubled, up to this, after each trim that memory did not stay under the target through:
   * what comes back at once is needed (more screens than the target was set for), not garbage.
   */
  maxBackoffMs: number;
  /** Growth between two looks that means the burst still runs: a trim then would be undone at once. */
  risingBytes: number;
}

export const DEFAULT_TRIM_POLICY = {
  targetBytes: DEFAULT_MEMORY_TARGET_MB * 1024 * 1024,
  cooldownMs: 60_000,
  maxBackoffMs: 30 * 60_000,
  risingBytes: 16 * 1024 * 1024,
} satisfies TrimPolicy;

export interface TrimState {
  /** Resident memory at the previous look. */
  lastRss: number;
  /** No trim before this time (ms). */
  notBefore: number;
  /** The wait after the next trim. */
  backoffMs: number;
}

/** The first look only records: a trim needs two looks that show the burst is over. */
export const initialTrimState = (policy: TrimPolicy): TrimState => ({
  lastRss: 0,
  notBefore: 0,
  backoffMs: policy.cooldownMs,
});

/** Whether to trim now: over the target, no longer growing, and not trimmed too recently. */
export function shouldTrim(policy: TrimPolicy, state: TrimState, rss: number, now: number): boolean {
  return (
    policy.targetBytes > 0 &&
    rss > policy.targetBytes &&
    rss <= state.lastRss + policy.risingBytes &&
    now >= state.notBefore
  );
}

/**
 * The state after a look that did not trim. Memory still under the target once the wait after the
 * last trim is over means that trim's leftovers were garbage: the wait is short again.
 */
export function afterLook(policy: TrimPolicy, state: TrimState, rss: number, now: number): TrimState {
  const stayedUnder = rss <= policy.targetBytes && now >= state.notBefore;
  return { ...state, lastRss: rss, backoffMs: stayedUnder ? policy.cooldownMs : state.backoffMs };
}

/** The state after a trim (`rssAfter` unknown when it could not be read: taken as over). */
export function afterTrim(policy: TrimPolicy, state: TrimState, rssAfter: number, now: number): TrimState {
  return {
    lastRss: rssAfter,
    notBefore: now + state.backoffMs,
    backoffMs: Math.min(state.backoffMs * 2, policy.maxBackoffMs),
  };
}

type Gc = (options: { type: 'major'; execution: 'async'; flavor: 'last-resort' }) => Promise<void>;

let gcFunction: Gc | undefined;

/**
 * V8's `gc` extension, taken once for this process. The flag only adds the function to contexts
 * made while it is on, so it is turned off again: no other context gets a global `gc`. Node 22.12
 * and 24 run the `last-resort` flavor as memory-reducing collections (`--trace-gc`: "Mark-Compact
 * (reduce)"); an older V8 would ignore the flavor and collect once, without giving pages back.
 */
export function memoryReducingGc(): Gc {
  if (!gcFunction) {
    v8.setFlagsFromString('--expose-gc');
    try {
      gcFunction = vm.runInNewContext('gc') as Gc;
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  return gcFunction;
}

export interface Trim {
  rssBefore: number;
  /** NaN when it could not be read. */
  rssAfter: number;
  ms: number;
}

const processRss = () => process.memoryUsage.rss();

/**
 * One memory-reducing collection: every unreachable object collected, the page pool and the young
 * generation given back. JavaScript waits meanwhile, about 0.3 s per 200 MB of live heap.
 */
export async function trimMemory(readRss: () => number = processRss): Promise<Trim> {
  const rssBefore = readRss();
  const started = performance.now();
  await memoryReducingGc()({ type: 'major', execution: 'async', flavor: 'last-resort' });
  const ms = performance.now() - started;
  let rssAfter = Number.NaN;
  try {
    rssAfter = readRss();
  } catch {
    // Collected all the same; the next look reads it.
  }
  return { rssBefore, rssAfter, ms };
}

/**
 * Looks every `everyMs` and trims when the policy says so; answers a stop function. A look that
 * fails (reading the process's memory opens a file, refused while a herd of screens holds every
 * descriptor) is skipped and the next one tries again: the server never stops for it. Without a
 * `gc` to call, it tells `onUnavailable` once and does not watch.
 */
export function watchMemory(
  policy: TrimPolicy,
  onTrim: (trim: Trim) => void,
  {
    everyMs = 5_000,
    now = Date.now,
    readRss = processRss,
    onError = () => {},
    onUnavailable = onError,
  }: {
    everyMs?: number;
    now?: () => number;
    readRss?: () => number;
    onError?: (error: unknown) => void;
    onUnavailable?: (error: unknown) => void;
  } = {},
): () => void {
  if (policy.targetBytes <= 0) return () => {};
  try {
    memoryReducingGc();
  } catch (error) {
    onUnavailable(error);
    return () => {};
  }
  let state = initialTrimState(policy);
  let busy = false;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      const rss = readRss();
      if (!shouldTrim(policy, state, rss, now())) {
        state = afterLook(policy, state, rss, now());
        return;
      }
      const trim = await trimMemory(readRss);
      state = afterTrim(policy, state, trim.rssAfter, now());
      onTrim(trim);
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
