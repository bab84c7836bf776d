import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { callAs, newUser, pageAs } from './support/users';

// The organization's default time zone (docs/product.md §12): an Owner chooses it in Settings, and
// a building created without a zone of its own gets it.

const org = organizationForFile('default-zone');

test('an Owner sets Europe/Berlin as the default time zone; a new building without a zone gets it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const page = await pageAs(browser, org.owner, {
    viewport: { width: 1440, height: 900 },
    timezoneId: 'America/Chicago',
  });
  await page.goto('/dashboard/settings');
  const card = page.getByRole('form', { name: 'Organization' });
  const zone = card.getByRole('combobox', { name: 'Default time zone' });
  const save = card.getByRole('button', { name: 'Save Organization' });
  await expect(zone).toHaveValue('UTC');
  await expect(
    card.getByText(
      'New buildings start in this zone; screens without a building follow it. Each building can have its own in Screen hours.',
      { exact: false },
    ),
  ).toBeVisible();
  // Still UTC, and the browser is elsewhere: its zone is one click away.
  await expect(card.getByRole('button', { name: 'Use America/Chicago' })).toBeVisible();
  await expect(save).toBeDisabled();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('settings-1440x900.png') });

  // The whole list reaches below the card, over the next one, without being cut off.
  await zone.click();
  await zone.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Default time zone' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-list-1440x900.png') });
  await zone.fill('berl');
  const berlin = page.getByRole('option', { name: 'Europe/Berlin' });
  await expect(berlin).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-picking-1440x900.png') });
  const axe = await new AxeBuilder({ page })
    .include('form[aria-label="Organization"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await berlin.click();
  await expect(zone).toHaveValue('Europe/Berlin');
  await expect(card.getByRole('button', { name: /^Use / })).toHaveCount(0);
  await save.click();
  await expect(page.getByText('Organization updated successfully')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('settings-saved-1440x900.png') });

  // Read back from the server, not from what the page kept.
  await page.reload();
  await expect(zone).toHaveValue('Europe/Berlin');
  await expect(card.getByRole('button', { name: /^Use / })).toHaveCount(0);

  // The dashboard creates buildings in the browser's zone, so the default is checked through the
  // API: a building created without a zone of its own.
  const canal = await createSubOrganization(org, 'Canal House');
  const schedule = await callAs<{ time_zone: string }>(
    org.api,
    org.owner,
    'GET',
    `/foyer/sub-organizations/${canal.id}/schedule`,
  );
  expect(schedule.time_zone).toBe('Europe/Berlin');

  // A Viewer reads it and cannot change it.
  const viewer = await inviteMember(org, newUser('zone-viewer'), 'Viewer', [canal.id]);
  const viewerPage = await pageAs(browser, viewer, { timezoneId: 'America/Chicago' });
  await viewerPage.goto('/dashboard/settings');
  const readOnly = viewerPage.getByRole('form', { name: 'Organization' });
  await expect(readOnly.getByLabel('Default time zone')).toHaveValue('Europe/Berlin');
  await expect(readOnly.getByLabel('Default time zone')).toBeDisabled();
  await expect(readOnly.getByRole('combobox')).toHaveCount(0);
  await expect(readOnly.getByRole('button')).toHaveCount(0);
});
