import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { callAs, newUser, pageAs, type Session } from './support/users';

const org = organizationForFile('screen-owner');
let editor: Session;

test.beforeAll(async () => {
  const tower = await createSubOrganization(org, 'Harbor Tower');
  await callAs(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id: org.owner.user.org_id,
    sub_org_id: tower.id,
    name: 'Harbor Lobby',
    layout: 'list-simple',
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: tower.id,
    name: 'Harbor Tenants',
    entries: [
      { company_name: 'Blue Heron Dental', floor: '3', suite_room: '301' },
      { company_name: 'Quayside Legal', floor: '5', suite_room: '510' },
    ],
  });
  editor = await inviteMember(org, newUser('screen-editor'), 'Editor', [tower.id]);
});

test('a screen pairs by its code and shows each publish live', async ({ browser }) => {
  test.setTimeout(90_000);
  // The player: a browser on the lobby TV, nobody signed in.
  const player = await pageAs(browser, null);
  await player.setViewportSize({ width: 1600, height: 900 });
  await player.goto('/display');
  const codeBox = player.getByTestId('pairing-code');
  await expect(codeBox).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  const code = (await codeBox.textContent()) ?? '';
  await expect(player.getByText(`${new URL(E2E_BASE_URL).host}/dashboard/devices/new`)).toBeVisible();

  // The Editor pairs it from the dashboard and publishes.
  const page = await pageAs(browser, editor);
  await page.goto('/dashboard/devices/new');
  await page.getByLabel('Device Name').fill('Harbor Lobby Screen');
  await page.getByLabel('Pairing Code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Choose Theme' }).click();
  await page.getByRole('button', { name: 'Select theme Harbor Lobby' }).click();
  await expect(page.getByText('Harbor Tenants · 2 entries')).toBeVisible();
  await page.getByRole('button', { name: 'Update & Publish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices$/);

  // The screen shows the directory without a reload.
  await expect(player.getByText('Blue Heron Dental')).toBeVisible();
  await expect(player.getByText('Quayside Legal')).toBeVisible();
  await expect(player.getByTestId('pairing-code')).toHaveCount(0);
  const firstVersion = Number(
    await player.locator('[data-bundle-version]').getAttribute('data-bundle-version'),
  );

  // A rename, published again, is on screen within 2 seconds.
  await page.goto('/dashboard/tenants');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Company row 1' }).fill('Blue Heron Family Dental');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Tenants saved successfully!')).toBeVisible();
  await page.goto('/dashboard/devices');
  await page.getByRole('link', { name: 'Edit device Harbor Lobby Screen' }).click();
  await expect(page.getByLabel('Pairing Code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Update & Publish' }).click();
  await expect(player.getByText('Blue Heron Family Dental')).toBeVisible({ timeout: 2000 });
  await expect(player.locator('[data-bundle-version]')).toHaveAttribute(
    'data-bundle-version',
    String(firstVersion + 1),
  );

  // The devices page follows the screen's status without a reload.
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  const card = page.getByRole('link', { name: 'Edit device Harbor Lobby Screen' });
  await expect(card.getByText('CONNECTED', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Analytics, reached from the devices page, reports the same screen online and both publishes.
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByText('Harbor Lobby Screen')).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText('Publishes, 7 days').locator('..')).toContainText('2');

  await player.context().close();
  await page.context().close();
});

test('the player renews its pairing state after a reload and keeps its secret', async ({ browser }) => {
  const player = await pageAs(browser, null);
  await player.goto('/display');
  const code = await player.getByTestId('pairing-code').textContent();
  const secret = await player.evaluate(() => localStorage.getItem('foyer.player.secret'));
  expect(secret).toBeTruthy();
  await player.reload();
  // Same player, same secret: the server answers the same waiting code.
  await expect(player.getByTestId('pairing-code')).toHaveText(code ?? '');
  expect(await player.evaluate(() => localStorage.getItem('foyer.player.secret'))).toBe(secret);
  // No pointer over the screen.
  expect(await player.evaluate(() => getComputedStyle(document.body).cursor)).toBe('none');
  await player.context().close();
});
