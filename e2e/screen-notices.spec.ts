import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { addLobby, openLobbyScreen, publishToCode } from './support/lobby-screens';
import {
  launchOldChromium,
  OLD_CHROMIUMS,
  oldPairingCode,
  waitInOldPage,
  type OldBrowser,
  type OldPage,
} from './support/old-chromium';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('screen-notices-owner');
/** Its own organization: the devices page lists one building's screens, and the first test adds another. */
const endOrg = organizationForFile('screen-notices-end-owner');
const MINUTE = 60_000;
/** A notice must reach the screen this soon after its boundary (issue 27, docs/product.md §12). */
const BOUNDARY_SLACK_MS = 5000;

/** 'YYYY-MM-DDTHH:MM' in UTC: the building's wall time (its zone is UTC). */
const wallTime = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/**
 * Watches the page for the notice band: when it first appears and when it is gone again, on the
 * page's own clock (this machine's), so the test's polling does not blur the instant.
 */
const WATCH_BAND = `(() => {
  const w = window;
  w.noticeSeenAt = null;
  w.noticeGoneAt = null;
  const look = () => {
    const band = document.querySelector('[data-notice-band]');
    if (band && w.noticeSeenAt === null) w.noticeSeenAt = Date.now();
    if (!band && w.noticeSeenAt !== null && w.noticeGoneAt === null) w.noticeGoneAt = Date.now();
  };
  new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  look();
  return true;
})()`;

const seenAt = 'window.noticeSeenAt';
const goneAt = 'window.noticeGoneAt';

test('a scheduled notice appears on real players within 5 s of its start and leaves at its end, in current Chromium and Chromium 65 and 78, without a publish (docs/product.md §12, SCH-9)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const orgId = org.owner.user.org_id;
  const building = await createSubOrganization(org, 'Notice Tower');
  const lobby = await addLobby(org, 'Notice Lobby', [
    { company_name: 'Harbor Dental', floor: '3', suite_room: '301' },
    { company_name: 'Quayside Legal', floor: '5', suite_room: '510' },
  ]);

  // The current browser's screen.
  const { context, player } = await openLobbyScreen(browser);
  await expect(player.getByTestId('pairing-code')).toBeVisible();
  await publishToCode(
    org,
    (await player.getByTestId('pairing-code').textContent()) ?? '',
    lobby,
    'Lobby',
    building.id,
  );
  await expect(player.getByText('Harbor Dental')).toBeVisible();

  // The TVs' engines, Chromium 65 and 78, each a screen in the same building.
  const profiles: string[] = [];
  const olds: OldBrowser[] = [];
  try {
    const tvs: OldPage[] = [];
    for (const engine of OLD_CHROMIUMS) {
      const profile = mkdtempSync(path.join(os.tmpdir(), `foyer-notices-${engine.pkg}-`));
      profiles.push(profile);
      const old = await launchOldChromium(engine, profile);
      olds.push(old);
      const tv = await old.newPage();
      await tv.setViewport({ width: 1280, height: 720 });
      await tv.goto(`${E2E_BASE_URL}/display`);
      await publishToCode(org, await oldPairingCode(tv, 60_000), lobby, engine.label, building.id);
      tvs.push(tv);
    }
    for (const tv of tvs) {
      await waitInOldPage(
        tv,
        () => document.body.innerText.includes('Harbor Dental'),
        'the directory',
        60_000,
      );
    }

    await player.evaluate(WATCH_BAND);
    for (const tv of tvs) await tv.evaluate(WATCH_BAND);

    // A notice whose window opens at least 60 s ahead (times are whole minutes) and lasts a minute.
    const starts = Math.ceil((Date.now() + MINUTE) / MINUTE) * MINUTE;
    const ends = starts + MINUTE;
    const notice = await callAs<{ id: string; state: string }>(
      org.api,
      org.owner,
      'POST',
      `/foyer/organizations/${orgId}/notices`,
      {
        title: 'Lift service this afternoon',
        text: 'Please use the west lifts.',
        tone: 'attention',
        scope: { kind: 'buildings', ids: [building.id] },
        schedule: {
          starts_at: wallTime(starts),
          ends_at: wallTime(ends),
          weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
          times: [],
        },
      },
    );
    expect(notice.state).toBe('scheduled');

    // Nothing before the boundary; then every screen shows it, by itself.
    await expect(player.locator('[data-notice-band]')).toHaveCount(0);
    await expect(player.getByText('Lift service this afternoon')).toBeVisible({
      timeout: starts - Date.now() + 30_000,
    });
    const seens = [await player.evaluate(seenAt)];
    for (const tv of tvs) {
      const text = () => document.body.innerText.includes('Lift service this afternoon');
      await waitInOldPage(tv, text, 'the notice', 30_000);
      seens.push(await tv.evaluate<number | null>(seenAt));
    }
    for (const seen of seens) {
      expect(seen).not.toBeNull();
      expect(seen as number).toBeGreaterThanOrEqual(starts - 1000);
      expect(seen as number).toBeLessThanOrEqual(starts + BOUNDARY_SLACK_MS);
    }
    // The directory stays beside the band.
    await expect(player.getByText('Harbor Dental')).toBeVisible();
    const shot = testInfo.outputPath('notice-band.png');
    await player.screenshot({ path: shot });
    await testInfo.attach('notice band', { path: shot, contentType: 'image/png' });

    // At its end it leaves every screen, again by itself.
    await expect(player.locator('[data-notice-band]')).toHaveCount(0, {
      timeout: ends - Date.now() + 30_000,
    });
    const gones = [await player.evaluate(goneAt)];
    for (const tv of tvs) {
      await waitInOldPage(
        tv,
        () => !document.querySelector('[data-notice-band]'),
        'the notice to leave',
        30_000,
      );
      gones.push(await tv.evaluate<number | null>(goneAt));
    }
    for (const gone of gones) {
      expect(gone as number).toBeGreaterThanOrEqual(ends - 1000);
      expect(gone as number).toBeLessThanOrEqual(ends + BOUNDARY_SLACK_MS);
    }
  } finally {
    for (const old of olds) await old.close();
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
    await context.close();
  }
});

