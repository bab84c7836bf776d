import { mkdirSync } from 'node:fs';
import { addDays, instantOf, zonedParts } from '@foyer/shared';
import { expect, test, type Page } from '@playwright/test';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { REALISTIC_DIRECTORY } from './support/realistic-directory';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('preview-at-time-owner');
const ZONE = 'Europe/Berlin';
const OPEN = [{ from: '07:00', to: '19:00' }];
/** The day of the notice: a week from today in the building's zone. */
const noticeDay = addDays(zonedParts(Date.now(), ZONE).date, 7);
/** Where the screenshots go when SHOTS is set (docs: look at the page as a customer would). */
const SHOTS = process.env.PREVIEW_SHOTS;

let deviceId = '';
let nightPageId = '';

test.beforeAll(async () => {
  const { api, owner } = org;
  const org_id = owner.user.org_id;
  const building = await createSubOrganization(org, 'Harbour House');
  await callAs(api, owner, 'POST', `/foyer/sub-organizations/${building.id}/schedule`, {
    time_zone: ZONE,
    opening_hours: {
      weekly: { mon: OPEN, tue: OPEN, wed: OPEN, thu: OPEN, fri: OPEN, sat: OPEN, sun: OPEN },
      exceptions: [],
    },
  });
  const theme = await callAs<{ id: string }>(api, owner, 'POST', '/foyer/themes', {
    org_id,
    name: 'Harbour Lobby',
    layout: 'list-simple',
  });
  const list = await callAs<{ id: string }>(api, owner, 'POST', '/foyer/tenants', {
    org_id,
    name: 'Harbour tenants',
    entries: REALISTIC_DIRECTORY.slice(0, 14),
  });
  deviceId = (
    await callAs<{ id: string }>(api, owner, 'POST', '/foyer/devices', {
      org_id,
      sub_org_id: building.id,
      name: 'Harbour Lobby TV',
      pairing_code: 'HRBR23',
      theme_id: theme.id,
      tenants_id: list.id,
    })
  ).id;
  const night = await callAs<{ id: string }>(api, owner, 'POST', '/foyer/themes', {
    org_id,
    name: 'Harbour Night',
    layout: 'list-simple',
    afterHours: { mode: 'page', message: 'The lobby is closed. Reception opens at 07:00.' },
  });
  nightPageId = (
    await callAs<{ id: string }>(api, owner, 'POST', '/foyer/devices', {
      org_id,
      sub_org_id: building.id,
      name: 'Harbour Garage TV',
      pairing_code: 'GRGE23',
      theme_id: night.id,
      tenants_id: list.id,
    })
  ).id;
  await callAs(api, owner, 'POST', `/foyer/organizations/${org_id}/notices`, {
    title: 'Lift service next week',
    text: 'The east lifts are serviced from 09:00 to 17:00. Please use the west lifts.',
    tone: 'attention',
    scope: { kind: 'buildings', ids: [building.id] },
    schedule: {
      starts_at: `${noticeDay}T09:00`,
      ends_at: `${noticeDay}T17:00`,
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      times: [],
    },
  });
});

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('the preview draws the screen at a chosen time: the notice band inside its window, the asleep state at night (docs/product.md §12)', async ({
  browser,
}) => {
  const page = await pageAs(browser, org.owner, { viewport: { width: 1440, height: 900 } });
  await page.goto(`/dashboard/preview/${deviceId}`);
  const stage = page.getByTestId('preview-screen');
  await expect(stage.getByText('Reception & Security')).toBeVisible();
  // Now: the live preview, as before.
  await expect(page.getByRole('radio', { name: 'Now' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('preview-schedule')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Pick a time' }).click();
  const when = page.getByLabel(`Date and time (${ZONE})`);
  await expect(when).toBeEnabled();

  // Inside the notice's window: the band shows it, and the line under the stage says so.
  await when.fill(`${noticeDay}T12:00`);
  await expect(page).toHaveURL(/[?&]at=/);
  const schedule = page.getByTestId('preview-schedule');
  await expect(schedule).toContainText(`12:00 (${ZONE})`);
  await expect(schedule).toContainText('On at this time: closes 19:00');
  await expect(schedule).toContainText('1 notice showing: Lift service next week');
  await expect(stage.locator('[data-notice-band]')).toBeVisible();
  await expect(stage.locator('[data-notice-band]')).toContainText('Lift service next week');
  await expect(stage.getByText('Reception & Security')).toBeVisible();
  await shoot(page, 'preview-at-notice');

  // After the notice's end the band is gone; the building is still open.
  await when.fill(`${noticeDay}T18:00`);
  await expect(schedule).toContainText('18:00');
  await expect(stage.locator('[data-notice-band]')).toHaveCount(0);
  await expect(schedule).not.toContainText('notice showing');

  // At night the screen sleeps: black, saying when it opens.
  await when.fill(`${noticeDay}T23:30`);
  const asleep = page.getByTestId('preview-asleep');
  await expect(asleep).toBeVisible();
  await expect(asleep).toContainText(/Asleep at this time: opens [A-Z][a-z]{2} 07:00/);
  await expect(schedule).toContainText('23:30');
  await expect(stage.getByText('Reception & Security')).toHaveCount(0);
  await shoot(page, 'preview-asleep');

  // A reload keeps the chosen time (it is in the address).
  await page.reload();
  await expect(page.getByTestId('preview-asleep')).toBeVisible();
  await expect(page.getByLabel(`Date and time (${ZONE})`)).toHaveValue(`${noticeDay}T23:30`);

  // A quick choice, then back to Now.
  await page.getByRole('button', { name: 'Tomorrow 12:00' }).click();
  await expect(page.getByRole('button', { name: 'Tomorrow 12:00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preview-asleep')).toHaveCount(0);
  await expect(schedule).toContainText('On at this time: closes 19:00');
  await page.getByRole('radio', { name: 'Now' }).click();
  await expect(page.getByTestId('preview-schedule')).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]at=/);
});

test('a theme with an after-hours page shows it at a night time, from a shared address (docs/product.md §12)', async ({
  browser,
}) => {
  const page = await pageAs(browser, org.owner, { viewport: { width: 1440, height: 900 } });
  const at = new Date(instantOf(noticeDay, 23 * 60 + 30, ZONE)).toISOString();
  await page.goto(`/dashboard/preview/${nightPageId}?at=${encodeURIComponent(at)}`);
  const stage = page.getByTestId('preview-screen');
  await expect(stage.getByText('The lobby is closed. Reception opens at 07:00.')).toBeVisible();
  await expect(page.getByTestId('preview-asleep')).toHaveCount(0);
  const schedule = page.getByTestId('preview-schedule');
  await expect(schedule).toContainText(`23:30 (${ZONE})`);
  await expect(schedule).toContainText('The theme’s after-hours page shows while it sleeps.');
  // Its clock would show the time of now, not 23:30: it is left out and the page says so.
  await expect(schedule).toContainText('Its clock is left out here.');
  await expect(page.getByLabel(`Date and time (${ZONE})`)).toHaveValue(`${noticeDay}T23:30`);
  await shoot(page, 'preview-after-hours');
});
