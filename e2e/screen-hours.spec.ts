import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { newUser, pageAs } from './support/users';

// A building's screen hours (docs/product.md §12): an Owner sets them in the dashboard, a Viewer cannot.

const org = organizationForFile('screen-hours');

test('an Owner sets a building’s time zone, weekday hours and a holiday, and finds them again', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const north = await createSubOrganization(org, 'North Tower');
  const page = await pageAs(browser, org.owner, {
    viewport: { width: 1440, height: 900 },
    timezoneId: 'America/Chicago',
  });
  await page.goto('/dashboard/sub-organizations');

  // A new building is offered the browser's zone.
  await page.getByRole('button', { name: 'Add Sub-Organization' }).first().click();
  const create = page.getByRole('dialog', { name: 'New Sub-Organization' });
  await expect(create.getByText('Time zone: America/Chicago')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('new-building-1440x900.png') });
  await create.getByRole('button', { name: 'Cancel' }).click();

  await page.screenshot({ path: testInfo.outputPath('buildings-1440x900.png') });
  await page.getByRole('button', { name: 'Screen hours of North Tower' }).click();
  const dialog = page.getByRole('dialog', { name: 'Screen hours · North Tower' });
  const zone = dialog.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill('berl');
  await dialog.getByRole('option', { name: 'Europe/Berlin' }).click();
  await expect(zone).toHaveValue('Europe/Berlin');

  await dialog.getByRole('radio', { name: 'Set opening hours' }).click();
  await dialog.getByLabel('Monday until (1)').fill('20:00');
  await dialog.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await expect(dialog.getByLabel('Thursday until (1)')).toHaveValue('20:00');
  await dialog.getByLabel('Friday until (1)').fill('01:30');
  await expect(dialog.getByText('until 01:30 the next day')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add date' }).click();
  await dialog.getByLabel('Date (1)').fill('2026-12-25');
  await dialog.getByLabel('Label (1)').fill('Christmas Day');
  await expect(
    dialog.getByText(
      'Screens show the directory Mon–Thu 07:00–20:00, Fri 07:00–01:30 next day (Europe/Berlin)',
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expect(dialog.getByText(/Except Christmas Day \(Fri 25 Dec\) off all day\./)).toBeVisible();
  await expect(dialog.getByText(/^Now: (on|asleep) until/)).toBeVisible();
  await dialog.getByRole('heading', { name: 'Screen hours · North Tower' }).click();
  await zone.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('screen-hours-1440x900.png') });
  await dialog.getByLabel('Label (1)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('screen-hours-holidays-1440x900.png') });

  await dialog.getByRole('button', { name: 'Save screen hours' }).click();
  await expect(page.getByText('Screen hours saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Read back from the server, not from what the page kept.
  await page.reload();
  await page.getByRole('button', { name: 'Screen hours of North Tower' }).click();
  await expect(zone).toHaveValue('Europe/Berlin');
  await expect(dialog.getByLabel('Tuesday until (1)')).toHaveValue('20:00');
  await expect(dialog.getByLabel('Friday until (1)')).toHaveValue('01:30');
  await expect(dialog.getByLabel('Label (1)')).toHaveValue('Christmas Day');
  await expect(dialog.getByLabel('Date (1)')).toHaveValue('2026-12-25');
  await expect(dialog.getByRole('radio', { name: 'Off all day' })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: testInfo.outputPath('screen-hours-reopened-1440x900.png') });
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // On a phone the dialog is a sheet that fits the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByLabel('Friday until (1)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('screen-hours-390x844.png') });
  const body = dialog.locator('form > div').first();
  expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

  // A Viewer of the building is offered no way to change them, and the server refuses one.
  const viewer = await inviteMember(org, newUser('hours-viewer'), 'Viewer', [north.id]);
  const viewerPage = await pageAs(browser, viewer);
  await viewerPage.goto('/dashboard/sub-organizations');
  await expect(viewerPage.getByRole('article', { name: 'North Tower' })).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: 'Screen hours of North Tower' })).toHaveCount(0);
  const refused = await org.api.post(`/api/foyer/sub-organizations/${north.id}/schedule`, {
    data: { time_zone: 'UTC', opening_hours: null },
    headers: { Authorization: `Bearer ${viewer.token}` },
  });
  expect(refused.status()).toBe(403);
});
