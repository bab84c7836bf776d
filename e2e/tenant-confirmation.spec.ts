import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { listingLinkFor } from './support/outbox';
import { callAs, pageAs } from './support/users';

/*
 * Tenants confirm their own listing (docs/product.md §15): staff send 'Is your listing correct?',
 * the e-mail goes through the outbox, the company opens the link without an account and suggests a
 * new suite, staff approve it in the review queue and the list shows it, confirmed.
 */

const org = organizationForFile('tenant-confirmation-owner');
const SHOTS = '/tmp/shots-d';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('staff ask, the company suggests a new suite from the e-mailed link, staff approve it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const org_id = org.owner.user.org_id;
  const building = await createSubOrganization(org, 'Harbour Point');
  const contact = `front-desk-${Date.now()}@acme-law.example`;
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    sub_org_id: building.id,
    name: 'Lobby Theme',
    layout: 'list-simple',
  });
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id,
    sub_org_id: building.id,
    name: 'Lobby directory',
    entries: [
      { company_name: 'Acme Law LLP', floor: '3', suite_room: '301', category: 'Law', email: contact },
      {
        company_name: 'Blue Harbor Dental',
        floor: '2',
        suite_room: '210',
        category: 'Dental care',
        phone: '+1 555 0142',
        notes: 'Keys at reception',
      },
      { company_name: 'Cedar Architects', floor: '5', suite_room: '500', category: 'Architecture' },
    ],
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/devices', {
    org_id,
    sub_org_id: building.id,
    name: 'Front Lobby',
    pairing_code: 'CNF234',
    theme_id: theme.id,
    tenants_id: list.id,
  });

  // Staff send from the Tenants page: the answer says how many went and what was skipped.
  const staff = await pageAs(browser, org.owner, { viewport: { width: 1440, height: 900 } });
  await staff.goto(`/dashboard/tenants/${list.id}`);
  await expect(staff.getByRole('heading', { name: 'Lobby directory' })).toBeVisible();
  await expect(staff.getByTestId('list-freshness')).toHaveText('0 of 3 confirmed in the last 90 days');
  await staff.getByRole('button', { name: 'Ask tenants to confirm' }).click();
  const ask = staff.getByRole('dialog', { name: 'Ask tenants to confirm their listing' });
  await ask.getByRole('button', { name: 'Send for Lobby directory' }).click();
  await expect(staff.getByText('Sent 1 e-mail. Skipped 2: 2 without a contact e-mail.')).toBeVisible();
  await expect(ask).toBeHidden();

  // The company opens the e-mailed link in a browser that never signed in.
  const link = await listingLinkFor(contact);
  const company = await pageAs(browser, null, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await company.goto(link);
  await expect(company.getByRole('heading', { name: 'Is your listing correct?' })).toBeVisible();
  await expect(company.getByText('Harbour Point', { exact: false }).first()).toBeVisible();
  const asListed = company.getByRole('region', { name: 'As listed now' });
  await expect(asListed).toContainText('Acme Law LLP');
  await expect(asListed).toContainText('301');
  // Only its own listing: nothing of the other companies, no phone numbers or notes.
  const text = await company.locator('body').innerText();
  for (const secret of ['Blue Harbor', 'Cedar', '555 0142', 'Keys at reception'])
    expect(text).not.toContain(secret);
  // The screen's own renderer draws the company.
  await expect(
    company.getByRole('img', { name: /Your listing on the lobby screen of Harbour Point/ }),
  ).toContainText('Acme Law LLP');
  expect(await seriousViolations(company)).toEqual([]);
  await company.screenshot({ path: `${SHOTS}/listing-phone.png`, fullPage: true });

  await company.getByRole('button', { name: 'Suggest changes' }).click();
  await company.getByRole('textbox', { name: 'Suite' }).fill('410');
  await company.getByRole('textbox', { name: 'Floor' }).fill('4');
  await expect(
    company.getByRole('img', { name: /How your listing will look with your changes/ }),
  ).toContainText('410');
  // A new logo, uploaded through the link (processed as any upload).
  const logo = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><rect width="480" height="160" rx="24" fill="#0f766e"/><circle cx="80" cy="80" r="48" fill="#f59e0b"/><rect x="160" y="60" width="260" height="40" rx="8" fill="#ffffff"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  await company
    .locator('input[type=file]')
    .setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: logo });
  await expect(company.getByRole('img', { name: 'Logo of Acme Law LLP' })).toBeVisible();
  expect(await seriousViolations(company)).toEqual([]);
  await company.screenshot({ path: `${SHOTS}/listing-phone-suggest.png`, fullPage: true });
  await company.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(
    company.getByRole('heading', { name: 'Thank you. The building management will review your changes.' }),
  ).toBeVisible();

  // The same link on a wide screen, later: the suggestion waits, and the page still works.
  const wide = await pageAs(browser, null, { viewport: { width: 1440, height: 900 } });
  await wide.goto(link);
  await expect(wide.getByRole('heading', { name: 'Your suggestion is waiting for review' })).toBeVisible();
  expect(await seriousViolations(wide)).toEqual([]);
  await wide.screenshot({ path: `${SHOTS}/listing-desktop.png`, fullPage: true });

  // A garbage link says clearly that it does not work.
  const missing = await wide.goto('/listing/not-a-real-link');
  expect(missing?.status()).toBe(404);
  await expect(wide.getByRole('heading', { name: 'This link does not work any more' })).toBeVisible();
  expect(await seriousViolations(wide)).toEqual([]);
  await wide.screenshot({ path: `${SHOTS}/listing-not-found.png` });

  // Staff review: the badge counts it, the queue shows old → new, Approve applies it.
  await staff.reload();
  const review = staff.getByRole('button', { name: /Review suggestions/ });
  await expect(review).toContainText('1');
  await review.click();
  const queue = staff.getByRole('dialog', { name: 'Review suggestions' });
  const card = queue.getByRole('listitem').filter({ hasText: 'Acme Law LLP' });
  await expect(card.getByRole('row', { name: /Suite/ })).toContainText('301');
  await expect(card.getByRole('row', { name: /Suite/ })).toContainText('410');
  await expect(card).toContainText(contact);
  await expect(card.getByRole('img', { name: 'Suggested logo of Acme Law LLP' })).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.screenshot({ path: `${SHOTS}/review-queue.png` });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(queue.getByText('No suggestions are waiting.')).toBeVisible();
  await queue.getByRole('button', { name: 'Close' }).click();

  const table = staff.getByRole('table', { name: 'Tenant entries' });
  const acme = table.getByRole('row').filter({ hasText: 'Acme Law LLP' });
  await expect(acme).toContainText('410');
  await expect(acme.getByRole('cell').last()).not.toHaveText('—');
  await expect(staff.getByTestId('list-freshness')).toHaveText('1 of 3 confirmed in the last 90 days');
  await staff.screenshot({ path: `${SHOTS}/tenants-confirmed.png` });

  // The audit log names who suggested it.
  const audit = await callAs<{ events: { details: string }[] }>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org_id}/audit-events?category=tenants`,
  );
  expect(audit.events.map((event) => event.details).join('\n')).toContain(
    `Listing change suggested by ${contact} approved`,
  );

  // The company's page now shows the new suite as listed.
  await company.reload();
  await expect(
    company.getByRole('region', { name: 'As listed now' }).or(company.getByRole('status')),
  ).toBeVisible();
  await company.getByRole('button', { name: 'Change my answer' }).click();
  await expect(company.getByRole('region', { name: 'As listed now' })).toContainText('410');
});
