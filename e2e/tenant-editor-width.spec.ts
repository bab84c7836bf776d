import { expect, test, type Locator } from '@playwright/test';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('tenant-width');

/** Every header of the table is drawn whole, inside the table's box, with nothing to scroll sideways. */
async function expectEveryColumnReadable(table: Locator, viewing: boolean) {
  expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const tableBox = await table.boundingBox();
  if (!tableBox) throw new Error('the table is not laid out');
  // The eleven fields' headers, and while viewing 'Confirmed' (docs/product.md §15); the remove
  // buttons' column is named for screen readers only.
  const headers = table.getByRole('columnheader').and(table.locator(':not(.sr-only)'));
  await expect(headers).toHaveCount(viewing ? 12 : 11);
  for (const header of await headers.all()) {
    const name = (await header.textContent()) ?? '';
    await expect(header).toBeVisible();
    expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth), name).toBe(true);
    const box = await header.boundingBox();
    expect(box && box.x >= tableBox.x && box.x + box.width <= tableBox.x + tableBox.width, name).toBe(true);
  }
  await expect(headers.last()).toHaveText(viewing ? 'Confirmed' : 'Active');
}

/** docs/product.md §2 Tenants page at a 1440x900 desktop. */
test('at 1440x900 the tenant editor shows every column without sideways scrolling, Active included', async ({
  browser,
}) => {
  // Sixty-odd layout reads of a 30-row editor, twice: on a 2-core machine under load that took
  // longer than the default minute (the browser run beside stress-ng --cpu 2).
  test.setTimeout(120_000);
  const building = await createSubOrganization(org, 'Harbour Point Offices');
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id: org.owner.user.org_id,
    sub_org_id: building.id,
    name: 'Lobby directory',
    // Enough rows for the table to scroll down (its scroll bar takes width too), with long values.
    entries: Array.from({ length: 30 }, (_, i) => ({
      company_name: `Northgate Family Dental and Orthodontics ${i + 1}`,
      floor: String(i + 1),
      suite_room: `${i + 1}00`,
      category: 'Healthcare',
      contact_person: 'Dr. Alexandra Montgomery-Smith',
      phone: '+1 (555) 010-0199 ext. 204',
      email: 'front.desk@northgatefamilydental.example',
      move_in_date: '2024-03-01',
      move_out_date: '2026-02-28',
      logo_url: 'https://cdn.example.com/logos/northgate-family-dental.png',
      active: i % 2 === 0,
    })),
  });

  const page = await pageAs(browser, org.owner);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/tenants/${list.id}`);
  await expect(page.getByText('Manage the companies listed in Harbour Point Offices')).toBeVisible();
  await expect(page.getByText(/tenant tenants/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New Tenant List' })).toHaveCount(1);

  const table = page.getByRole('table', { name: 'Tenant entries' });
  await expect(
    table.getByRole('cell', { name: 'Northgate Family Dental and Orthodontics 1', exact: true }),
  ).toBeVisible();
  await expectEveryColumnReadable(table, true);

  // Editing: inputs, date pickers and the Active box all fit too.
  await page.getByRole('button', { name: 'Edit' }).click();
  const active = page.getByRole('checkbox', { name: 'Active row 2', exact: true });
  await expect(active).toBeVisible();
  await expectEveryColumnReadable(table, false);
  const [activeBox, tableBox] = [await active.boundingBox(), await table.boundingBox()];
  expect(activeBox && tableBox && activeBox.x + activeBox.width <= tableBox.x + tableBox.width).toBe(true);
  await active.check();
  await expect(active).toBeChecked();
  await page.context().close();
});
