// @vitest-environment node
import type { PlayerReloadReason } from '@foyer/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_LIMIT,
  ERROR_WINDOW_MS,
  RELOAD_GAP_MS,
  RENDER_STALL_MS,
  STREAM_STALL_MS,
  takeReloadReason,
  Watchdog,
  WATCHDOG_CHECK_MS,
  type WatchdogStore,
} from './watchdog';

const MINUTE = 60_000;
const STEP_MS = 5000;

function memoryStore(): WatchdogStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/** One player page: its watchdog, and the page's state the test changes. */
class Page {
  readonly page = {
    visible: true,
    painting: true,
    streamDownSince: null as number | null,
    kept: true,
    serverAnswers: true,
  };
  readonly reload = vi.fn();
  readonly watchdog: Watchdog;
  private frames: Array<() => void> = [];

  constructor(readonly store: WatchdogStore | null) {
    this.watchdog = new Watchdog({
      now: () => Date.now(),
      requestFrame: (callback) => this.frames.push(callback),
      isVisible: () => this.page.visible,
      streamDownSince: () => this.page.streamDownSince,
      hasKeptBundle: async () => this.page.kept,
      serverAnswers: async () => this.page.serverAnswers,
      reload: this.reload,
      store,
      random: () => 0.5,
    });
    this.watchdog.start();
  }

  /** Lets `ms` pass in steps of 5 s; a painting, visible page draws the frames asked for at each. */
  async run(ms: number): Promise<void> {
    for (let passed = 0; passed < ms && this.reload.mock.calls.length === 0; passed += STEP_MS) {
      await vi.advanceTimersByTimeAsync(STEP_MS);
      if (this.page.painting && this.page.visible) this.frames.splice(0).forEach((frame) => frame());
    }
  }

  reloadedFor(): PlayerReloadReason | null {
    return this.reload.mock.calls.length > 0 ? takeReloadReason(this.store) : null;
  }
}

let pages: Page[] = [];
const openPage = (store: WatchdogStore | null = memoryStore()) => {
  const page = new Page(store);
  pages.push(page);
  return page;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // 22:00 local time: the quiet hour (03:00) is hours away.
  vi.setSystemTime(new Date(2026, 2, 10, 22, 0, 0));
});

afterEach(() => {
  pages.forEach((page) => page.watchdog.stop());
  pages = [];
  vi.useRealTimers();
});

