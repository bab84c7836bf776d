import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { publishToCode } from './support/lobby-screens';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { REALISTIC_DIRECTORY } from './support/realistic-directory';
import { callAs, pageAs } from './support/users';

/*
 * Screens in the visitors' languages (docs/product.md §16): a building switched to German + English
 * in the dashboard shows both on a real player, side by side ('Etage · Floor') or one per page turn
 * as its theme says; a German directory of 60 companies in both orientations.
 */

const org = organizationForFile('screen-languages-owner');
const SHOTS = '/tmp/shots-e';

async function addLobby(buildingId: string, name: string, theme: Record<string, unknown>) {
  const org_id = org.owner.user.org_id;
  const created = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    sub_org_id: buildingId,
    name,
    layout: 'list-simple',
    header: { clock: 'date-time' },
    ...theme,
  });
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id,
    sub_org_id: buildingId,
    name: `${name} tenants`,
    entries: REALISTIC_DIRECTORY,
  });
  return { themeId: created.id, listId: list.id };
}

/** The column headings the player draws now. */
const headings = (player: Page) => player.getByRole('columnheader').allTextContents();

test('a building switched to German + English shows both on a real player, side by side then alternating', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const building = await createSubOrganization(org, 'Kaiserhof Zürich');

  // The dashboard: Sub-Organizations → Edit → Screen languages.
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/sub-organizations');
  await page.getByRole('button', { name: 'Edit Kaiserhof Zürich' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Sub-Organization' });
  await dialog.getByRole('combobox', { name: 'Main language' }).click();
  await page.getByRole('option', { name: 'German (Deutsch)' }).click();
  await dialog.getByRole('combobox', { name: 'Second language' }).click();
  await page.getByRole('option', { name: 'English', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const stored = await callAs<Array<{ id: string; languages: string[] }>>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/sub-organizations`,
  );
  expect(stored.find((b) => b.id === building.id)?.languages).toEqual(['de', 'en']);
  await page.context().close();

  // A real player, paired and published: both languages side by side.
  const player = await pageAs(browser, null, { viewport: { width: 1920, height: 1080 } });
  await player.goto('/display');
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  const lobby = await addLobby(building.id, 'Zürich side by side', {});
  const deviceId = await publishToCode(org, code, lobby, 'Zürich lobby', building.id);
  await expect(player.getByRole('columnheader', { name: 'Etage · Floor' })).toBeVisible();
  await expect(player.getByRole('columnheader', { name: 'Firma · Company Name' })).toBeVisible();
  await expect(player.locator('[data-part="pagination"]')).toContainText(/Seite 1 von \d+ · Page 1 of \d+/);
  await player.screenshot({ path: `${SHOTS}/german-english-side-by-side-1920x1080.png` });

  // The theme says 'alternate': German, then English at the next page turn, and back.
  await callAs(org.api, org.owner, 'POST', `/foyer/themes/${lobby.themeId}`, {
    name: 'Zürich side by side',
    layout: 'list-simple',
    header: { clock: 'date-time' },
    languages: { mode: 'alternate' },
    metadata: { version: 1 },
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
    org_id: org.owner.user.org_id,
    bundle_name: '',
    device_id: deviceId,
  });
  await expect.poll(() => headings(player), { timeout: 30_000 }).toContain('Etage');
  await expect.poll(() => headings(player), { timeout: 30_000 }).toContain('Floor');
  await expect.poll(() => headings(player), { timeout: 30_000 }).toContain('Etage');
  await player.context().close();
});

for (const [orientation, viewport] of [
  ['landscape', { width: 1920, height: 1080 }],
  ['portrait', { width: 1080, height: 1920 }],
] as const) {
  test(`a German directory of 60 companies on a ${orientation} screen`, async ({ browser }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const building = await createSubOrganization(org, `Kaiserhof Frankfurt ${orientation}`);
    await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${building.id}`, {
      name: `Kaiserhof Frankfurt ${orientation}`,
      languages: ['de'],
    });
    const player = await pageAs(browser, null, { viewport });
    await player.goto('/display');
    const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
    const lobby = await addLobby(building.id, `Frankfurt ${orientation}`, {
      layoutOptions: { orientation },
      tenants: { groupByFloor: true },
    });
    await publishToCode(org, code, lobby, `Frankfurt ${orientation}`, building.id);
    await expect(player.getByRole('columnheader', { name: 'Firma' })).toBeVisible();
    await expect(player.getByRole('rowheader', { name: /^Etage / }).first()).toBeVisible();
    await expect(player.locator('[data-part="pagination"]')).toContainText(/^Seite 1 von \d+$/);
    await player.evaluate(() => document.fonts.ready);
    await player.screenshot({ path: `${SHOTS}/german-60-${viewport.width}x${viewport.height}.png` });
    await player.context().close();
  });
}
