import { expect, test } from '@playwright/test';
import { insertDevice } from './support/db';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('buildings');

test('the building stays put: most screens first, a new building moves nobody, All buildings remembered', async ({
  browser,
}) => {
  const orgId = org.owner.user.org_id;
  await createSubOrganization(org, 'North Tower');
  const south = await createSubOrganization(org, 'South Tower');
  insertDevice(orgId, south.id, 'South lobby');
  insertDevice(orgId, south.id, 'South lift');

  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/devices');
  const picker = page.getByRole('combobox', { name: 'Sub-organization' });
  // Never chosen: the building with the screens, not the first by name.
  await expect(picker).toContainText('South Tower');
  await expect(page.getByText('South lobby')).toBeVisible();

  // A new building that sorts first moves nobody.
  await createSubOrganization(org, 'Aardvark House');
  await page.reload();
  await expect(picker).toContainText('South Tower');
  await expect(page.getByText('South lift')).toBeVisible();

  // An empty building says where the screens are.
  await picker.click();
  await page.getByRole('option', { name: 'Aardvark House' }).click();
  await expect(page.getByRole('heading', { name: 'No devices in Aardvark House' })).toBeVisible();
  await expect(page.getByText('2 devices are in other buildings.')).toBeVisible();
  await expect(page.getByText('No devices yet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all buildings' }).click();
  await expect(picker).toContainText('All buildings');
  await expect(page.getByText('South lobby')).toBeVisible();

  await page.goto('/dashboard/tenants');
  await expect(picker).toContainText('All buildings');
  await page.reload();
  await expect(picker).toContainText('All buildings');
  await page.context().close();
});

test('a building that disappears is said, not switched silently', async ({ browser }) => {
  const annex = await createSubOrganization(org, 'Old Annex');
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/themes');
  const picker = page.getByRole('combobox', { name: 'Sub-organization' });
  await picker.click();
  await page.getByRole('option', { name: 'Old Annex' }).click();
  await expect(picker).toContainText('Old Annex');

  await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${annex.id}/delete`);
  await page.reload();
  await expect(page.getByText(/^Old Annex is no longer available to you\. Showing .+\.$/)).toBeVisible();
  await expect(picker).not.toContainText('Old Annex');
  await page.context().close();
});
