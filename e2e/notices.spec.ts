import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { callAs, newUser, pageAs } from './support/users';

// Scheduled notices (docs/product.md §12): an Owner writes one for a building, sees it on the
// screens now, ends it, duplicates and deletes it; an Editor may not show one on every screen.

const org = organizationForFile('notices');
const ZONE = 'Europe/Berlin';

/** 'HH:00' on the zone's clocks, `offset` hours from now. */
function hourIn(zone: string, offset: number): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  return `${String((hour + offset + 24) % 24).padStart(2, '0')}:00`;
}

/** The local date in the zone, `days` from today, as 'YYYY-MM-DD'. */
function dateIn(zone: string, days = 0): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
}

/** Serious and critical accessibility problems of what `selector` holds. */
async function axeProblems(page: Page, selector: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an Owner schedules a notice for a building, sees it showing, ends, duplicates and deletes it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const org_id = org.owner.user.org_id;
  const north = await createSubOrganization(org, 'North Tower');
  await createSubOrganization(org, 'South Tower');
  // Open every day from two hours ago to three hours ahead (Berlin): a notice of North shows now
  // whatever time the test runs, and the week view has closed hours to shade.
  const open = [{ from: hourIn(ZONE, -2), to: hourIn(ZONE, 3) }];
  await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${north.id}/schedule`, {
    time_zone: ZONE,
    opening_hours: {
      weekly: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open },
      exceptions: [],
    },
  });
  // Two notices already planned, so the week has something around the new one.
  const notices = `/foyer/organizations/${org_id}/notices`;
  await callAs(org.api, org.owner, 'POST', notices, {
    title: 'Window cleaning',
    text: 'The front windows are cleaned in the morning.',
    tone: 'info',
    scope: { kind: 'buildings', ids: [north.id] },
    schedule: {
      starts_at: `${dateIn(ZONE)}T00:00`,
      ends_at: `${dateIn(ZONE, 7)}T00:00`,
      weekdays: ['mon', 'wed', 'fri'],
      times: [{ from: '07:00', to: '09:30' }],
    },
  });
  await callAs(org.api, org.owner, 'POST', notices, {
    title: 'Fire alarm test',
    text: 'The alarm sounds briefly. No need to leave the building.',
    tone: 'attention',
    scope: { kind: 'organization' },
    schedule: {
      starts_at: `${dateIn(ZONE, 2)}T10:00`,
      ends_at: `${dateIn(ZONE, 2)}T11:00`,
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      times: [],
    },
  });

  const page = await pageAs(browser, org.owner, { viewport: { width: 1440, height: 900 }, timezoneId: ZONE });
  await page.goto('/dashboard/devices');
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Notices' }).click();
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Fire alarm test' })).toContainText('Every screen');

  // A new notice for North Tower that started yesterday morning, every day, all day.
  await page.getByRole('button', { name: 'New notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New notice' });
  await expect(dialog.getByRole('radio', { name: 'Every screen' })).toBeVisible();
  await dialog.getByLabel('Title').fill('Lift maintenance');
  await dialog.getByLabel('Text').fill('The lifts are serviced this week. Please use the stairs.');
  await dialog.getByRole('radio', { name: 'Attention' }).click();
  await dialog.getByRole('radio', { name: 'Chosen buildings' }).click();
  const northBox = dialog.getByRole('listitem').filter({ hasText: 'North Tower' }).getByRole('checkbox');
  if ((await northBox.getAttribute('aria-checked')) !== 'true') await northBox.click();
  await expect(northBox).toHaveAttribute('aria-checked', 'true');
  await dialog.getByLabel('From').fill(`${dateIn(ZONE, -1)}T08:00`);
  await dialog.getByRole('button', { name: 'Add time' }).click();
  await dialog.getByLabel('Daily time 1 from').fill('18:00');
  await dialog.getByLabel('Daily time 1 until').fill('01:30');
  await expect(dialog.getByText('until 01:30 the next day')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove daily time 1' }).click();
  await expect(dialog.getByText('All day. Add times to show it only part of the day.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('notice-dialog-1440x900.png') });
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save notice' }).click();
  await expect(page.getByText('Notice saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const lifts = page.getByRole('listitem', { name: 'Lift maintenance' });
  await expect(lifts).toContainText('Showing now');
  await expect(lifts).toContainText('1 building');
  await page.screenshot({ path: testInfo.outputPath('notices-1440x900.png') });
  expect(await axeProblems(page, 'main')).toEqual([]);

  // The week of North Tower: the notices at their times, the closed hours shaded.
  await page.getByRole('radio', { name: 'Week' }).click();
  await page.getByLabel('Building').selectOption({ label: 'North Tower' });
  await expect(page.getByRole('heading', { name: 'The next seven days at North Tower' })).toBeVisible();
  await expect(page.getByText(`Times in ${ZONE}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lift maintenance, all day' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fire alarm test, 10:00–11:00' })).toBeVisible();
  const week = page.getByRole('region', { name: 'The next seven days at North Tower' });
  await week.screenshot({ path: testInfo.outputPath('notices-week-whole.png') });
  expect(await axeProblems(page, 'main')).toEqual([]);
  // The page as one sees it: the week's heading just under the top bar.
  await week.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72),
  );
  await page.screenshot({ path: testInfo.outputPath('notices-week-1440x900.png') });
  await page.getByRole('radio', { name: 'List' }).click();

  // End now asks first, then the notice is Ended.
  await lifts.getByRole('button', { name: 'Actions for Lift maintenance' }).click();
  await page.getByRole('menuitem', { name: 'End now' }).click();
  const ask = page.getByRole('alertdialog', { name: 'End this notice now?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'End now' }).click();
  await expect(page.getByText('Notice ended')).toBeVisible();
  await expect(lifts).toContainText('Ended');

  // A copy runs by its schedule again.
  await lifts.getByRole('button', { name: 'Actions for Lift maintenance' }).click();
  await expect(page.getByRole('menuitem', { name: 'End now' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByText('Notice duplicated')).toBeVisible();
  // The copy opens at once, to change it before it shows; closed unchanged, it stays as copied.
  const copy = page.getByRole('dialog', { name: 'Edit notice' });
  await expect(copy.getByLabel('Title')).toHaveValue('Lift maintenance');
  await copy.getByRole('button', { name: 'Cancel' }).click();
  await expect(copy).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Lift maintenance' })).toHaveCount(2);
  await expect(
    page.getByRole('listitem', { name: 'Lift maintenance' }).filter({ hasText: 'Showing now' }),
  ).toHaveCount(1);

  // The ended one is deleted after asking.
  await page.getByRole('radio', { name: /^Ended/ }).click();
  const ended = page.getByRole('listitem', { name: 'Lift maintenance' });
  await expect(ended).toHaveCount(1);
  await ended.getByRole('button', { name: 'Actions for Lift maintenance' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete this notice?' });
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Notice deleted')).toBeVisible();
  await page.getByRole('radio', { name: /^All/ }).click();
  await expect(page.getByRole('listitem', { name: 'Lift maintenance' })).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: 'Lift maintenance' })).toContainText('Showing now');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('listitem', { name: 'Lift maintenance' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('notices-390x844.png') });

  // An Editor of North Tower writes notices for their building, never for every screen.
  const editor = await inviteMember(org, newUser('notices-editor'), 'Editor', [north.id]);
  const editorPage = await pageAs(browser, editor, { viewport: { width: 1440, height: 900 } });
  await editorPage.goto('/dashboard/notices');
  await expect(editorPage.getByRole('listitem', { name: 'Lift maintenance' })).toBeVisible();
  await expect(
    editorPage.getByRole('listitem', { name: 'Fire alarm test' }).getByRole('button', { name: /Edit/ }),
  ).toHaveCount(0);
  await editorPage.getByRole('button', { name: 'New notice' }).click();
  const editorDialog = editorPage.getByRole('dialog', { name: 'New notice' });
  await expect(editorDialog.getByRole('radio', { name: 'Chosen buildings' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(editorDialog.getByRole('radio', { name: 'Every screen' })).toHaveCount(0);
  await editorPage.screenshot({ path: testInfo.outputPath('notice-dialog-editor-1440x900.png') });
});
