import { PAIRING_CODE_ALPHABET } from '@foyer/shared';
import { expect, test, type Route } from '@playwright/test';
import { addLobby, waitingScreen } from './support/lobby-screens';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('publish-all-many-owner');
const SCREENS = 300;
/** Where the dialog's pictures go, for a person to look at (the brief of issue 30 item 1). */
const SHOTS = process.env.PUBLISH_ALL_SHOTS ?? '';

/** A code no screen shows, unique in this run. */
function randomCode(): string {
  return Array.from(
    { length: 6 },
    () => PAIRING_CODE_ALPHABET[Math.floor(Math.random() * PAIRING_CODE_ALPHABET.length)],
  ).join('');
}

test('Publish to 300 screens shows its progress, sums up the failures and the page stays usable', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const orgId = org.owner.user.org_id;
  const { themeId, listId } = await addLobby(org, 'Campus Lobby', [
    { company_name: 'Harbor Dental', floor: '3', suite_room: '301' },
  ]);
  const theme = { id: themeId };
  const list = { id: listId };
  // Two real screens among 298 codes no screen has shown: their rows follow the receipts.
  const east = await waitingScreen(browser);
  const west = await waitingScreen(browser);
  const codes = [east.code, west.code];
  while (codes.length < SCREENS) {
    const code = randomCode();
    if (!codes.includes(code)) codes.push(code);
  }
  const ids: string[] = [];
  for (let start = 0; start < SCREENS; start += 20) {
    const created = await Promise.all(
      codes.slice(start, start + 20).map((code, i) =>
        callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/devices', {
          org_id: orgId,
          name: `Tower ${String(start + i + 1).padStart(3, '0')}`,
          pairing_code: code,
          theme_id: theme.id,
          tenants_id: list.id,
        }),
      ),
    );
    ids.push(...created.map((device) => device.id));
  }

  const page = await pageAs(browser, org.owner);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/devices');
  await page.getByRole('button', { name: 'Publish to 300 screens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish to 300 screens' });
  const screensList = dialog.getByRole('list', { name: 'Screens' });
  // 300 screens, and only the rows in view are in the page.
  await expect(screensList.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '300');
  expect(await screensList.getByRole('listitem').count()).toBeLessThan(40);

  // Three devices go while the dialog is open: the server refuses those three, and only them.
  for (const id of ids.slice(-3)) await callAs(org.api, org.owner, 'POST', `/foyer/devices/${id}/delete`);

  // The second call waits until the picture of the dialog half-way is taken.
  const held: Route[] = [];
  let calls = 0;
  await page.route('**/api/foyer/published-bundles/many', async (route) => {
    calls += 1;
    if (calls === 2) held.push(route);
    else await route.continue();
  });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Screens published' });
  await expect(dialog.getByText('Publishing… 200 of 300')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '200');
  await expect(bar).toHaveAttribute('aria-valuemax', '300');
  await expect.poll(() => held.length).toBe(1);
  // Running, the dialog stays: Escape does nothing and Done waits.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  // The page answers meanwhile: the list scrolls to its last screen.
  await screensList.evaluate((ul) => ul.parentElement?.scrollTo({ top: ul.scrollHeight }));
  await expect(screensList.getByRole('listitem').last()).toContainText('Tower 300');
  // The picture shows where the answered screens meet the ones still publishing.
  await screensList.evaluate((ul) => ul.parentElement?.scrollTo({ top: 44 * 196 }));
  await expect(screensList.getByRole('listitem').filter({ hasText: 'Tower 201' })).toContainText(
    'Publishing',
  );
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/publish-all-mid.png` });
  await screensList.evaluate((ul) => ul.parentElement?.scrollTo({ top: 0 }));
  await held[0]?.continue();

  await expect(dialog.getByRole('status')).toHaveText('Published to 297 of 300 screens');
  const summary = dialog.getByRole('alert');
  await expect(summary).toContainText('3 screens could not be published');
  await expect(east.player.getByText('Harbor Dental')).toBeVisible();
  await expect(west.player.getByText('Harbor Dental')).toBeVisible();
  await expect(dialog.getByTestId('publish-receipts')).toContainText('2 on screen', { timeout: 30_000 });
  await expect(dialog.getByTestId('publish-receipts')).toContainText('295 with no screen on the code yet');
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/publish-all-end.png` });

  await summary.getByRole('button', { name: 'Show the failed screens' }).click();
  await expect(dialog.getByRole('button', { name: 'Failed 3' })).toHaveAttribute('aria-pressed', 'true');
  await expect(screensList.getByRole('listitem')).toHaveCount(3);
  await expect(screensList.getByRole('listitem').first()).toContainText('Tower 298');
  await expect(screensList.getByRole('listitem').first()).toContainText('Failed to publish');
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/publish-all-failed.png` });

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // 297 published, the three deleted are gone: nothing is left to publish.
  await expect(page.getByRole('button', { name: /Publish to/ })).toHaveCount(0);
});
