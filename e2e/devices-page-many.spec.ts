import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('devices-page-many-owner');
const DEVICES = 120;
const nameOf = (index: number) => `Lobby ${String(index).padStart(3, '0')}`;

/**
 * The devices page keeps only the rows near the window in the page (DEV-19); the keyboard still
 * walks every card in order, the page scrolls to them, and axe finds nothing to say.
 */
test('a long devices page draws the rows in view, and Tab walks every card in order', async ({ browser }) => {
  test.setTimeout(120_000);
  const orgId = org.owner.user.org_id;
  for (let start = 1; start <= DEVICES; start += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callAs(org.api, org.owner, 'POST', '/foyer/devices', { org_id: orgId, name: nameOf(start + i) }),
      ),
    );
  }
  const page = await pageAs(browser, org.owner);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/devices');
  const list = page.getByRole('list', { name: 'Devices' });
  const first = list.getByRole('link', { name: `Edit device ${nameOf(1)}` });
  await expect(first).toBeVisible();
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(DEVICES));
  // Three cards a row, two rows in the window and two more below: far fewer than 120.
  expect(await list.getByRole('listitem').count()).toBeLessThan(30);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);

  // Forty cards on, each the next one, in view when it has the focus.
  await first.focus();
  for (let index = 2; index <= 41; index++) {
    await page.keyboard.press('Tab');
    const card = list.getByRole('link', { name: `Edit device ${nameOf(index)}` });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
  }
  // And back.
  for (let index = 40; index >= 30; index--) {
    await page.keyboard.press('Shift+Tab');
    await expect(list.getByRole('link', { name: `Edit device ${nameOf(index)}` })).toBeFocused();
  }

  // The last card is reached by scrolling to the end, and the first leaves the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.getByRole('link', { name: `Edit device ${nameOf(DEVICES)}` })).toBeInViewport();
  await expect(first).toHaveCount(0);
  expect(await list.getByRole('listitem').count()).toBeLessThan(30);

  // The list view too.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('radio', { name: 'List view' }).click();
  await expect(list.getByRole('link', { name: `Edit device ${nameOf(1)}` })).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeLessThan(30);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.getByRole('link', { name: `Edit device ${nameOf(DEVICES)}` })).toBeInViewport();
});