describe('Watchdog', () => {
  it('leaves a healthy screen alone', async () => {
    const page = openPage();
    await page.run(60 * MINUTE);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('reloads a visible screen that stopped drawing, and the next page learns why', async () => {
    const page = openPage();
    await page.run(5 * MINUTE);
    page.page.painting = false;
    // The last frame came at most one check before painting stopped.
    await page.run(RENDER_STALL_MS - 2 * WATCHDOG_CHECK_MS);
    expect(page.reload).not.toHaveBeenCalled();
    await page.run(4 * WATCHDOG_CHECK_MS);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.reloadedFor()).toBe('render-stalled');
    // Read once: a later start (a person reloading) was not the watchdog's doing.
    expect(takeReloadReason(page.store)).toBeNull();
  });

  it('does not count frames a hidden page is not given', async () => {
    const page = openPage();
    page.page.visible = false;
    await page.run(30 * MINUTE);
    page.page.visible = true;
    await page.run(5 * MINUTE);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('does not take a device that slept for a stalled one', async () => {
    const page = openPage();
    await page.run(MINUTE);
    // The network went at standby; nothing ran for two hours, then the page wakes.
    page.page.streamDownSince = Date.now();
    vi.setSystemTime(Date.now() + 120 * MINUTE);
    // The first look after waking still sees the outage; the stream is back seconds later, and
    // the screen takes a while to draw again.
    page.page.painting = false;
    await page.run(WATCHDOG_CHECK_MS);
    page.page.streamDownSince = null;
    await page.run(3 * WATCHDOG_CHECK_MS);
    page.page.painting = true;
    await page.run(5 * MINUTE);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('reloads when the stream stays down while the server answers, never while it is out of reach', async () => {
    const offline = openPage();
    offline.page.serverAnswers = false;
    offline.page.streamDownSince = Date.now();
    await offline.run(STREAM_STALL_MS + 10 * MINUTE);
    expect(offline.reload).not.toHaveBeenCalled();
    // Back in reach: the stuck page reloads (within the probe interval).
    offline.page.serverAnswers = true;
    await offline.run(2 * MINUTE);
    expect(offline.reloadedFor()).toBe('stream-stalled');

    const page = openPage();
    page.page.streamDownSince = Date.now();
    await page.run(STREAM_STALL_MS - MINUTE);
    expect(page.reload).not.toHaveBeenCalled();
    await page.run(2 * MINUTE);
    expect(page.reloadedFor()).toBe('stream-stalled');
  });

  it('reloads when errors keep coming, not for a few', async () => {
    const page = openPage();
    // Spread over more than the window: never ERROR_LIMIT at once.
    for (let i = 0; i < ERROR_LIMIT * 2; i += 1) {
      page.watchdog.error();
      await page.run(ERROR_WINDOW_MS / (ERROR_LIMIT - 2));
    }
    expect(page.reload).not.toHaveBeenCalled();
    for (let i = 0; i < ERROR_LIMIT; i += 1) page.watchdog.error();
    await page.run(WATCHDOG_CHECK_MS);
    expect(page.reloadedFor()).toBe('errors');
  });

  it('reloads a blank screen (an error React gave up on) without waiting for more', async () => {
    const page = openPage();
    page.watchdog.fatalError();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.reloadedFor()).toBe('errors');
  });

  it('never reloads in a loop: at most once in RELOAD_GAP_MS, across reloads', async () => {
    const store = memoryStore();
    const first = openPage(store);
    first.watchdog.fatalError();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.reload).toHaveBeenCalledTimes(1);
    takeReloadReason(store);

    // The reloaded page breaks again at once: it waits out the gap, then reloads.
    const second = openPage(store);
    second.watchdog.fatalError();
    await second.run(RELOAD_GAP_MS - MINUTE);
    expect(second.reload).not.toHaveBeenCalled();
    await second.run(2 * MINUTE);
    expect(second.reloadedFor()).toBe('errors');
  });

  it('never reloads without storage to remember it in', async () => {
    const page = openPage(null);
    page.watchdog.fatalError();
    await page.run(30 * MINUTE);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('reloads once a night in the quiet hour when a kept bundle brings the directory back', async () => {
    const page = openPage();
    // 22:00 → 03:00: nothing before the quiet hour.
    await page.run(5 * 60 * MINUTE - MINUTE);
    expect(page.reload).not.toHaveBeenCalled();
    await page.run(60 * MINUTE);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(new Date().getHours()).toBe(3);
    expect(page.reloadedFor()).toBe('nightly');

    // The page that came back started in the quiet hour: it stays until the next night.
    const next = openPage(page.store);
    await next.run(20 * 60 * MINUTE);
    expect(next.reload).not.toHaveBeenCalled();
    await next.run(6 * 60 * MINUTE);
    expect(next.reloadedFor()).toBe('nightly');
  });

  it('skips the nightly reload without a kept bundle, or while the server is out of reach', async () => {
    const cases: Array<(page: Page) => void> = [
      (page) => (page.page.kept = false),
      (page) => (page.page.serverAnswers = false),
    ];
    for (const setUp of cases) {
      vi.setSystemTime(new Date(2026, 2, 10, 22, 0, 0));
      const page = openPage();
      setUp(page);
      await page.run(7 * 60 * MINUTE);
      expect(page.reload).not.toHaveBeenCalled();
      page.watchdog.stop();
    }
  });
});
