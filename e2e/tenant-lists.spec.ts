import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('tenant-lists-owner');

interface StoredList {
  id: string;
  name: string;
  sub_org_id: string | null;
  entries: { company_name: string; floor: string; suite_room: string; active: boolean }[];
}
interface StoredDevice {
  id: string;
  tenants_id: string | null;
}

const listsOf = (subOrgId: string) =>
  callAs<StoredList[]>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/tenants?sub_org_id=${subOrgId}`,
  );

const createList = (subOrgId: string, name: string, companies: string[]) =>
  callAs<StoredList>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: subOrgId,
    name,
    entries: companies.map((company_name, i) => ({
      company_name,
      floor: String(i + 1),
      suite_room: `${i + 1}01`,
    })),
  });

async function chooseBuilding(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Sub-organization' }).click();
  await page.getByRole('option', { name }).click();
}

test('every list of a building is visible, opened from its device, renamed, created and deleted', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org_id = org.owner.user.org_id;
  // Created in this order so that the first building is the one selected.
  const tower = await createSubOrganization(org, 'A Lists Tower');
  await createSubOrganization(org, 'B Lists Annex');
  const directory = await createList(
    tower.id,
    'Lobby directory',
    Array.from({ length: 23 }, (_, i) => `Company ${i + 1}`),
  );
  // What 'Create New Tenants' in a device form makes: a small list whose name sorts first.
  const small = await createList(tower.id, 'Annex', ['Solo Ltd']);
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    sub_org_id: tower.id,
    name: 'Lists Theme',
    layout: 'list-simple',
  });
  const device = await callAs<StoredDevice>(org.api, org.owner, 'POST', '/foyer/devices', {
    org_id,
    sub_org_id: tower.id,
    name: 'Lobby TV',
    pairing_code: 'TNTS23',
    theme_id: theme.id,
    tenants_id: directory.id,
  });

  const page = await pageAs(browser, org.owner);
  // The device form's tenants box opens the list the device shows.
  await page.goto(`/dashboard/devices/${device.id}/edit`);
  await page.getByRole('link', { name: 'Lobby directory · 23 entries' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tenants/${directory.id}$`));
  await expect(page.getByRole('heading', { name: 'Lobby directory' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Company 23' })).toBeAttached();

  const lists = page.getByRole('navigation', { name: 'Tenant lists' });
  await expect(lists.getByRole('link', { name: /^Annex/ })).toContainText('1 entryNot on any screen');
  await expect(lists.getByRole('link', { name: /^Lobby directory/ })).toContainText('23 entriesOn Lobby TV');

  // Rename.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'List name' }).fill('Main directory');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Main directory' })).toBeVisible();

  // Create a third list.
  await page.getByRole('link', { name: 'New Tenant List' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenants\/new$/);
  await page.getByRole('textbox', { name: 'List name' }).fill('Visitors');
  await page.getByRole('textbox', { name: 'Company row 1' }).fill('Guest Desk');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Visitors' })).toBeVisible();
  let stored = await listsOf(tower.id);
  const visitors = stored.find((list) => list.name === 'Visitors');
  await expect(page).toHaveURL(new RegExp(`/dashboard/tenants/${visitors?.id}$`));
  expect(stored.map((list) => [list.name, list.entries.length]).sort()).toEqual([
    ['Annex', 1],
    ['Main directory', 23],
    ['Visitors', 1],
  ]);

  // Delete the list the lobby shows: the question names the screen.
  await lists.getByRole('link', { name: /^Main directory/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete this tenants? This action cannot be undone.',
  );
  await expect(dialog).toContainText(
    'It is shown on Lobby TV, which keeps showing it until it is published again.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenants$/);
  await expect(lists.getByRole('link', { name: /^Main directory/ })).toHaveCount(0);
  stored = await listsOf(tower.id);
  expect(stored.map((list) => list.name).sort()).toEqual(['Annex', 'Visitors']);
  const devices = await callAs<StoredDevice[]>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org_id}/devices`,
  );
  expect(devices.find((d) => d.id === device.id)?.tenants_id).toBeNull();

  // Switching building with unsaved edits asks; staying keeps them.
  await lists.getByRole('link', { name: /^Annex/ }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Company row 1' }).fill('Solo Holdings');
  await chooseBuilding(page, 'B Lists Annex');
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('You have unsaved changes to these tenants.');
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Company row 1' })).toHaveValue('Solo Holdings');
  await expect(page.getByText('Manage the companies listed in A Lists Tower')).toBeVisible();
  await chooseBuilding(page, 'B Lists Annex');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByText('Manage the companies listed in B Lists Annex')).toBeVisible();
  // The empty building points to the lists of the others (BLD-11).
  await expect(page.getByRole('heading', { name: 'No tenant lists in B Lists Annex' })).toBeVisible();
  expect((await listsOf(tower.id)).find((list) => list.id === small.id)?.entries[0]?.company_name).toBe(
    'Solo Ltd',
  );
  await page.context().close();
});

/** What Excel on a French Windows writes: Windows-1252, semicolons, CRLF, VRAI/FAUX. */
function frenchExcel(lines: string[][]): Buffer {
  return Buffer.from(lines.map((cells) => cells.join(';')).join('\r\n') + '\r\n', 'latin1');
}

test('a 5,000-row Excel file previews what it changes, saves, and its export re-imports byte for byte', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const building = await createSubOrganization(org, 'C Import House');
  const list = await createList(building.id, 'Import House', ['Société 1', 'Société 2', 'Leaving SARL']);
  const header = ['Société', 'Étage', 'Bureau', 'Actif'];
  const rows = Array.from({ length: 5_000 }, (_, i) => [
    `Société ${i + 1}`,
    String((i % 20) + 1),
    `${i + 1}`,
    'VRAI',
  ]);
  // Société 1 as stored; Société 2 now hidden; Leaving SARL not in the file.
  rows[0] = ['Société 1', '1', '101', 'VRAI'];
  rows[1] = ['Société 2', '2', '201', 'FAUX'];
  const csvPath = testInfo.outputPath('locataires.csv');
  await writeFile(csvPath, frenchExcel([header, ...rows]));

  const page = await pageAs(browser, org.owner);
  await page.goto(`/dashboard/tenants/${list.id}`);
  const editor = page.getByRole('region', { name: 'Import House' });
  await expect(editor.getByText('3 entries')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(csvPath);
  const preview = page.getByRole('dialog', { name: 'Replace the rows with this file?' });
  await expect(preview).toContainText('4,998 to add · 1 to change · 1 to remove · 1 unchanged');
  await expect(preview.getByRole('region', { name: 'Changed' })).toContainText(
    'Société 2: Active true → false',
  );
  await expect(preview.getByRole('region', { name: 'Removed' })).toContainText('Leaving SARL');
  await expect(preview.getByRole('region', { name: 'Could not be read as it was' })).toHaveCount(0);
  // Cancel changes nothing.
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor.getByText('3 entries')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(csvPath);
  await preview.getByRole('button', { name: 'Replace rows' }).click();
  await expect(editor.getByText('5,000 entries')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible({ timeout: 30_000 });
  const saved = (await listsOf(building.id)).find((stored) => stored.id === list.id);
  expect(saved?.entries).toHaveLength(5_000);
  expect(saved?.entries.slice(0, 2).map((e) => [e.company_name, e.floor, e.suite_room, e.active])).toEqual([
    ['Société 1', '1', '101', true],
    ['Société 2', '2', '201', false],
  ]);

  // Export, import that file, export again: the same bytes, and the import changes nothing.
  const exportFile = async (name: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const path = testInfo.outputPath(name);
    await (await download).saveAs(path);
    return readFile(path);
  };
  const first = await exportFile('first.csv');
  expect([...first.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  await page.locator('input[type="file"]').setInputFiles(testInfo.outputPath('first.csv'));
  await expect(preview).toContainText('0 to add · 0 to change · 0 to remove · 5,000 unchanged');
  await preview.getByRole('button', { name: 'Replace rows' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible({ timeout: 30_000 });
  const second = await exportFile('second.csv');
  expect(second.equals(first)).toBe(true);
  await page.context().close();
});

test('a file with only a header changes nothing and says why', async ({ browser }, testInfo) => {
  const building = await createSubOrganization(org, 'D Header House');
  const list = await createList(building.id, 'Header House', ['Kept Co']);
  const csvPath = testInfo.outputPath('header-only.csv');
  await writeFile(csvPath, 'Company,Floor,Suite\r\n');
  const page = await pageAs(browser, org.owner);
  await page.goto(`/dashboard/tenants/${list.id}`);
  await expect(page.getByRole('cell', { name: 'Kept Co' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(csvPath);
  await expect(page.getByRole('alert').last()).toContainText('No valid entries found in the file.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Kept Co' })).toBeVisible();
  expect((await listsOf(building.id))[0]?.entries.map((e) => e.company_name)).toEqual(['Kept Co']);
  await page.context().close();
});
