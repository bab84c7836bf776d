import { expect, test } from '@playwright/test';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { accountMenuButton, newUser, pageAs } from './support/users';

const org = organizationForFile('roles');

test('a Viewer lands on a home that leads to what they may see, and is never handed a form to be refused', async ({
  browser,
}) => {
  const lobby = await createSubOrganization(org, 'Viewer Tower');
  const viewer = await inviteMember(org, newUser('home-viewer'), 'Viewer', [lobby.id]);
  const page = await pageAs(browser, viewer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText('Nothing to manage here')).toHaveCount(0);
  for (const name of ['Tenant directories', 'Themes', 'Screen preview', 'Images'])
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('link', { name: /Tenant directories/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenants$/);
  await expect(page.getByText('Manage the companies listed in Viewer Tower')).toBeVisible();

  for (const path of ['/dashboard/devices/new', '/dashboard/themes/create']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByText(/for the Owners, Admins and Editors of your organization/)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
  await page.context().close();
});

test('an Editor may create themes: the builder opens', async ({ browser }) => {
  const lobby = await createSubOrganization(org, 'Editor Tower');
  const editor = await inviteMember(org, newUser('theme-editor'), 'Editor', [lobby.id]);
  const page = await pageAs(browser, editor);
  await page.goto('/dashboard/themes/create');
  await expect(page.getByRole('button', { name: 'Create Theme' })).toBeVisible();
  await expect(page.getByText("You don't have access to this page")).toHaveCount(0);
  await page.context().close();
});

test('a sub-organization name taken in another spelling is refused; Back asks before a typed dialog is lost', async ({
  browser,
}) => {
  await createSubOrganization(org, 'Harbour House');
  const page = await pageAs(browser, org.owner);
  // Opening another address while the first still checks the session keeps the session.
  await page.goto('/dashboard/themes');
  await page.goto('/dashboard/devices');
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
  await accountMenuButton(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sub-Organizations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sub-organizations$/);
  await page.getByRole('button', { name: 'Add Sub-Organization' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Sub-Organization' });
  await dialog.getByLabel('Name').fill('harbour  HOUSE');
  await expect(
    dialog.getByText('There is already a sub-organization named Harbour House. Choose another name.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('Harbour Annex');
  await dialog.getByLabel('Description').fill('Pier 4, east door');

  await page.goBack();
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('New Sub-Organization');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sub-organizations$/);
  await expect(dialog.getByLabel('Name')).toHaveValue('Harbour Annex');
  await expect(dialog.getByLabel('Description')).toHaveValue('Pier 4, east door');

  await page.goBack();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  await page.context().close();
});
