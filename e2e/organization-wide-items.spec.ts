import { expect, test } from '@playwright/test';
import { newUser, registerInUi } from './support/users';

/**
 * docs/product.md §2 Building picker: what was made before the first building belongs to the whole
 * organization and stays listed under every building. The steps are the ones a new customer takes.
 */
test('a list, theme and device made before the first building stay on every page once it is added', async ({
  page,
}) => {
  // Nine screens, each loaded and most saved through the dashboard: near 2 minutes on a loaded
  // 2-core machine.
  test.setTimeout(180_000);
  await registerInUi(page, newUser('first-building'));

  await page.goto('/dashboard/tenants/new');
  await page.getByRole('textbox', { name: 'List name' }).fill('Lobby list');
  await page.getByRole('textbox', { name: 'Company row 1' }).fill('Acme Ltd');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Lobby list' })).toBeVisible();

  await page.goto('/dashboard/themes/create');
  await page.getByRole('button', { name: /^Theme Name/ }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lobby theme');
  await page.getByRole('button', { name: 'Create Theme' }).click();
  await expect(page.getByText('Theme created')).toBeVisible();

  await page.goto('/dashboard/devices/new');
  await page.getByLabel('Device Name').fill('Lobby TV');
  await page.getByRole('button', { name: 'Choose Theme' }).click();
  await page.getByRole('button', { name: 'Select theme Lobby theme' }).click();
  await page.getByRole('button', { name: 'Create Device' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  await expect(page.getByRole('link', { name: 'Edit device Lobby TV' })).toBeVisible();

  await page.goto('/dashboard/sub-organizations');
  await page.getByRole('button', { name: 'Add Sub-Organization' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Sub-Organization' });
  await dialog.getByLabel('Name').fill('Main Street Plaza');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Screens' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  await expect(page.getByTestId('sub-organization-label')).toContainText('Main Street Plaza');
  await expect(page.getByRole('link', { name: 'Edit device Lobby TV' })).toBeVisible();
  await expect(page.getByText('No devices in Main Street Plaza')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show all buildings' })).toHaveCount(0);

  // The Add Device pickers offer the organization's theme and list.
  await page.getByRole('link', { name: 'Add Device' }).first().click();
  await expect(page.getByRole('link', { name: 'Lobby list · 1 entry' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose Theme' }).click();
  await expect(page.getByRole('button', { name: 'Select theme Lobby theme' })).toBeVisible();
  await expect(page.getByText('No themes yet')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/analytics');
  await expect(page.getByText('How the screens of Main Street Plaza did')).toBeVisible();
  await expect(page.getByText('Lobby TV')).toBeVisible();
  await expect(page.getByText('No screens yet')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Themes' }).click();
  await expect(page.getByRole('link', { name: 'Edit theme Lobby theme' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tenants' }).click();
  await expect(page.getByRole('heading', { name: 'Lobby list' })).toBeVisible();
});
