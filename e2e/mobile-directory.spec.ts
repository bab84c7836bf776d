import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('mobile-directory-owner');

/** The page's background as sRGB (Tailwind's colours are oklch), read through a canvas. */
function backgroundRgb(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) return [];
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

test("a building's mobile directory: turned on in the dashboard, read without sign-in, updated on publish, turned off", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const orgId = org.owner.user.org_id;
  const building = await createSubOrganization(org, 'Harbor Point');
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id: orgId,
    sub_org_id: building.id,
    name: 'Harbor Point Lobby',
    layout: 'list-simple',
    colors: { primary: '#0f766e' },
    media: { companyLogoUrl: '/favicon.svg' },
  });
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: orgId,
    sub_org_id: building.id,
    name: 'Harbor Point Tenants',
    entries: [
      { company_name: 'Acme Law', floor: '3', suite_room: '301', category: 'Law' },
      { company_name: 'Bright Dental', floor: '2', suite_room: '210', category: 'Health' },
      { company_name: 'Café Olé', floor: '2', suite_room: '220', category: 'Food' },
    ],
  });
  const device = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/devices', {
    org_id: orgId,
    sub_org_id: building.id,
    name: 'Harbor Point lobby',
    pairing_code: 'HPDR23',
    theme_id: theme.id,
    tenants_id: list.id,
  });
  const publish = () =>
    callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
      org_id: orgId,
      device_id: device.id,
      pairing_code: 'HPDR23',
      theme_id: theme.id,
      tenants_id: list.id,
    });

  // The Owner turns the directory on from the building's card.
  const dashboard = await pageAs(browser, org.owner);
  await dashboard.goto('/dashboard/sub-organizations');
  const part = dashboard
    .getByRole('article', { name: 'Harbor Point' })
    .getByRole('region', { name: 'Mobile directory' });
  const toggle = part.getByRole('switch', { name: 'Mobile directory' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(dashboard.getByText('Mobile directory turned on')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(
    part.getByText("Publish this building's screens again so their QR codes show the change."),
  ).toBeVisible();
  await expect(
    part.getByRole('img', { name: 'QR code of the mobile directory of Harbor Point' }),
  ).toBeVisible();
  const link = part.getByRole('link', { name: /\/directory\// });
  const address = (await link.getAttribute('href')) ?? '';
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/directory\/[A-Za-z0-9_-]{43}$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await publish();

  // A visitor's phone, never signed in, opens the address.
  const visitor = await pageAs(browser, null);
  await visitor.setViewportSize({ width: 390, height: 844 });
  expect((await visitor.goto(address))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Harbor Point' })).toBeVisible();
  // The organization still has its sign-up name, made from the Owner's own name: not for the public.
  const organization = await callAs<{ name: string }>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${orgId}`,
  );
  expect(organization.name).toBe(`${org.owner.user.name}'s Organization`);
  await expect(visitor.getByText(/'s Organization/)).toHaveCount(0);
  await expect(visitor).toHaveURL(address);
  await expect(visitor).toHaveTitle('Harbor Point directory');
  const floors = visitor.getByRole('main').getByRole('heading', { level: 2 });
  await expect(floors).toHaveText(['Floor 2', 'Floor 3']);
  await expect(visitor.getByRole('region', { name: 'Floor 2' }).getByRole('listitem')).toHaveText([
    /Bright Dental/,
    /Café Olé/,
  ]);
  await expect(visitor.getByRole('region', { name: 'Floor 3' })).toContainText('Acme Law');
  await expect(visitor.getByRole('status')).toHaveText('3 companies');
  expect(await seriousViolations(visitor)).toEqual([]);

  // Searching as one types, accents and case ignored.
  const search = visitor.getByRole('searchbox', { name: 'Search companies' });
  await search.fill('CAFE');
  await expect(visitor.getByRole('listitem')).toHaveText([/Café Olé/]);
  await expect(visitor.getByRole('status')).toHaveText('1 of 3 companies');
  await search.fill('quantum');
  await expect(visitor.getByRole('status')).toHaveText('No company matches "quantum"');
  await search.fill('');

  // Dark mode follows the phone; still no serious accessibility problem.
  const [r = 255, g = 255, b = 255] = await backgroundRgb(visitor);
  expect(Math.min(r, g, b)).toBeGreaterThan(240);
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => Math.max(...(await backgroundRgb(visitor)))).toBeLessThan(30);
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.emulateMedia({ colorScheme: 'light' });

  // The list changes and is published again: a reload shows it.
  await callAs(org.api, org.owner, 'POST', `/foyer/tenants/${list.id}`, {
    entries: [
      { company_name: 'Acme Law', floor: '3', suite_room: '301', category: 'Law' },
      { company_name: 'Juniper Labs', floor: '5', suite_room: '502', category: 'Science' },
    ],
  });
  await publish();
  await visitor.reload();
  await expect(visitor.getByRole('region', { name: 'Floor 5' })).toContainText('Juniper Labs');
  await expect(floors).toHaveText(['Floor 3', 'Floor 5']);
  await expect(visitor.getByText('Bright Dental')).toHaveCount(0);

  // A new address: the old one stops working at once, the new one works.
  await part.getByRole('button', { name: 'New address' }).click();
  const confirm = dashboard.getByRole('alertdialog', { name: 'Give this directory a new address?' });
  await confirm.getByRole('button', { name: 'New address' }).click();
  await expect(
    dashboard.getByText('The mobile directory has a new address. The old one no longer works.'),
  ).toBeVisible();
  await expect(link).not.toHaveAttribute('href', address);
  const newAddress = (await link.getAttribute('href')) ?? '';
  // The old address is a dead page: the server says 404, the page says why.
  expect((await visitor.reload())?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This directory is not available');
  await visitor.goto(newAddress);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Harbor Point' })).toBeVisible();

  // Turned off: the page says it is not available, with the hint.
  await toggle.click();
  await expect(dashboard.getByText('Mobile directory turned off')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect((await visitor.reload())?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This directory is not available');
  await expect(visitor.getByText('Ask at the front desk.', { exact: false })).toBeVisible();

  await visitor.context().close();
  await dashboard.context().close();
});
