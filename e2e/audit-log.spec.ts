import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('audit-log-owner');

test('the Owner reads who changed what, filters it, and exports it for Excel', async ({ browser }) => {
  const org_id = org.owner.user.org_id;
  const device = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/devices', {
    org_id,
    name: 'Lobby east',
  });
  await callAs(org.api, org.owner, 'POST', `/foyer/devices/${device.id}`, {
    org_id,
    name: 'Lobby east tower',
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id,
    name: 'East directory',
    entries: [{ company_name: 'Harbor Dental', floor: '3', suite_room: '301' }],
  });

  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const rows = page.getByTestId('audit-row');
  await expect(rows.filter({ hasText: 'Changed a device' })).toContainText(
    'Name: Lobby east → Lobby east tower',
  );
  await expect(rows.filter({ hasText: 'Created a tenant list' })).toContainText('East directory');

  await page.getByLabel('What').selectOption({ label: 'Devices' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Created a tenant list' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFFTime (UTC),Who,Action,Category,Item type,Item,Details\r\n')).toBe(true);
  expect(text).toContain(
    'Changed a device,Devices,Device,Lobby east tower,Name: Lobby east → Lobby east tower',
  );
  expect(text).not.toContain('East directory');
});

test('one’s own name change is in the log, and days out of order are said beside the fields', async ({
  browser,
}) => {
  const renamed = `${org.owner.user.name} Jr.`;
  await callAs(org.api, org.owner, 'PUT', '/me', { name: renamed });

  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/audit-log');
  const rows = page.getByTestId('audit-row');
  await expect(rows.filter({ hasText: 'Changed a user' })).toContainText(
    `Name: ${org.owner.user.name} → ${renamed}`,
  );

  await page.getByLabel('To', { exact: true }).fill('2026-01-01');
  await page.getByLabel('From', { exact: true }).fill('2026-02-01');
  await expect(page.getByRole('alert')).toHaveText('The first day must not be after the last day');
  await expect(page.getByText(/Check your connection/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await page.getByLabel('From', { exact: true }).fill('2025-12-01');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Nothing recorded for these filters')).toBeVisible();
});
