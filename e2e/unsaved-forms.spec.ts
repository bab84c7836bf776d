import { expect, test, type Locator, type Page } from '@playwright/test';
import { organizationForFile } from './support/organization-setup';
import { accountMenuButton, pageAs } from './support/users';

const org = organizationForFile('unsaved-forms-owner');

/**
 * Typed work in `field` survives a sidebar link, Back and a reload, each asked about first
 * ('Leave without saving?' with `leaveText`; the browser's own question on reload).
 */
async function expectGuarded(page: Page, field: Locator, typed: string, leaveText: string) {
  const url = page.url();
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tenants' }).click();
  await expect(question).toContainText(leaveText);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(page.url()).toBe(url);
  await expect(field).toHaveValue(typed);

  await page.goBack();
  await expect(question).toContainText(leaveText);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(page.url()).toBe(url);
  await expect(field).toHaveValue(typed);

  const asked = page.waitForEvent('dialog');
  // Dismissed below, so this reload never happens and never finishes.
  page.reload().catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(field).toHaveValue(typed);
  expect(page.url()).toBe(url);
}

test('Add Device asks before typed work is lost to a link, Back or a reload', async ({ browser }) => {
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/devices');
  await page.getByRole('link', { name: 'Add Device' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add Device', level: 1 })).toBeVisible();
  const name = page.getByLabel('Device Name');
  // Clicked first: a browser asks on reload only after a real gesture on the page.
  await name.click();
  await name.fill('Lobby East');

  await expectGuarded(page, name, 'Lobby East', 'You have unsaved changes to this device.');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tenants' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/tenants$/);
  await page.context().close();
});

test("Settings' Full Name asks before it is lost, and leaves freely once saved", async ({ browser }) => {
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/devices');
  await accountMenuButton(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  const fullName = page.getByLabel('Full Name');
  await fullName.click();
  await fullName.fill('Olive Renamed');

  await expectGuarded(
    page,
    fullName,
    'Olive Renamed',
    'You have unsaved changes in Settings. If you leave now, they will be lost.',
  );

  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tenants' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenants$/);
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await page.context().close();
});
