import { expect, test, type Locator } from '@playwright/test';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { newUser, pageAs } from './support/users';

const org = organizationForFile('layout');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A 1280x720 laptop: nothing wraps that should not, toasts cover no dialog and are not repeated, +N more opens. */
test('a 1280x720 laptop: one-line dates and buttons, one toast per message clear of the open dialog, +N more lists all', async ({
  browser,
}) => {
  // Five pages and two refusals: over a minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  const names = ['Riverside Commerce Center', 'Harbour Point Offices', 'Lakeview Medical Plaza', 'Old Mill'];
  const ids = [];
  for (const name of names) ids.push((await createSubOrganization(org, name)).id);
  const editor = newUser('layout-editor');
  await inviteMember(org, editor, 'Editor', ids);

  const page = await pageAs(browser, org.owner);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/dashboard/sub-organizations');
  const created = page.getByRole('article', { name: 'Riverside Commerce Center' }).getByText(/^Created/);
  const lineHeight = await created.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 16);
  expect((await box(created)).height).toBeLessThanOrEqual(lineHeight * 1.5);

  await page.goto('/dashboard/users');
  const row = page.getByRole('row', { name: new RegExp(editor.email) });
  // '+2 more' opens the whole list, by click as by keyboard.
  const more = row.getByRole('button', { name: /2 more: show all sub-organizations/ });
  await more.click();
  const list = page.getByRole('dialog', { name: `Sub-organizations of ${editor.name}` });
  for (const name of names) await expect(list.getByText(name, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(more).toBeFocused();

  await row.click();
  const editButton = row.getByRole('button', { name: 'Edit User' });
  const deleteButton = row.getByRole('button', { name: 'Delete User' });
  await expect(deleteButton).toBeVisible();
  expect((await box(deleteButton)).height).toBe((await box(editButton)).height);
  expect(await deleteButton.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Two refusals in a row while the invite dialog stays open: one toast, clear of the whole dialog
  // (docs/decisions/dashboard.md DSH-21).
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Full Name').fill('Someone Again');
  await dialog.getByLabel('Email').fill(editor.email);
  await dialog.getByRole('radio', { name: /^Admin/ }).check();
  const send = dialog.getByRole('button', { name: 'Send Invitation' });
  await send.click();
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts).toHaveCount(1);
  const refusal = await toasts.first().textContent();
  // The pointer rests on the toast, which holds it on screen (and shows toasts can be reached with a
  // dialog open); the second try comes from the keyboard.
  await toasts.first().hover();
  // The dialog logs a refusal and then shows its toast, which sonner draws in a task of its own.
  const refusedAgain = page.waitForEvent(
    'console',
    (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource'),
  );
  await send.focus();
  await page.keyboard.press('Enter');
  await refusedAgain;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toHaveText(refusal ?? '');
  const toastBox = await box(toasts.first());
  const covered = [
    dialog.getByRole('heading', { name: 'Invite User' }),
    dialog.getByLabel('Full Name'),
    dialog.getByLabel('Email'),
    dialog.getByRole('radio', { name: /^Admin/ }),
    send,
  ];
  for (const part of covered) expect(overlap(toastBox, await box(part))).toBe(false);
  expect(overlap(toastBox, await box(dialog))).toBe(false);
  await page.context().close();
});
