import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

/*
 * A tenant list synced from a URL (docs/product.md §13): a real HTTP server on 127.0.0.1 (allowed by
 * FETCH_ALLOWED_NETWORKS in playwright.config.ts) serves a CSV that shrinks from 60 rows to 5 and
 * then fails.
 */

const org = organizationForFile('tenant-sync-owner');

/** What the sheet's server answers now. */
const sheet = { rows: 60, status: 200 };

const csv = (rows: number) =>
  [
    'Company,Floor,Suite',
    ...Array.from(
      { length: rows },
      (_, i) => `Company ${String(i + 1).padStart(2, '0')},${(i % 12) + 1},${100 + i}`,
    ),
  ].join('\r\n');

let server: Server;
let sheetUrl = '';
let jsonUrl = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/directory.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify([
          { name: 'Acme Holdings', level: '3', unit: '301' },
          { name: 'Globex', level: '5', unit: '502' },
        ]),
      );
      return;
    }
    if (sheet.status !== 200) {
      response.writeHead(sheet.status, { 'Content-Type': 'text/plain' });
      response.end('Something broke');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
    response.end(csv(sheet.rows));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sheetUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tenants.csv`;
  jsonUrl = sheetUrl.replace('/tenants.csv', '/directory.json');
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Serious and critical WCAG 2 A/AA violations on the page as it is now (DSH-15). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes[0]?.target.join(' ')}`);
}

/** Screenshots for a person to look at, when SYNC_SHOTS names a folder (not part of the test's verdict). */
async function shot(page: Page, name: string) {
  const folder = process.env.SYNC_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

test('a list syncs from a URL: first preview, a shrunk file held and rejected, then applied; a failure keeps the list', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const building = await createSubOrganization(org, 'Sync Tower');
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: building.id,
    name: 'Lobby Tenants',
    entries: [{ company_name: 'Typed By Hand', floor: '1' }],
  });
  const page = await pageAs(browser, org.owner);
  if (process.env.SYNC_SHOTS) await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/tenants/${list.id}`);
  const listView = page.getByRole('region', { name: 'Lobby Tenants' });
  // '60 entries', perhaps followed by how many were confirmed.
  const entryCount = (count: string) => listView.getByText(new RegExp(`^${count}\\b`));
  await expect(entryCount('1 entry')).toBeVisible();

  // Set up: the address, Manual; saving a new address syncs at once and shows the first preview.
  await page.getByRole('button', { name: 'Set up sync' }).click();
  const settings = page.getByRole('dialog', { name: 'Sync this list from a URL' });
  await settings.getByRole('textbox', { name: 'Address (URL)' }).fill(sheetUrl);
  await settings.getByRole('radio', { name: 'Manual' }).click();
  await shot(page, 'settings');
  await settings.getByRole('button', { name: 'Save and preview' }).click();
  const first = page.getByRole('dialog', { name: 'Apply the first sync?' });
  await expect(first).toContainText('60 to add · 0 to change · 1 to remove · 0 unchanged');
  await shot(page, 'first-preview');
  await first.getByRole('button', { name: 'Apply' }).click();
  await expect(first).toHaveCount(0);
  await expect(entryCount('60 entries')).toBeVisible();
  const syncPanel = page.getByRole('region', { name: 'Sync' });
  await expect(syncPanel.getByTestId('sync-state')).toContainText('Last synced just now');
  await shot(page, 'panel');

  // The file shrinks to 5 rows: more than 20% would go, so the sync is held.
  sheet.rows = 5;
  const syncNow = syncPanel.getByRole('button', { name: 'Sync now' });
  await syncNow.click();
  const held = page.getByRole('status', { name: 'Sync held: would remove 55 of 60 companies' });
  await expect(held).toBeVisible();
  await expect(entryCount('60 entries')).toBeVisible();
  await shot(page, 'held-banner');
  expect(await seriousViolations(page)).toEqual([]);
  await held.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Apply the held sync?' });
  await expect(review).toContainText('0 to add · 0 to change · 55 to remove · 5 unchanged');
  await shot(page, 'held-preview');
  await review.getByRole('button', { name: 'Reject' }).click();
  await expect(review).toHaveCount(0);
  await expect(held).toHaveCount(0);
  await expect(entryCount('60 entries')).toBeVisible();

  // Sync now again, and this time Apply from the banner.
  await syncNow.click();
  await expect(held).toBeVisible();
  await held.getByRole('button', { name: 'Apply' }).click();
  await expect(held).toHaveCount(0);
  await expect(entryCount('5 entries')).toBeVisible();

  // The server fails: the panel says why and when, and the list keeps its 5 companies.
  sheet.status = 500;
  await syncNow.click();
  await expect(syncPanel.getByTestId('sync-state')).toContainText(
    'Last sync failed just now: The server answered 500 Internal Server Error. The list was kept as it was. Last good sync just now.',
  );
  await shot(page, 'failed');
  await expect(entryCount('5 entries')).toBeVisible();
  const stored = await callAs<{ entries: { company_name: string }[] }>(
    org.api,
    org.owner,
    'GET',
    `/foyer/tenants/${list.id}`,
  );
  expect(stored.entries.map((entry) => entry.company_name)).toEqual([
    'Company 01',
    'Company 02',
    'Company 03',
    'Company 04',
    'Company 05',
  ]);

  // The runs, newest first.
  await syncPanel.getByRole('button', { name: 'Last runs' }).click();
  const runs = syncPanel.getByRole('table', { name: 'Last 20 sync runs' });
  await expect(runs.getByRole('row').nth(1)).toContainText('Failed');
  await shot(page, 'runs');
  await page.context().close();
});

test("a sheet's edit link is explained before anything is saved; a JSON feed syncs by the keys given", async ({
  browser,
}) => {
  const building = await createSubOrganization(org, 'Json House');
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: building.id,
    name: 'Json Tenants',
    entries: [{ company_name: 'Typed By Hand' }],
  });
  const page = await pageAs(browser, org.owner);
  if (process.env.SYNC_SHOTS) await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/tenants/${list.id}`);
  await page.getByRole('button', { name: 'Set up sync' }).click();
  const settings = page.getByRole('dialog', { name: 'Sync this list from a URL' });
  const address = settings.getByRole('textbox', { name: 'Address (URL)' });
  await address.fill('https://docs.google.com/spreadsheets/d/1AbCdEf/edit#gid=0');
  await settings.getByRole('button', { name: 'Save and preview' }).click();
  await expect(settings).toContainText(
    'In Google Sheets use File > Share > Publish to web, choose Comma-separated values (.csv), press Publish and paste that link.',
  );
  await expect(address).toBeFocused();
  await shot(page, 'settings-edit-link');

  await address.fill(jsonUrl);
  await settings.getByRole('radio', { name: 'JSON' }).click();
  await settings.getByRole('textbox', { name: 'JSON keys: Company' }).fill('name');
  await settings.getByRole('textbox', { name: 'JSON keys: Floor' }).fill('level');
  await settings.getByRole('textbox', { name: 'JSON keys: Suite' }).fill('unit');
  await shot(page, 'settings-json');
  expect(await seriousViolations(page)).toEqual([]);
  await settings.getByRole('button', { name: 'Save and preview' }).click();
  const first = page.getByRole('dialog', { name: 'Apply the first sync?' });
  await expect(first).toContainText('2 to add · 0 to change · 1 to remove · 0 unchanged');
  await expect(first).toContainText('Acme Holdings · Floor 3, Suite 301');
  await first.getByRole('button', { name: 'Apply' }).click();
  const listView = page.getByRole('region', { name: 'Json Tenants' });
  await expect(listView.getByText(/^2 entries\b/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sync' })).toContainText('Syncs from 127.0.0.1');
  await page.context().close();
});

