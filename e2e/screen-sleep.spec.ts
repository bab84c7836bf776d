import { expect, test } from '@playwright/test';
import { addLobby, openLobbyScreen, publishToCode } from './support/lobby-screens';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('screen-sleep-owner');

/** 'HH:00' in UTC, `offset` hours from now. */
const hourFromNow = (offset: number) =>
  `${String((new Date().getUTCHours() + offset) % 24).padStart(2, '0')}:00`;

test('a lobby screen goes black outside its building’s hours without a republish, and an alert wakes it (docs/decisions/schedules.md SCH-4, SCH-6 and SCH-7)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org_id = org.owner.user.org_id;
  const building = await createSubOrganization(org, 'Night building');
  const lobby = await addLobby(org, 'Night Lobby', [{ company_name: 'Harbor Dental', floor: '3' }]);

  // A real lobby screen whose network the test can cut.
  const { context: screenContext, player } = await openLobbyScreen(browser);
  await expect(player.getByTestId('pairing-code')).toBeVisible();
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  await publishToCode(org, code, lobby, 'Night lobby', building.id);
  await expect(player.getByText('Harbor Dental')).toBeVisible();
  await expect(player.locator('.player-asleep')).toHaveCount(0);

  // Open one hour a day, two hours from now: closed now. The screen is told at once.
  const opens = hourFromNow(2);
  const daily = [{ from: opens, to: hourFromNow(3) }];
  await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${building.id}/schedule`, {
    time_zone: 'UTC',
    opening_hours: {
      weekly: { mon: daily, tue: daily, wed: daily, thu: daily, fri: daily, sat: daily, sun: daily },
      exceptions: [],
    },
  });
  await expect(player.locator('.player-asleep')).toBeVisible({ timeout: 10_000 });
  await expect(player.getByText('Harbor Dental')).toHaveCount(0);

  // Staff see it is meant to be dark.
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/devices');
  // Another day in UTC names its weekday ('Asleep until Sat 01:00').
  await expect(page.getByText(new RegExp(`Asleep until (\\w{3} )?${opens}`)).first()).toBeVisible();

  // An emergency alert shows whatever the hours; ended, the screen is black again.
  const alert = await callAs<{ id: string }>(
    org.api,
    org.owner,
    'POST',
    `/foyer/organizations/${org_id}/emergency-alerts`,
    { template: 'evacuate', title: 'Evacuate the building', scope: { kind: 'organization' } },
  );
  await expect(player.getByRole('alert')).toContainText('Evacuate the building');
  await callAs(org.api, org.owner, 'POST', `/foyer/emergency-alerts/${alert.id}/end`, {});
  await expect(player.getByRole('alert')).toHaveCount(0);
  await expect(player.locator('.player-asleep')).toBeVisible();

  // Reloaded without network (as the watchdog would), it stays black: it kept its hours.
  await screenContext.route('**/api/**', (route) => route.abort());
  await player.reload();
  await expect(player.locator('.player-asleep')).toBeVisible();
  await expect(player.getByText('Harbor Dental')).toHaveCount(0);
  await screenContext.unroute('**/api/**');

  // Hours taken away: always on, the directory is back by itself.
  await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${building.id}/schedule`, {
    time_zone: 'UTC',
    opening_hours: null,
  });
  await expect(player.getByText('Harbor Dental')).toBeVisible({ timeout: 10_000 });
  await screenContext.close();
});

test('a theme with an after-hours page shows its message, contact and clock outside hours instead of black, and a screen set to always on ignores the hours (docs/decisions/schedules.md SCH-8)', async ({
  browser,
}) => {
  const org_id = org.owner.user.org_id;
  const building = await createSubOrganization(org, 'After-hours building');
  const lobby = await addLobby(org, 'After-hours Lobby', [{ company_name: 'Harbor Dental', floor: '3' }]);
  // Its theme has an after-hours page.
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    name: 'After-hours theme',
    layout: 'list-simple',
    afterHours: {
      mode: 'page',
      message: 'Reception opens at 07:00',
      contact: 'Security desk: (555) 010-0111',
    },
  });
  const { context, player } = await openLobbyScreen(browser);
  await expect(player.getByTestId('pairing-code')).toBeVisible();
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  const deviceId = await publishToCode(
    org,
    code,
    { ...lobby, themeId: theme.id },
    'After-hours lobby',
    building.id,
  );
  await expect(player.getByText('Harbor Dental')).toBeVisible();

  const daily = [{ from: hourFromNow(2), to: hourFromNow(3) }];
  await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${building.id}/schedule`, {
    time_zone: 'UTC',
    opening_hours: {
      weekly: { mon: daily, tue: daily, wed: daily, thu: daily, fri: daily, sat: daily, sun: daily },
      exceptions: [],
    },
  });
  await expect(player.getByText('Reception opens at 07:00')).toBeVisible({ timeout: 10_000 });
  await expect(player.getByText('Security desk: (555) 010-0111')).toBeVisible();
  await expect(player.locator('[data-after-hours="page"]')).toContainText(/\d{1,2}:\d{2}/);
  await expect(player.locator('.player-asleep')).toHaveCount(0);
  await expect(player.getByText('Harbor Dental')).toHaveCount(0);

  // Always on: the directory is back at once, without a publish.
  await callAs(org.api, org.owner, 'POST', `/foyer/devices/${deviceId}`, { org_id, always_on: true });
  await expect(player.getByText('Harbor Dental')).toBeVisible({ timeout: 10_000 });
  await expect(player.getByText('Reception opens at 07:00')).toHaveCount(0);
  await context.close();
});
