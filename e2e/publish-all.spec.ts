import { expect, test } from '@playwright/test';
import { addLobby, waitingScreen } from './support/lobby-screens';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('publish-all-owner');

test('Publish to N screens publishes every screen with changes and shows each one confirm', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const orgId = org.owner.user.org_id;
  const { themeId, listId } = await addLobby(org, 'All Screens Lobby', [
    { company_name: 'Harbor Dental', floor: '3', suite_room: '301' },
  ]);
  const theme = { id: themeId };
  const list = { id: listId };
  const east = await waitingScreen(browser);
  const west = await waitingScreen(browser);
  for (const [name, screen] of [
    ['East lobby', east],
    ['West lobby', west],
  ] as const) {
    await callAs(org.api, org.owner, 'POST', '/foyer/devices', {
      org_id: orgId,
      name,
      pairing_code: screen.code,
      theme_id: theme.id,
      tenants_id: list.id,
    });
  }

  // Two screens paired but never published: one action reaches both.
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/devices');
  await page.getByRole('button', { name: 'Publish to 2 screens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish to 2 screens' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Published to 2 of 2 screens');
  await expect(east.player.getByText('Harbor Dental')).toBeVisible();
  await expect(west.player.getByText('Harbor Dental')).toBeVisible();
  // Each row follows its screen's receipt (the devices list refreshes every 10 s).
  const rows = dialog.getByRole('listitem');
  await expect(rows.filter({ hasText: 'East lobby' })).toContainText('The screen shows v1', {
    timeout: 30_000,
  });
  await expect(rows.filter({ hasText: 'West lobby' })).toContainText('The screen shows v1', {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: /Publish to/ })).toHaveCount(0);

  // The directory changes: both screens wait for a publish, and one action brings it to both.
  await callAs(org.api, org.owner, 'POST', `/foyer/tenants/${list.id}`, {
    entries: [{ company_name: 'Juniper Legal', floor: '5', suite_room: '502' }],
  });
  await page.reload();
  await expect(page.getByText('CHANGES, PLEASE PUBLISH')).toHaveCount(2);
  await page.getByRole('button', { name: 'Publish to 2 screens' }).click();
  await page
    .getByRole('dialog', { name: 'Publish to 2 screens' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(east.player.getByText('Juniper Legal')).toBeVisible();
  await expect(west.player.getByText('Juniper Legal')).toBeVisible();

  // From the tenants page: the list changes, and its page publishes every screen showing it.
  await callAs(org.api, org.owner, 'POST', `/foyer/tenants/${list.id}`, {
    entries: [{ company_name: 'Marlow Optics', floor: '2', suite_room: '210' }],
  });
  await page.goto(`/dashboard/tenants/${list.id}`);
  await page.getByRole('button', { name: 'Publish to 2 screens' }).click();
  const fromList = page.getByRole('dialog', { name: 'Publish to 2 screens' });
  await expect(fromList).toContainText('Every screen showing this tenant list');
  await fromList.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(fromList.getByRole('status')).toHaveText('Published to 2 of 2 screens');
  await expect(east.player.getByText('Marlow Optics')).toBeVisible();
  await expect(west.player.getByText('Marlow Optics')).toBeVisible();
  await fromList.getByRole('button', { name: 'Done' }).click();

  // From the theme builder: the theme is saved there, and the builder publishes it to its screens.
  await page.goto(`/dashboard/themes/${theme.id}/edit`);
  await expect(page.getByRole('button', { name: /Publish to/ })).toHaveCount(0);
  await callAs(org.api, org.owner, 'POST', `/foyer/themes/${theme.id}`, {
    name: 'All Screens Lobby East',
    layout: 'list-simple',
    metadata: { version: 1 },
  });
  await page.reload();
  await page.getByRole('button', { name: 'Publish to 2 screens' }).click();
  const fromTheme = page.getByRole('dialog', { name: 'Publish to 2 screens' });
  await expect(fromTheme).toContainText('Every screen showing this theme');
  await fromTheme.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(fromTheme.getByRole('status')).toHaveText('Published to 2 of 2 screens');
  await expect(fromTheme.getByTestId('publish-outcome').first()).toContainText('The screen shows v4', {
    timeout: 30_000,
  });
});