test('a sync that applies while the list is being edited keeps the typed rows and says so', async ({
  browser,
}) => {
  sheet.rows = 10;
  sheet.status = 200;
  const building = await createSubOrganization(org, 'Edit House');
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: building.id,
    name: 'Edited Tenants',
    entries: [{ company_name: 'Typed By Hand' }],
  });
  const sync = `/foyer/tenants/${list.id}/sync`;
  await callAs(org.api, org.owner, 'PUT', sync, {
    url: sheetUrl,
    format: 'csv',
    schedule: 'manual',
    after_sync: 'mark',
  });
  const first = await callAs<{ id: string }>(org.api, org.owner, 'POST', `${sync}/run`, {});
  await callAs(org.api, org.owner, 'POST', `${sync}/runs/${first.id}/apply`, {});

  const page = await pageAs(browser, org.owner);
  await page.goto(`/dashboard/tenants/${list.id}`);
  const listView = page.getByRole('region', { name: 'Edited Tenants' });
  await expect(listView.getByText(/^10 entries\b/)).toBeVisible();
  await listView.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Company row 1', exact: true }).fill('Company 01 Renamed');

  sheet.rows = 11;
  await page.getByRole('region', { name: 'Sync' }).getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Sync applied: 1 added, 0 changed, 0 removed')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'This list was changed while you were editing it' }).last(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company row 1', exact: true })).toHaveValue(
    'Company 01 Renamed',
  );
  await listView.getByRole('button', { name: 'Cancel' }).click();
  await expect(listView.getByText(/^11 entries\b/)).toBeVisible();
  await page.context().close();
});
