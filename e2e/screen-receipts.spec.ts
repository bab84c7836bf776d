import { expect, test } from '@playwright/test';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('receipts-owner');
let themeId = '';

test.beforeAll(async () => {
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id: org.owner.user.org_id,
    name: 'Receipt Lobby',
    layout: 'list-simple',
  });
  themeId = theme.id;
  await callAs(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    name: 'Receipt Tenants',
    entries: [{ company_name: 'Lantern Optics', floor: '2', suite_room: '210' }],
  });
});

test('the devices page shows which version each screen confirmed, and when it lags behind', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The lobby TV. Its watchdog reloaded it earlier: the reason it left is reported after the reload.
  const player = await pageAs(browser, null);
  await player.goto('/display');
  const codeBox = player.getByTestId('pairing-code');
  await expect(codeBox).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  await player.evaluate(() =>
    localStorage.setItem('foyer.player.reload', JSON.stringify({ reason: 'stream-stalled', at: Date.now() })),
  );
  await player.reload();
  await expect(codeBox).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  const code = (await codeBox.textContent()) ?? '';

  // Staff pair and publish it from the device form; the form's toast waits for the screen.
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/devices/new');
  await page.getByLabel('Device Name').fill('Receipt Screen');
  await page.getByLabel('Pairing Code').fill(code);
  await page.getByRole('button', { name: 'Choose Theme' }).click();
  await page.getByRole('button', { name: 'Select theme Receipt Lobby' }).click();
  await page.getByRole('button', { name: 'Update & Publish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices$/);
  await expect(player.getByText('Lantern Optics')).toBeVisible();
  const version = Number(await player.locator('[data-bundle-version]').getAttribute('data-bundle-version'));
  await expect(page.getByText(new RegExp(`^The screen shows v${version} \\(confirmed .+\\)$`))).toBeVisible({
    timeout: 15_000,
  });

  // The card says what the screen shows, and why its page was last reloaded.
  const card = page.getByRole('link', { name: 'Edit device Receipt Screen' });
  await expect(card.getByText(`Showing v${version}`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    card.getByText(/Player \S+ · up .+ · Reloaded by the watchdog: the stream stalled/),
  ).toBeVisible();

  // The screen goes dark; a new publish cannot reach it, and the card says so.
  await player.context().close();
  const devices = await callAs<Array<{ id: string; name: string }>>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/devices`,
  );
  const device = devices.find((candidate) => candidate.name === 'Receipt Screen');
  await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
    org_id: org.owner.user.org_id,
    device_id: device?.id,
    theme_id: themeId,
    pairing_code: code,
    bundle_name: '',
  });
  await expect(
    card.getByText(new RegExp(`^Published v${version + 1} — screen still shows v${version} since .+$`)),
  ).toBeVisible({ timeout: 20_000 });
  await page.context().close();
});
