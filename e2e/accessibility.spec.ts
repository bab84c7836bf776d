import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  createLobbyScreen,
  createSubOrganization,
  inviteMember,
  organizationForFile,
} from './support/organization-setup';
import { callAs, newUser, pageAs } from './support/users';

const org = organizationForFile('a11y');

/** Serious and critical WCAG 2 A/AA violations on the page as it is now, described for the failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return (
    results.violations
      // heading-order is 'moderate' in axe, but skipped levels were reported too (DSH-15).
      .filter(
        (violation) =>
          violation.impact === 'serious' ||
          violation.impact === 'critical' ||
          violation.id === 'heading-order',
      )
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      )
  );
}

/** DSH-15: every page of the dashboard has 0 serious or critical axe violations. */
test('every dashboard page, signed in as an Owner, passes axe', async ({ browser }) => {
  // Thirteen pages and a dialog, each analysed by axe: 1.4-1.7 min on an idle 2-core machine, more
  // than 2 min with both cores busy (seen with stress-ng beside the suite).
  test.setTimeout(300_000);
  const lobby = await createSubOrganization(org, 'North Tower');
  await createSubOrganization(org, 'South Tower');
  const { theme, device } = await createLobbyScreen(org, lobby.id, 'AXE234');

  const page = await pageAs(browser, org.owner);
  const pages: [string, RegExp | string][] = [
    ['/dashboard/devices', 'Devices'],
    ['/dashboard/devices/new', 'Add Device'],
    [`/dashboard/devices/${device.id}/edit`, 'Edit Device'],
    ['/dashboard/tenants', 'Tenants'],
    ['/dashboard/themes', 'Themes'],
    ['/dashboard/themes/create', 'Create Theme'],
    [`/dashboard/themes/${theme.id}/edit`, /Lobby Theme/],
    ['/dashboard/users', 'Users'],
    ['/dashboard/images', 'Images'],
    ['/dashboard/sub-organizations', 'Sub-Organizations'],
    [`/dashboard/preview/${device.id}`, 'Preview'],
    ['/dashboard/settings', 'Settings'],
    ['/dashboard/analytics', /Analytics|Screens/],
  ];
  const found: string[] = [];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
  }

  // An open dialog too.
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite User' })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `Invite User dialog: ${v}`));
  expect(found).toEqual([]);
  await page.context().close();
});

test('the public pages and the Viewer’s home pass axe', async ({ browser }) => {
  const found: string[] = [];
  const visitor = await pageAs(browser, null);
  for (const [path, heading] of [
    ['/login', 'Sign In'],
    ['/register', 'Create Account'],
    ['/forgot-password', 'Send Reset Instructions'],
    ['/reset-password/not-a-real-token', /Reset Password|Request a new/],
    ['/accept-invitation?token=not-a-real-token', 'Go to Login'],
  ] as const) {
    await visitor.goto(path);
    // Each page is ready once its main control is there.
    await expect(visitor.getByText(heading).first()).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(visitor)).map((v) => `${path}: ${v}`));
  }
  await visitor.context().close();

  const tower = await createSubOrganization(org, 'Viewer Tower');
  const viewer = await inviteMember(org, newUser('a11y-viewer'), 'Viewer', [tower.id]);
  const page = await pageAs(browser, viewer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  found.push(...(await seriousViolations(page)).map((v) => `Viewer home: ${v}`));
  expect(found).toEqual([]);
  await page.context().close();
});

test('focus goes back to what opened a dialog; a long tenant table scrolls from the keyboard', async ({
  browser,
}) => {
  const tower = await createSubOrganization(org, 'Focus Tower');
  const editor = newUser('focus-editor');
  await inviteMember(org, editor, 'Editor', [tower.id]);
  await callAs(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: tower.id,
    name: 'Focus Tenants',
    entries: Array.from({ length: 60 }, (_, i) => ({ company_name: `Company ${i + 1}`, floor: String(i) })),
  });
  const page = await pageAs(browser, org.owner);

  // Opened from a table row's button (the row stays selected after Escape).
  await page.goto('/dashboard/users');
  const row = page.getByRole('row', { name: new RegExp(editor.email) });
  await row.click();
  await row.getByRole('button', { name: 'Edit User' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: 'Edit User' })).toBeFocused();

  // A dialog whose first field focuses itself, and a confirmation.
  await page.goto('/dashboard/sub-organizations');
  await page.getByRole('button', { name: 'Edit Focus Tower' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Edit Focus Tower' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete Focus Tower' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete Focus Tower' })).toBeFocused();

  // The tenant table takes focus and scrolls with Page Down.
  await page.goto('/dashboard/tenants');
  await page.getByRole('combobox', { name: 'Sub-organization' }).click();
  await page.getByRole('option', { name: 'Focus Tower' }).click();
  const table = page.getByRole('table', { name: 'Tenant entries' });
  await expect(table.getByText('Company 1', { exact: true })).toBeVisible();
  await table.focus();
  await expect(table).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => table.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await page.context().close();
});
