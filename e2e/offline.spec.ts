import { expect, test } from '@playwright/test';
import { addLobby, publishToCode } from './support/lobby-screens';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { ownServer } from './support/own-server';
import { callAs } from './support/users';

// This spec stops a server for real, so it starts its own (support/own-server.ts).
const server = ownServer(53, 'offline');
const BASE_URL = server.baseUrl;
const startServer = server.start;
/** Kills the server outright, like a power cut, and waits until it is gone. */
const killServer = () => server.stop('SIGKILL');

test.beforeAll(async () => {
  server.clean();
  await startServer();
});

test.afterAll(async () => {
  await killServer();
  server.clean();
});

// After the server's start above (hooks run in the order they are declared).
const org = organizationForFile('offline-owner', BASE_URL);

test('after a reload with the server down the screen still shows the last directory, then catches up', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org_id = org.owner.user.org_id;
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    name: 'Offline Lobby',
    layout: 'list-simple',
    // An image on this server, to be kept by the service worker.
    media: { companyLogoUrl: '/favicon.svg' },
  });
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id,
    name: 'Offline Tenants',
    entries: [
      { company_name: 'Lantern Architects', floor: '4', suite_room: '410' },
      { company_name: 'Meridian Pediatrics', floor: '6', suite_room: '602' },
    ],
  });

  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 720 } });
  const player = await context.newPage();
  await player.goto('/display');
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  expect(code).toHaveLength(6);

  const device = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/devices', {
    org_id,
    name: 'Offline Screen',
    pairing_code: code,
    theme_id: theme.id,
    tenants_id: list.id,
  });
  const publish = () =>
    callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
      org_id,
      bundle_name: 'Offline Screen Bundle',
      theme_id: theme.id,
      device_id: device.id,
      pairing_code: code,
      tenants_id: list.id,
    });
  await publish();
  await expect(player.getByText('Lantern Architects')).toBeVisible();
  const logo = player.locator('[data-element="header"] img');
  await expect(logo).toHaveJSProperty('complete', true);

  // The service worker has taken the page and kept the shell and the bundle's logo. (Polled from
  // here: waitForFunction takes the promise of an async predicate as a truthy answer at once.)
  await expect
    .poll(
      () =>
        player.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          const shell = await caches.match('/display');
          const image = await caches.match(new URL('/favicon.svg', location.href).href, {
            cacheName: 'foyer-display-media-v1',
          });
          return Boolean(shell && image);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);

  // Power cut at the server; the screen is reloaded.
  await killServer();
  await player.reload();
  await expect(player.getByText('Lantern Architects')).toBeVisible();
  await expect(player.getByText('Meridian Pediatrics')).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(player.getByText('Showing the last directory — reconnecting')).toBeVisible({
    timeout: 15_000,
  });

  // The server returns; a publish made meanwhile reaches the screen without a reload.
  await startServer();
  await callAs(org.api, org.owner, 'POST', `/foyer/tenants/${list.id}`, {
    entries: [
      { company_name: 'Lantern Architects & Partners', floor: '4', suite_room: '410' },
      { company_name: 'Meridian Pediatrics', floor: '6', suite_room: '602' },
    ],
  });
  await publish();
  await expect(player.getByText('Lantern Architects & Partners')).toBeVisible({ timeout: 45_000 });
  await expect(player.getByText('Showing the last directory — reconnecting')).toHaveCount(0);
  await context.close();
});

test('a screen keeps the parts it loads later with the shell: a building turned German draws in German with those files unreachable', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const building = await createSubOrganization(org, 'Offline Kaiserhof');
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 720 } });
  const player = await context.newPage();
  await player.goto('/display');
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  const lobby = await addLobby(org, 'Offline Kaiserhof', [
    { company_name: 'Lantern Architects', floor: '4', suite_room: '410' },
  ]);
  const deviceId = await publishToCode(org, code, lobby, 'Offline Kaiserhof screen', building.id);
  await expect(player.getByRole('columnheader', { name: 'Company' })).toBeVisible();

  // The worker kept, with the shell, the German words and the notice parts this English screen
  // never used (docs/decisions/languages.md LNG-26).
  await expect
    .poll(
      () =>
        player.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return [];
          const cache = await caches.open('foyer-display-shell-v1');
          return (await cache.keys())
            .map((request) => new URL(request.url).pathname)
            .filter((pathname) => /^\/assets\/(de|notice-band|notice-pages|qr-code)-/.test(pathname));
        }),
      { timeout: 20_000 },
    )
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/de-/),
        expect.stringMatching(/^\/assets\/notice-band-/),
        expect.stringMatching(/^\/assets\/qr-code-/),
      ]),
    );

  // From now on the build's files cannot be fetched: what the screen draws comes from its cache.
  await context.route('**/assets/**', (route) => route.abort('internetdisconnected'));
  await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${building.id}`, {
    name: 'Offline Kaiserhof',
    languages: ['de'],
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
    org_id: org.owner.user.org_id,
    bundle_name: '',
    device_id: deviceId,
  });
  await expect(player.getByRole('columnheader', { name: 'Firma' })).toBeVisible({ timeout: 30_000 });
  await context.close();
});