test('staff end a notice now and it leaves the screen at once (docs/product.md §12)', async ({ browser }) => {
  const orgId = endOrg.owner.user.org_id;
  const building = await createSubOrganization(endOrg, 'End Now Tower');
  const lobby = await addLobby(endOrg, 'End Now Lobby', [{ company_name: 'Harbor Dental', floor: '3' }]);
  const { context, player } = await openLobbyScreen(browser);
  await expect(player.getByTestId('pairing-code')).toBeVisible();
  await publishToCode(
    endOrg,
    (await player.getByTestId('pairing-code').textContent()) ?? '',
    lobby,
    'Lobby',
    building.id,
  );
  await expect(player.getByText('Harbor Dental')).toBeVisible();

  const notice = await callAs<{ id: string }>(
    endOrg.api,
    endOrg.owner,
    'POST',
    `/foyer/organizations/${orgId}/notices`,
    {
      title: 'Fire drill at 11:00',
      tone: 'info',
      scope: { kind: 'buildings', ids: [building.id] },
      schedule: {
        starts_at: wallTime(Date.now() - 2 * MINUTE),
        ends_at: null,
        weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        times: [],
      },
    },
  );
  await expect(player.getByText('Fire drill at 11:00')).toBeVisible({ timeout: 10_000 });

  // The device's card draws what its screen reported, with the screen's renderer (SCH-11).
  const dashboard = await pageAs(browser, endOrg.owner);
  await dashboard.goto('/dashboard/devices');
  await expect(
    dashboard.locator('[data-screen-drawing] [data-notice-band]').filter({ hasText: 'Fire drill at 11:00' }),
  ).toBeVisible({
    timeout: 30_000,
  });

  await callAs(endOrg.api, endOrg.owner, 'POST', `/foyer/notices/${notice.id}/end`, {});
  await expect(player.getByText('Fire drill at 11:00')).toHaveCount(0, { timeout: 10_000 });
  await expect(player.getByText('Harbor Dental')).toBeVisible();
  await expect(dashboard.getByText('Fire drill at 11:00')).toHaveCount(0, { timeout: 30_000 });
  await context.close();
});
