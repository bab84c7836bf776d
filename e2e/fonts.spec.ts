import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { organizationForFile } from './support/organization-setup';
import { callAs } from './support/users';

const org = organizationForFile('fonts-owner');

test('a screen draws the theme in the chosen typeface from Foyer itself, and keeps it for offline use', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const org_id = org.owner.user.org_id;
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    name: 'Poppins Lobby',
    layout: 'list-simple',
    typography: { fontFamily: 'Poppins' },
  });
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id,
    name: 'Fonts Directory',
    entries: [{ company_name: 'Harbor Dental', floor: '3', suite_room: '301' }],
  });
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 720 } });
  const player = await context.newPage();
  const fontRequests: string[] = [];
  player.on('request', (request) => {
    if (request.resourceType() === 'font')
      fontRequests.push(new URL(request.url()).host + new URL(request.url()).pathname);
  });
  await player.goto('/display');
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  const device = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/devices', {
    org_id,
    name: 'Fonts lobby',
    pairing_code: code,
    theme_id: theme.id,
    tenants_id: list.id,
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
    org_id,
    bundle_name: 'Fonts lobby Bundle',
    theme_id: theme.id,
    device_id: device.id,
    pairing_code: code,
    tenants_id: list.id,
  });
  await expect(player.getByText('Harbor Dental')).toBeVisible();

  // The machine running the test has no Poppins: it is drawn in Poppins only if Foyer served it.
  await expect
    .poll(() =>
      player.evaluate(async () => {
        await document.fonts.ready;
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.includes('Poppins') && face.status === 'loaded') loaded = true;
        });
        return loaded;
      }),
    )
    .toBe(true);
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((url) => url.startsWith(new URL(E2E_BASE_URL).host + '/assets/'))).toBe(true);
  // Each face says which characters it has: a directory in plain Latin never fetches Latin Extended.
  expect(fontRequests.filter((url) => url.includes('latin-ext'))).toEqual([]);

  // The service worker keeps the font files with the page, so an offline reload draws the same.
  await expect
    .poll(
      () =>
        player.evaluate(async () => {
          const cache = await caches.open('foyer-display-shell-v1');
          const keys = await cache.keys();
          return keys.some((request) =>
            /\/assets\/poppins-latin-400-normal-[\w-]+\.woff2$/.test(request.url),
          );
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  await context.close();
});
