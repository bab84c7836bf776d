import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { callAs, newUser, pageAs } from './support/users';

const org = organizationForFile('devices-owner');

interface StoredTenantList {
  id: string;
  entries: { company_name: string; floor: string; suite_room: string; active: boolean }[];
}
interface StoredDevice {
  id: string;
  name: string;
  pairing_code: string;
  theme_id: string | null;
  refresh_policy: string;
  hasBeenPublished: boolean;
}

const CSV = [
  'Company,Floor,Suite,Category,Contact,Phone,Email,Move In,Move Out,Logo URL,Active',
  '"Smith, Jones & Partners",3,301,Legal,Ann,,,,,,yes',
  '"The ""Quoted"" Co.",5,,Tech,Zoë,,,,,,0',
].join('\n');

test('a tenant list is imported from CSV, edited and saved', async ({ browser }, testInfo) => {
  const csvPath = testInfo.outputPath('tenants.csv');
  await writeFile(csvPath, CSV, 'utf8');

  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/tenants');
  await expect(page.getByText(/^Manage the companies listed in /)).toBeVisible();
  await expect(page.getByText('No tenants yet')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(csvPath);
  const preview = page.getByRole('dialog', { name: 'Replace the rows with this file?' });
  await expect(preview).toContainText('2 to add · 0 to change · 0 to remove · 0 unchanged');
  await preview.getByRole('button', { name: 'Replace rows' }).click();
  await expect(page.getByText('Successfully imported 2 tenant entries from CSV.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company row 1' })).toHaveValue('Smith, Jones & Partners');
  await expect(page.getByRole('textbox', { name: 'Company row 2' })).toHaveValue('The "Quoted" Co.');
  await expect(page.getByRole('checkbox', { name: 'Active row 2' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Floor row 2' }).fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tenant entries' }).getByRole('textbox')).toHaveCount(0);

  const lists = await callAs<StoredTenantList[]>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/tenants`,
  );
  expect(lists).toHaveLength(1);
  expect(lists[0]?.entries.map((entry) => [entry.company_name, entry.floor, entry.active])).toEqual([
    ['Smith, Jones & Partners', '3', true],
    ['The "Quoted" Co.', '7', false],
  ]);
  await page.context().close();
});

test('a 10,000-row CSV import replaces the rows, stays editable and saves', async ({ browser }, testInfo) => {
  // Parsing, drawing and saving 10,000 rows: past the 60 s default on a loaded 2-core machine.
  test.setTimeout(120_000);
  const csvPath = testInfo.outputPath('big.csv');
  const rows = Array.from(
    { length: 10_000 },
    (_, i) => `"Company ${i + 1}, Inc.",${(i % 12) + 1},${i + 100},,,,,,,,true`,
  );
  await writeFile(csvPath, [CSV.split('\n')[0], ...rows].join('\n'), 'utf8');

  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/tenants');
  const editor = page.getByRole('region', { name: 'Tenants' });
  await expect(editor.getByText('2 entries')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(csvPath);
  const preview = page.getByRole('dialog', { name: 'Replace the rows with this file?' });
  await expect(preview).toContainText('10,000 to add · 0 to change · 2 to remove · 0 unchanged');
  await expect(preview.getByRole('region', { name: 'Added' })).toContainText('and 9,950 more');
  await preview.getByRole('button', { name: 'Replace rows' }).click();
  await expect(page.getByText('Successfully imported 10000 tenant entries from CSV.')).toBeVisible();
  await expect(editor.getByText('10,000 entries')).toBeVisible();
  const table = page.getByRole('table', { name: 'Tenant entries' });
  // Virtualized: only a screenful of rows is in the page.
  expect(await table.getByRole('row').count()).toBeLessThan(60);
  await table.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  const last = page.getByRole('textbox', { name: 'Company row 10000' });
  await expect(last).toHaveValue('Company 10000, Inc.');
  await last.fill('Last Company');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible({ timeout: 30_000 });

  const lists = await callAs<StoredTenantList[]>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/tenants`,
  );
  expect(lists[0]?.entries).toHaveLength(10_000);
  expect(lists[0]?.entries.at(-1)?.company_name).toBe('Last Company');
  await page.context().close();
});

test('a device is created with an upper-cased pairing code, published and deleted', async ({ browser }) => {
  // Six page loads and two publishes: on a loaded 2-core machine this flow alone nears 60 s.
  test.setTimeout(120_000);
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    name: 'Lobby Theme',
    layout: 'list-simple',
  });
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/devices');
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
  await expect(page.getByText('No devices yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add Device' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/devices\/new$/);

  await page.getByLabel('Device Name').fill('Front Lobby');
  await page.getByLabel('Pairing Code').fill('abc234');
  await expect(page.getByLabel('Pairing Code')).toHaveValue('ABC234');
  await expect(page.getByRole('button', { name: 'Update & Publish' })).toBeDisabled();
  await page.getByRole('button', { name: 'Choose Theme' }).click();
  await page.getByRole('button', { name: 'Select theme Lobby Theme' }).click();
  await expect(page.getByTestId('selected-theme')).toHaveText('Lobby Theme');
  await page.getByRole('button', { name: 'Create Device' }).click();

  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  const card = page.getByRole('link', { name: 'Edit device Front Lobby' });
  await expect(card.getByText('UNPUBLISHED')).toBeVisible();
  await expect(card.getByText('ABC234')).toBeVisible();
  let devices = await callAs<StoredDevice[]>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/devices`,
  );
  expect(devices.map((device) => [device.pairing_code, device.theme_id])).toEqual([['ABC234', theme.id]]);

  await card.click();
  await expect(page.getByLabel('Pairing Code')).toHaveValue('ABC234');
  await expect(page.getByRole('radio', { name: 'Live' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: 'Overnight' }).click();
  await page.getByRole('button', { name: 'Update & Publish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  await expect(card.getByText('DISCONNECTED')).toBeVisible();
  devices = await callAs<StoredDevice[]>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/devices`,
  );
  expect(devices[0]?.hasBeenPublished).toBe(true);
  expect(devices[0]?.refresh_policy).toBe('manual');

  await card.click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText('Are you sure you want to delete this device? This action cannot be undone.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  await expect(page.getByText('No devices yet')).toBeVisible();
  await page.context().close();
});

test('a Viewer sees the tenants as a read-only table', async ({ browser }) => {
  const lobby = await createSubOrganization(org, 'Tenants Lobby');
  await callAs(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: lobby.id,
    name: 'Lobby Tenants',
    entries: [{ company_name: 'Viewer Visible Ltd', floor: '2' }],
  });
  const viewer = await inviteMember(org, newUser('tenants-viewer'), 'Viewer', [lobby.id]);
  const page = await pageAs(browser, viewer);
  await page.goto('/dashboard/tenants');
  await expect(page.getByText('Manage the companies listed in Tenants Lobby')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Viewer Visible Ltd' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tenant entries' }).getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await page.context().close();
});
