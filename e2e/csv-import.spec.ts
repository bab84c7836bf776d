import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

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
  await page.locator('input[type="file"]').setInputFiles(csvPath);
  const preview = page.getByRole('dialog', { name: 'Replace the rows with this file?' });
  await expect(preview).toContainText('3 to add · 0 to change · 0 to remove · 0 unchanged');
  await expect(preview.getByRole('region', { name: 'Could not be read as it was' })).toContainText(
    "Row 5, Active: 'vielleicht' is not yes or no",
  );
  await preview.getByRole('button', { name: 'Replace rows' }).click();

  // The notice box (inside its live region, which matches too).
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Successfully imported 3 tenant entries from CSV.' })
    .last();
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

test('a file that is not CSV inside, renamed .csv, changes nothing and says why', async ({
  browser,
}, testInfo) => {
  const path = testInfo.outputPath('photo.csv');
  // A PNG's first bytes: no header names a company.
  await writeFile(path, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/tenants');
  await page.locator('input[type="file"]').setInputFiles(path);
  await expect(page.getByRole('alert').last()).toContainText('No column named Company was found.');
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
  const building = await createSubOrganization(org, 'Unicode House');
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: building.id,
    name: 'Unicode House',
    entries: [{ company_name: 'Placeholder' }],
  });

  const page = await pageAs(browser, org.owner);
  await page.goto(`/dashboard/tenants/${list.id}`);
  await page.locator('input[type="file"]').setInputFiles(path);
  const preview = page.getByRole('dialog', { name: 'Replace the rows with this file?' });
  await expect(preview).toContainText('2 to add · 0 to change · 1 to remove · 0 unchanged');
  await preview.getByRole('button', { name: 'Replace rows' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible();
  const stored = await callAs<StoredTenantList>(org.api, org.owner, 'GET', `/foyer/tenants/${list.id}`);
  expect(
    stored.entries.map((e) => [e.company_name, e.floor, e.suite_room, e.active, e.move_in_date]),
  ).toEqual([
    ['Niño & Peña S.L.', '7', '701', true, '2024-01-15'],
    ['Ωmega Labs', '8', '802', false, '2023-12-31'],
  ]);
  await page.context().close();
});
