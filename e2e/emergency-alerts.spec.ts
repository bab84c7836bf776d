import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { openLobbyScreen } from './support/lobby-screens';
import { callAs, newUser, pageAs } from './support/users';

const org = organizationForFile('emergency-alerts-owner');

test('an Owner puts an alert on a lobby screen; it survives a reload without network and ends everywhere at once', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const org_id = org.owner.user.org_id;
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    name: 'Alert Lobby',
    layout: 'list-simple',
  });
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id,
    name: 'Alert Directory',
    entries: [{ company_name: 'Harbor Dental', floor: '3', suite_room: '301' }],
  });

  // A real lobby screen whose network the test can cut.
  const { context: screenContext, player } = await openLobbyScreen(browser);
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  const device = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/devices', {
    org_id,
    name: 'Main lobby',
    pairing_code: code,
    theme_id: theme.id,
    tenants_id: list.id,
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
    org_id,
    bundle_name: 'Main lobby Bundle',
    theme_id: theme.id,
    device_id: device.id,
    pairing_code: code,
    tenants_id: list.id,
  });
  await expect(player.getByText('Harbor Dental')).toBeVisible();

  // The Owner starts 'Shelter in place' from the top bar, on every screen, and confirms.
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/devices');
  await page.getByRole('button', { name: 'Emergency alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start an emergency alert' });
  await dialog.getByText('Shelter in place', { exact: true }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Shelter in place');
  await dialog.getByLabel('Text').fill('Stay inside. Move away from the windows. Wait for the all-clear.');
  await dialog.getByRole('button', { name: 'Start alert on 1 screen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start alert' }).click();
  await expect(dialog).toHaveCount(0);

  // The screen shows it full screen at once, over the directory.
  const alert = player.getByRole('alert');
  await expect(alert).toContainText('Shelter in place');
  await expect(alert).toContainText('Move away from the windows');
  const box = await alert.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 720 });

  // Every dashboard page says an alert is up, and which screens confirmed drawing it.
  const banner = page.getByTestId('active-alert');
  await expect(banner).toContainText('Shelter in place');
  await expect(banner.getByTestId('alert-reach')).toHaveText('On 1 of 1 screen', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByTestId('alert-screen').filter({ hasText: 'Main lobby' })).toContainText('Confirmed');

  // The screen loses its network and is reloaded: the alert is still up.
  await screenContext.route('**/api/**', (route) => route.abort());
  await player.reload();
  await expect(player.getByRole('alert')).toContainText('Shelter in place');

  // The network returns; 'End alert' ends it, and the directory comes back by itself.
  await screenContext.unroute('**/api/**');
  await page.getByTestId('alert-card').getByRole('button', { name: 'End alert' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End alert' }).click();
  await expect(page.getByText('No alert is on the screens.')).toBeVisible();
  await expect(page.getByTestId('active-alert')).toHaveCount(0);
  await expect(player.getByRole('alert')).toHaveCount(0, { timeout: 45_000 });
  await expect(player.getByText('Harbor Dental')).toBeVisible();
  await screenContext.close();
});

test('Editors see an alert is up but cannot start or end one', async ({ browser }) => {
  const org_id = org.owner.user.org_id;
  const building = await createSubOrganization(org, 'Side building');
  const editor = await inviteMember(org, newUser('alerts-editor'), 'Editor', [building.id]);
  await callAs(org.api, org.owner, 'POST', '/foyer/devices', {
    org_id,
    sub_org_id: building.id,
    name: 'Side lobby',
  });
  const started = await callAs<{ id: string }>(
    org.api,
    org.owner,
    'POST',
    `/foyer/organizations/${org_id}/emergency-alerts`,
    {
      template: 'elevator',
      title: 'Elevator B out of service',
      scope: { kind: 'organization' },
    },
  );
  const page = await pageAs(browser, editor);
  await page.goto('/dashboard/devices');
  await expect(page.getByTestId('active-alert')).toContainText('Elevator B out of service');
  await expect(page.getByRole('button', { name: 'Emergency alert' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'End alert' })).toHaveCount(0);
  await callAs(org.api, org.owner, 'POST', `/foyer/emergency-alerts/${started.id}/end`, {});
});

test('a fire panel starts and ends an alert with the webhook token the Owner created', async ({
  browser,
  playwright,
}) => {
  const org_id = org.owner.user.org_id;
  await callAs(org.api, org.owner, 'POST', '/foyer/devices', { org_id, name: 'Panel lobby' });
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/alerts');
  await expect(page.getByTestId('webhook-state')).toHaveText('No token yet. The webhook is off.');
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = (await page.getByTestId('webhook-token').textContent()) ?? '';
  expect(token).toMatch(/^foyer_whk_/);
  await page.getByText('Example', { exact: true }).click();
  await expect(page.locator('pre')).toContainText(`Authorization: Bearer ${token}`);

  // The panel's call, as the curl example sends it.
  const panel = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const start = await panel.post('/api/foyer/hooks/emergency-alerts', {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'start', template: 'evacuate' },
  });
  expect(start.status()).toBe(200);
  // An open dashboard notices within 30 s; reloading does not wait for that.
  await page.reload();
  await expect(page.getByTestId('active-alert')).toContainText('Evacuate the building');
  await expect(page.getByTestId('alert-card')).toContainText('Started by Webhook');

  const end = await panel.post('/api/foyer/hooks/emergency-alerts', {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'end' },
  });
  expect(end.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('No alert is on the screens.')).toBeVisible();
  await expect(page.getByTestId('active-alert')).toHaveCount(0);

  // Revoked, the token opens nothing.
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('webhook-state')).toHaveText('No token yet. The webhook is off.');
  const refused = await panel.post('/api/foyer/hooks/emergency-alerts', {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'start', template: 'evacuate' },
  });
  expect(refused.status()).toBe(401);
  await panel.dispose();
});
