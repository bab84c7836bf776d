import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { imageBytes } from './support/images';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';
import { TENANTS_WORKBOOK, workbookWithRows } from './support/workbooks';

const org = organizationForFile('csv-owner');

interface StoredTenantList {
  entries: {
    company_name: string;
    floor: string;
    suite_room: string;
    active: boolean;
    move_in_date: string;
  }[];
}

/** Chooses the file for import and waits for the preview to sum up what it would change. */
async function previewImport(page: Page, path: string, summary: string) {
  await page.locator('input[type="file"]').setInputFiles(path);
  const preview = page.getByRole('dialog', { name: 'Replace the rows with this file?' });
  await expect(preview).toContainText(summary);
  return preview;
}

/** A tenant list of a new building of that name, holding `entries`. */
async function listInNewBuilding(name: string, entries: { company_name: string; floor?: string }[]) {
  const building = await createSubOrganization(org, name);
  return callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: building.id,
    name,
    entries,
  });
}

/** Saves the open list and reads it back: company, floor, suite, active and move-in of each entry. */
async function saveAndReadBack(page: Page, listId: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible();
  const stored = await callAs<StoredTenantList>(org.api, org.owner, 'GET', `/foyer/tenants/${listId}`);
  return stored.entries.map((e) => [e.company_name, e.floor, e.suite_room, e.active, e.move_in_date]);
}

/** The notice after 'Replace rows' (inside its live region, which matches too). */
const importNotice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

