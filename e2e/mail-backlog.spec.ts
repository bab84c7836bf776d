import { expect, test, type Page } from '@playwright/test';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { newUser, pageAs } from './support/users';

const org = organizationForFile('mail-backlog-owner');

/** India has no daylight saving: 09:14 there is always 03:44 UTC. */
const TIME_ZONE = 'Asia/Kolkata';
const OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today (in TIME_ZONE) at 09:14 there, as the API would send it. */
function todayAt914There(): string {
  const there = new Date(Date.now() + OFFSET_MS);
  const utcMidnight = Date.UTC(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate());
  return new Date(utcMidnight + (9 * 60 + 14) * 60_000 - OFFSET_MS).toISOString();
}

/**
 * The mail server has not answered for a while: the server's answer is played here (the API test,
 * platform/mail-outage.test.ts, makes a real one), so that the shell around it is the real one.
 */
async function mailServerSilent(page: Page): Promise<{ asked: () => number }> {
  let asked = 0;
  await page.route('**/api/organizations/*/mail-backlog', async (route) => {
    asked += 1;
    await route.fulfill({
      json: { success: true, data: { waiting: 3, waiting_since: todayAt914There(), stalled: true } },
    });
  });
  return { asked: () => asked };
}

test('Owners see how many e-mails wait for a silent mail server, since when in their own time', async ({
  browser,
}) => {
  const page = await pageAs(browser, org.owner, { timezoneId: TIME_ZONE });
  const backlog = await mailServerSilent(page);
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'E-mail delivery' });
  await expect(notice).toContainText('3 e-mails waiting: the mail server has not answered since 9:14');
  // On every page, not only the first.
  await page.getByRole('link', { name: 'Themes' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/themes/);
  await expect(notice).toBeVisible();
  expect(backlog.asked()).toBeGreaterThan(0);
});

test('Editors are not shown the notice, and their dashboard does not ask for it', async ({ browser }) => {
  const lobby = await createSubOrganization(org, 'Mail Tower');
  const editor = await inviteMember(org, newUser('mail-backlog-editor'), 'Editor', [lobby.id]);
  const page = await pageAs(browser, editor, { timezoneId: TIME_ZONE });
  const backlog = await mailServerSilent(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail delivery' })).toHaveCount(0);
  expect(backlog.asked()).toBe(0);
});
