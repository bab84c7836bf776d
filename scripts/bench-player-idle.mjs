// The player's work while nothing changes (docs/decisions/schedules.md SCH-6, SCH-9): a real
// player page showing a directory with a notice band and opening hours, watched for a minute.
// Every timer and animation-frame callback the page runs is counted (wrapped before the app
// loads). A directory of one page, so no page turns: what is left is the watchdog's checks (every
// 10 s, PLY) and the clock's minute. The target is no per-second work.
import { api } from './bench-server.mjs';

const WATCH_MS = 60_000;

/** Counts the callbacks of setTimeout, setInterval and requestAnimationFrame that run. */
const COUNT_CALLBACKS = `(() => {
  const w = window;
  w.__ran = { timeout: 0, interval: 0, frame: 0 };
  const wrap = (name, kind) => {
    const original = w[name].bind(w);
    w[name] = (fn, ...rest) =>
      original(typeof fn === 'function' ? (...args) => { w.__ran[kind] += 1; return fn(...args); } : fn, ...rest);
  };
  wrap('setTimeout', 'timeout');
  wrap('setInterval', 'interval');
  wrap('requestAnimationFrame', 'frame');
})();`;

export async function playerIdleFigures(browser, base, token, orgId) {
  const call = api(base, token);
  const building = (
    await call('POST', `/api/foyer/organizations/${orgId}/sub-organizations`, { name: 'Idle Tower' })
  ).json.data;
  const hour = (offset) => `${String((new Date().getUTCHours() + offset + 24) % 24).padStart(2, '0')}:00`;
  // Open from an hour ago to four hours ahead: no boundary within the minute watched.
  const open = [{ from: hour(-1), to: hour(4) }];
  await call('POST', `/api/foyer/sub-organizations/${building.id}/schedule`, {
    time_zone: 'UTC',
    opening_hours: {
      weekly: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, open])),
      exceptions: [],
    },
  });
  const theme = (
    await call('POST', '/api/foyer/themes', {
      org_id: orgId,
      name: 'Idle',
      layout: 'list-simple',
      notices: { band: 'bottom' },
    })
  ).json.data;
  const list = (
    await call('POST', '/api/foyer/tenants', {
      org_id: orgId,
      name: 'Idle tenants',
      entries: Array.from({ length: 4 }, (_, i) => ({
        company_name: `Company ${i}`,
        floor: `${i}`,
        suite_room: `${i}01`,
      })),
    })
  ).json.data;
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(COUNT_CALLBACKS);
    await page.goto(`${base}/display`);
    await page.waitForSelector('[data-testid="pairing-code"]');
    const code = await page.textContent('[data-testid="pairing-code"]');
    const device = (
      await call('POST', '/api/foyer/devices', {
        org_id: orgId,
        sub_org_id: building.id,
        name: 'Idle screen',
        pairing_code: code,
        theme_id: theme.id,
        tenants_id: list.id,
      })
    ).json.data;
    await call('POST', '/api/foyer/published-bundles', { org_id: orgId, device_id: device.id });
    const now = new Date(Date.now() - 3_600_000).toISOString().slice(0, 16);
    await call('POST', `/api/foyer/organizations/${orgId}/notices`, {
      title: 'Lift service on Saturday',
      scope: { kind: 'buildings', ids: [building.id] },
      schedule: {
        starts_at: now,
        ends_at: null,
        weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        times: [],
      },
    });
    await page.waitForSelector('[data-notice-band]', { timeout: 30_000 });
    // Settled: fonts, the first paint's frames and the report are done.
    await page.waitForTimeout(5000);
    const before = await page.evaluate(() => ({ ...window.__ran }));
    await page.waitForTimeout(WATCH_MS);
    const after = await page.evaluate(() => ({ ...window.__ran }));
    const ran = (kind) => after[kind] - before[kind];
    const total = ran('timeout') + ran('interval') + ran('frame');
    return [
      {
        what: 'player idle for a minute (directory, notice band, opening hours): callbacks run',
        figure: `${total} (timers ${ran('timeout') + ran('interval')}, animation frames ${ran('frame')})`,
        target: 'no per-second work (< 60)',
      },
    ];
  } finally {
    await context.close();
  }
}
