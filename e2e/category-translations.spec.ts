import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { publishToCode } from './support/lobby-screens';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { mobileDirectoryOf, phoneIn } from './support/phone';
import { callAs, pageAs } from './support/users';

/*
 * Category translations (docs/product.md §16 "Category translations"): a building with German +
 * English, 'Law' translated to 'Recht' in the Tenants page's dialog, shows 'Recht · Law' on a real
 * player after a publish, and 'Recht' on a German phone.
 */

const org = organizationForFile('category-translations-owner');
const SHOTS = '/tmp/shots-categories';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

test('Law translated to Recht shows as "Recht · Law" on a German + English screen and as "Recht" on a German phone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const orgId = org.owner.user.org_id;
  const building = await createSubOrganization(org, 'Rechtshaus Berlin');

  // The dashboard: Sub-Organizations → Edit → German, then English.
  const page = await pageAs(browser, org.owner, { viewport: { width: 1440, height: 900 } });
  await page.goto('/dashboard/sub-organizations');
  await page.getByRole('button', { name: 'Edit Rechtshaus Berlin' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sub-Organization' });
  await edit.getByRole('combobox', { name: 'Main language' }).click();
  await page.getByRole('option', { name: 'German (Deutsch)' }).click();
  await edit.getByRole('combobox', { name: 'Second language' }).click();
  await page.getByRole('option', { name: 'English', exact: true }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  // A real player, paired and published, with the category column on: 'Law' as typed.
  const themeId = (
    await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
      org_id: orgId,
      sub_org_id: building.id,
      name: 'Rechtshaus lobby',
      layout: 'list-simple',
      tenants: { hiddenColumns: [] },
    })
  ).id;
  const listId = (
    await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
      org_id: orgId,
      sub_org_id: building.id,
      name: 'Rechtshaus tenants',
      entries: [
        { company_name: 'Acme Law LLP', floor: '3', suite_room: '301', category: 'Law' },
        { company_name: 'Bright Dental', floor: '2', suite_room: '210', category: 'Dental' },
      ],
    })
  ).id;
  const player = await pageAs(browser, null, { viewport: { width: 1920, height: 1080 } });
  await player.goto('/display');
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  const deviceId = await publishToCode(org, code, { themeId, listId }, 'Rechtshaus lobby', building.id);
  await expect(player.getByRole('cell', { name: 'Law', exact: true })).toBeVisible();

  // Tenants → Category translations: German (Deutsch) of Law is Recht.
  await page.goto('/dashboard/tenants');
  await page.getByRole('button', { name: 'Category translations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Category translations' });
  await expect(
    dialog.getByText(
      'Screens and the phone directory show a category in the building’s language when it has a translation here. Categories without one show as typed.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Law/ })).toContainText('Used by 1 company');
  await dialog.getByRole('textbox', { name: 'Law: German (Deutsch)' }).fill('Recht');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/dialog-1440x900.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category translations saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Its screen asks for a publish; published, the player shows both languages side by side.
  await expect
    .poll(async () => {
      const devices = await callAs<Array<{ id: string; hasUnpublishedChanges: boolean }>>(
        org.api,
        org.owner,
        'GET',
        `/foyer/organizations/${orgId}/devices`,
      );
      return devices.find((device) => device.id === deviceId)?.hasUnpublishedChanges;
    })
    .toBe(true);
  await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
    org_id: orgId,
    bundle_name: '',
    device_id: deviceId,
  });
  await expect(player.getByRole('cell', { name: 'Recht · Law' })).toBeVisible();
  await expect(player.getByRole('cell', { name: 'Dental', exact: true })).toBeVisible();
  await player.screenshot({ path: `${SHOTS}/player-1920x1080.png` });
  await player.context().close();
  await page.context().close();

  // A German phone: 'Recht'; 'law' finds it too.
  const directoryUrl = await mobileDirectoryOf(org, building.id);
  const phone = await phoneIn(browser, 'de-DE');
  await phone.goto(directoryUrl);
  const acme = phone.getByRole('listitem').filter({ hasText: 'Acme Law LLP' });
  await expect(acme).toContainText('Recht');
  await phone.getByRole('searchbox').fill('recht');
  await expect(phone.getByRole('listitem')).toHaveText([/Acme Law LLP/]);
  await phone.getByRole('searchbox').fill('law');
  await expect(phone.getByRole('listitem')).toHaveText([/Acme Law LLP/]);
  await phone.screenshot({ path: `${SHOTS}/phone-de.png`, fullPage: true });

  // On the English page the German text still finds it (LNG-21), and the category reads 'Law'.
  await phone.getByRole('searchbox').fill('');
  await phone.getByRole('button', { name: 'English' }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await phone.getByRole('searchbox', { name: 'Search companies' }).fill('recht');
  await expect(phone.getByRole('listitem')).toHaveText([/Acme Law LLP/]);
  await expect(phone.getByRole('listitem').filter({ hasText: 'Acme Law LLP' })).not.toContainText('Recht');
  await phone.context().close();
});
