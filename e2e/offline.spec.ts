import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_HOST, E2E_PORT } from './support/env';
import { organizationForFile } from './support/organization-setup';
import { callAs } from './support/users';

/*
 * This spec stops a server for real, so it starts its own (the shared test server keeps serving the
 * other specs): the built server on its own port and data directory, killed and started again.
 */
const PORT = E2E_PORT + 53;
const BASE_URL = `http://${E2E_HOST}:${PORT}`;
const ROOT = process.cwd();
const DATA_DIR = path.join(ROOT, `.e2e-data/offline-${PORT}`);

let server: ChildProcess | null = null;

async function startServer(): Promise<void> {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: E2E_HOST,
      DATA_DIR,
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '20',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${BASE_URL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** Kills the server outright, like a power cut, and waits until it is gone. */
async function killServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  await startServer();
});

test.afterAll(async () => {
  await killServer();
  rmSync(DATA_DIR, { recursive: true, force: true });
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
