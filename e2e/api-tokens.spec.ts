import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('api-tokens-owner');

/** Serious and critical WCAG 2 A/AA violations (as e2e/accessibility.spec.ts counts them, DSH-15). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

// docs/product.md §14: an Owner makes a token in Settings, a script uses it, revoking stops it.
test('an Owner creates an API token, a script lists tenant lists with it, and revoking it stops it', async ({
  browser,
  request,
}) => {
  const orgId = org.owner.user.org_id;
  await callAs(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: orgId,
    name: 'Token Directory',
    entries: [{ company_name: 'Harbor Dental', floor: '3' }],
  });
  const page = await pageAs(browser, org.owner, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No API tokens yet.')).toBeVisible();

  await section.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Name').fill('Nightly sync');
  await dialog.getByRole('checkbox', { name: /Tenants/ }).check();
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  await expect(shown.getByText('Copy this token now. It will not be shown again.')).toBeVisible();
  const secret = (await shown.getByTestId('api-token-secret').textContent()) ?? '';
  expect(secret).toMatch(/^foyer_api_/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Token copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(secret);
  await shown.getByRole('button', { name: 'Done' }).click();

  const row = section.getByTestId('api-token').filter({ hasText: 'Nightly sync' });
  await expect(row).toContainText('Read');
  await expect(row).toContainText('Tenants');
  await expect(row).toContainText('All buildings');
  await expect(row).toContainText('Never used');
  expect(await seriousViolations(page)).toEqual([]);

  // A script calls the API with the copied token.
  const listsUrl = `/api/foyer/organizations/${orgId}/tenants`;
  const headers = { authorization: `Bearer ${copied}` };
  const lists = await request.get(listsUrl, { headers });
  expect(lists.status()).toBe(200);
  const body = (await lists.json()) as { data: { name: string }[] };
  expect(body.data.map((list) => list.name)).toContain('Token Directory');
  const refused = await request.post('/api/foyer/published-bundles', { headers, data: { org_id: orgId } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This API token cannot do this: it needs the publish scope.',
  );

  // The list shows the use once it is read again (a reload).
  await page.reload();
  await expect(row).not.toContainText('Never used');

  // Revoke asks first; then the token is refused.
  await row.getByRole('button', { name: 'Revoke Nightly sync' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke "Nightly sync"?' });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(section.getByText('No API tokens yet.')).toBeVisible();
  expect((await request.get(listsUrl, { headers })).status()).toBe(401);
});