test('a German Excel CSV (Windows-1252, semicolons, own column order) imports by its headers', async ({
  browser,
}, testInfo) => {
  // What Excel on a German Windows writes for 'CSV (Trennzeichen-getrennt)'.
  const text = [
    'Büro;Firma;Etage;Aktiv;Einzug;Parkplätze',
    '2.01;Müller GmbH;2;WAHR;15.01.2024;3',
    '4.10;Bäckerei Schön;4;FALSCH;;1',
    ';;;;;',
    '5.02;Café Zürich;5;vielleicht;3/4/2024;0',
  ].join('\r\n');
  const csvPath = testInfo.outputPath('mieter.csv');
  await writeFile(csvPath, Buffer.from(text, 'latin1'));

  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/tenants');
  await expect(page.getByText('No tenants yet')).toBeVisible();
  const preview = await previewImport(page, csvPath, '3 to add · 0 to change · 0 to remove · 0 unchanged');
  await expect(preview.getByRole('region', { name: 'Could not be read as it was' })).toContainText(
    "Row 5, Active: 'vielleicht' is not yes or no",
  );
  await preview.getByRole('button', { name: 'Replace rows' }).click();

  const notice = importNotice(page, 'Successfully imported 3 tenant entries from CSV.');
  await expect(notice).toContainText('Not saved yet');
  await expect(notice).toContainText('Columns not imported (not a tenant field): Parkplätze.');
  await expect(notice).toContainText("Row 5, Active: 'vielleicht' is not yes or no");
  await expect(notice).toContainText("Row 5, Move In: '3/4/2024' could be day/month or month/day");
  await expect(page.getByRole('textbox', { name: 'Company row 1' })).toHaveValue('Müller GmbH');
  await expect(page.getByRole('textbox', { name: 'Suite row 2' })).toHaveValue('4.10');

  // Not saved yet: leaving asks first, and staying keeps the imported rows.
  await page.getByRole('link', { name: 'Screens' }).click();
  await expect(page.getByText('Leave without saving?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenants$/);
  await expect(page.getByRole('textbox', { name: 'Company row 1' })).toHaveValue('Müller GmbH');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible();
  const lists = await callAs<StoredTenantList[]>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/tenants`,
  );
  expect(
    lists[0]?.entries.map((e) => [e.company_name, e.floor, e.suite_room, e.active, e.move_in_date]),
  ).toEqual([
    ['Müller GmbH', '2', '2.01', true, '2024-01-15'],
    ['Bäckerei Schön', '4', '4.10', false, ''],
    ['Café Zürich', '5', '5.02', true, ''],
  ]);
  await page.context().close();
});

test('a photo renamed .csv is refused as the image it is, and nothing changes', async ({
  browser,
}, testInfo) => {
  const path = testInfo.outputPath('photo.csv');
  await writeFile(path, await imageBytes('png', 64, 48, 7));
  const listsPath = `/foyer/organizations/${org.owner.user.org_id}/tenants`;
  const before = await callAs<StoredTenantList[]>(org.api, org.owner, 'GET', listsPath);
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/tenants/new');
  await page.locator('input[type="file"]').setInputFiles(path);
  await expect(page.getByRole('alert').last()).toContainText(
    'This is a PNG image, not a spreadsheet. Choose a CSV file or an Excel workbook (.xlsx).',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await callAs<StoredTenantList[]>(org.api, org.owner, 'GET', listsPath)).toEqual(before);
  await page.context().close();
});

test('an Excel workbook imports its first sheet by its headers, with its dates and TRUE/FALSE', async ({
  browser,
}) => {
  const list = await listInNewBuilding('Workbook House', [{ company_name: 'Müller GmbH', floor: '1' }]);
  const page = await pageAs(browser, org.owner);
  await page.goto(`/dashboard/tenants/${list.id}`);
  await expect(page.locator('input[type="file"]')).toHaveAttribute('accept', /\.xlsx/);
  const preview = await previewImport(
    page,
    TENANTS_WORKBOOK,
    '2 to add · 1 to change · 0 to remove · 0 unchanged',
  );
  await expect(preview.getByRole('region', { name: 'Could not be read as it was' })).toContainText(
    "Row 5, Active: 'vielleicht' is not yes or no",
  );
  await preview.getByRole('button', { name: 'Replace rows' }).click();
  const notice = importNotice(page, 'Successfully imported 3 tenant entries from Excel.');
  await expect(notice).toContainText('Columns not imported (not a tenant field): Parkplätze.');
  expect(await saveAndReadBack(page, list.id)).toEqual([
    ['Müller GmbH', '2', '2.01', true, '2024-01-15'],
    ['Café Zürich', '5', '502', false, '2024-01-15'],
    ['Ωmega Labs', '8', '802', true, ''],
  ]);
  await page.context().close();
});

test("a large workbook imports under the dashboard's security policy", async ({ browser }, testInfo) => {
  // Its sheet part is over 512 KB: the reader must not inflate it in a blob: Web Worker, which the
  // Content Security Policy blocks (the import used to wait for ever).
  const rows = [['Company', 'Floor', 'Suite', 'Category', 'Contact', 'Email']];
  for (let i = 1; i <= 2000; i += 1) {
    rows.push([
      `Company ${i} Holdings`,
      String(i % 30),
      `${i}`,
      'Office',
      `Person ${i}`,
      `c${i}@example.com`,
    ]);
  }
  const path = testInfo.outputPath('directory.xlsx');
  await writeFile(path, workbookWithRows(rows));
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/tenants/new');
  await previewImport(page, path, '2,000 to add · 0 to change · 0 to remove · 0 unchanged');
  await page.context().close();
});

test("Excel's 'Unicode Text' (UTF-16 with BOM, tabs) with US dates and Spanish yes/no imports", async ({
  browser,
}, testInfo) => {
  const text = [
    'Empresa\tPiso\tOficina\tActivo\tMove In',
    'Niño & Peña S.L.\t7\t701\tsí\t1/15/2024',
    'Ωmega Labs\t8\t802\tno\t12/31/2023',
  ].join('\r\n');
  const path = testInfo.outputPath('unicode.txt.csv');
  await writeFile(path, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
  const list = await listInNewBuilding('Unicode House', [{ company_name: 'Placeholder' }]);
  const page = await pageAs(browser, org.owner);
  await page.goto(`/dashboard/tenants/${list.id}`);
  const preview = await previewImport(page, path, '2 to add · 0 to change · 1 to remove · 0 unchanged');
  await preview.getByRole('button', { name: 'Replace rows' }).click();
  expect(await saveAndReadBack(page, list.id)).toEqual([
    ['Niño & Peña S.L.', '7', '701', true, '2024-01-15'],
    ['Ωmega Labs', '8', '802', false, '2023-12-31'],
  ]);
  await page.context().close();
});
