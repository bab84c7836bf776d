import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { mobileDirectoryOf, phoneIn } from './support/phone';
import { callAs } from './support/users';

/*
 * The phone directory in the visitor's language (docs/product.md §16 "Phone directory languages"):
 * a building with Arabic and English, opened on an Arabic phone.
 */

const org = organizationForFile('phone-languages-owner');
const SHOTS = '/tmp/shots-f';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}

test('the phone directory speaks Arabic right to left on an Arabic phone, switches to English, finds Latin names', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const orgId = org.owner.user.org_id;
  const building = await createSubOrganization(org, 'Marina Gate');
  const setLanguages = (languages: string[]) =>
    callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${building.id}`, {
      name: 'Marina Gate',
      languages,
    });
  await setLanguages(['ar', 'en']);
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id: orgId,
    sub_org_id: building.id,
    name: 'Marina Gate Lobby',
    layout: 'list-simple',
    colors: { primary: '#0f766e' },
  });
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: orgId,
    sub_org_id: building.id,
    name: 'Marina Gate Tenants',
    entries: [
      { company_name: 'Acme Law LLC', floor: '3', suite_room: '301', category: 'Law' },
      { company_name: 'مكتب الأمانة للمحاماة', floor: '3', suite_room: '305', category: 'محاماة' },
      { company_name: 'Bright Dental', floor: '2', suite_room: '210', category: 'Health' },
      { company_name: 'Café Olé', floor: 'G', suite_room: 'Kiosk', category: 'Food' },
      { company_name: 'Gulf Freight (Dubai) FZE', floor: '12', suite_room: '12-04', category: 'Logistics' },
    ],
  });
  const device = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/devices', {
    org_id: orgId,
    sub_org_id: building.id,
    name: 'Marina Gate lobby',
    pairing_code: 'MGPH29',
    theme_id: theme.id,
    tenants_id: list.id,
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
    org_id: orgId,
    device_id: device.id,
    pairing_code: 'MGPH29',
    theme_id: theme.id,
    tenants_id: list.id,
  });
  const directoryUrl = await mobileDirectoryOf(org, building.id);

  // An Arabic phone opens the address: Arabic, right to left.
  const phone = await phoneIn(browser, 'ar-SA');
  await phone.goto(directoryUrl);
  const search = phone.getByRole('searchbox', { name: 'البحث عن الشركات' });
  await expect(search).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone).toHaveTitle('دليل Marina Gate');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Marina Gate');
  const floors = phone.getByRole('main').getByRole('heading', { level: 2 });
  await expect(floors).toHaveText(['الطابق الأرضي', 'الطابق 2', 'الطابق 3', 'الطابق 12']);

  // Mirrored: a company's name starts at the right, its suite at the left; the search icon at the right.
  const acme = phone.getByRole('listitem').filter({ hasText: 'Acme Law LLC' });
  const name = await box(acme.getByText('Acme Law LLC'));
  const suite = await box(acme.getByText('301'));
  expect(suite.x + suite.width).toBeLessThan(name.x);
  const field = await box(search);
  const icon = await box(phone.locator('form[role="search"] svg'));
  expect(icon.x).toBeGreaterThan(field.x + field.width / 2);
  // The Latin name is isolated: it reads left to right inside the right-to-left page.
  await expect(acme.locator('bdi').first()).toHaveText('Acme Law LLC');

  expect(await seriousViolations(phone)).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}/phone-ar.png`, fullPage: true });

  // A Latin name typed on the Arabic page is found; so is an Arabic one, without its hamza.
  await search.fill('acme');
  await expect(phone.getByRole('listitem')).toHaveText([/Acme Law LLC/]);
  await expect(phone.getByRole('status')).toContainText('من');
  await search.fill('الامانة');
  await expect(phone.getByRole('listitem')).toHaveText([/مكتب الأمانة للمحاماة/]);
  await search.fill('quantum');
  await expect(phone.getByRole('status')).toHaveText('لا توجد شركة تطابق «quantum»');
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}/phone-ar-no-match.png` });
  await search.fill('');

  // The switch turns the page to English, left to right, and the visit keeps it.
  const languages = phone.getByRole('group', { name: 'اللغة' });
  await expect(languages.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(phone.getByRole('searchbox', { name: 'Search companies' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(floors).toHaveText(['Ground floor', 'Floor 2', 'Floor 3', 'Floor 12']);
  await expect(
    phone.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await phone.reload();
  await expect(phone.getByRole('searchbox', { name: 'Search companies' })).toBeVisible();
  await expect(phone.getByRole('status')).toHaveText('5 companies');
  await phone.context().close();

  // A German phone, the building now German and English: German, with German floor words.
  await setLanguages(['de', 'en']);
  const german = await phoneIn(browser, 'de-DE');
  await german.goto(directoryUrl);
  await expect(german.getByRole('searchbox', { name: 'Firmen suchen' })).toBeVisible();
  await expect(german.locator('html')).toHaveAttribute('lang', 'de');
  await expect(german.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Erdgeschoss',
    'Etage 2',
    'Etage 3',
    'Etage 12',
  ]);
  await expect(german.getByRole('status')).toHaveText('5 Firmen');
  await german.screenshot({ path: `${SHOTS}/phone-de.png`, fullPage: true });
  await german.context().close();
});
