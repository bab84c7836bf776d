import { expect, test } from '@playwright/test';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('theme-owner');

interface StoredTheme {
  id: string;
  name: string;
  layout: string;
  colors: { primary: string; background: string };
  background: { type: string; gradient: { from: string; to: string; angle: number } | null };
  tenants: { columnWidths: Record<string, number> };
}

test('a theme built in the builder is saved, reopens with every value, and is listed', async ({
  browser,
}) => {
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/themes');
  await expect(page.getByRole('heading', { name: 'Themes', level: 1 })).toBeVisible();
  await expect(page.getByText('No themes yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create Theme' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/themes\/create$/);

  const layouts = page.getByRole('radiogroup', { name: 'Layout' });
  const widthSlider = page.getByRole('slider', { name: 'Company Name Width' });
  // Only Layout and Colors start open (docs/product.md §2).
  await page.getByRole('button', { name: /^Theme Name/ }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Autumn Lobby');
  await layouts.getByRole('radio', { name: 'Two Column' }).click();
  await page.getByRole('textbox', { name: 'Primary', exact: true }).fill('#aa3366');
  await page.getByRole('checkbox', { name: 'Use Gradient' }).click();
  await expect(page.getByRole('textbox', { name: 'Gradient To', exact: true })).toHaveValue('#f3f4f6');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.locator('[data-element="tenant-list"]').first().click();
  await expect(page.getByRole('heading', { name: 'Edit tenant list' })).toBeVisible();
  await expect(widthSlider).toHaveValue('40');
  await widthSlider.fill('60');
  await expect(widthSlider).toHaveValue('60');
  await expect(page.getByRole('slider', { name: 'Floor Width' })).toHaveValue('20');
  await expect(page.getByRole('slider', { name: 'Suite/Room Width' })).toHaveValue('20');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(widthSlider).toHaveValue('40');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(widthSlider).toHaveValue('60');

  await page.getByRole('button', { name: 'Create Theme' }).click();
  await expect(page.getByText('Theme created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/themes\/[^/]+\/edit$/);
  const id = /\/dashboard\/themes\/([^/]+)\/edit$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Reopen from scratch: every value comes back from the server.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Theme Name/ })).toContainText('Autumn Lobby');
  await expect(layouts.getByRole('radio', { name: 'Two Column' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('textbox', { name: 'Primary', exact: true })).toHaveValue('#aa3366');
  await expect(page.getByRole('checkbox', { name: 'Use Gradient' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('textbox', { name: 'Gradient From', exact: true })).toHaveValue('#ffffff');
  await page.locator('[data-element="tenant-list"]').first().click();
  await expect(widthSlider).toHaveValue('60');

  const stored = await callAs<StoredTheme>(org.api, org.owner, 'GET', `/foyer/themes/${id}`);
  expect(stored.name).toBe('Autumn Lobby');
  expect(stored.layout).toBe('twoColumn');
  expect(stored.colors.primary).toBe('#aa3366');
  expect(stored.background).toMatchObject({
    type: 'gradient',
    gradient: { from: '#ffffff', to: '#f3f4f6', angle: 0 },
  });
  expect(stored.tenants.columnWidths).toMatchObject({ company_name: 60, floor: 20, suite_room: 20 });

  await page.getByRole('button', { name: 'Back to themes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/themes$/);
  const card = page.getByRole('link', { name: 'Edit theme Autumn Lobby' });
  await expect(card).toBeVisible();
  await expect(card.getByText('TWOCOLUMN')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search themes' }).fill('nothing like it');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search themes' }).fill('two column');
  await expect(card).toBeVisible();
  await page.close();
});

test('the builder checks readability live, and the theme card sums it up', async ({ browser }) => {
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id: org.owner.user.org_id,
    name: 'Pale Lobby',
    layout: 'list-simple',
    colors: { textPrimary: '#cbd5e1' },
    // 28 px names, as themes were made before they stated a viewing distance.
    tenants: { textSize: 0.875 },
  });
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/themes');
  const card = page.getByRole('link', { name: 'Edit theme Pale Lobby' });
  await expect(card.getByTestId('readability-summary')).toHaveText(
    '1 low-contrast text · Names readable to about 1.5 m on 55", designed for 3 m',
  );

  await page.goto(`/dashboard/themes/${theme.id}/edit`);
  await page.getByRole('button', { name: /Readability/ }).click();
  const names = page.getByTestId('contrast-check').filter({ hasText: 'Company names on the rows' });
  await expect(names).toContainText('1.5:1');
  await expect(page.getByText('some people cannot read the text', { exact: false })).toBeVisible();
  await expect(page.getByTestId('name-distance')).toContainText(
    'Names readable to about 1.5 m on 55", designed for 3 m.',
  );
  // Choosing a distance and a screen sets the text size that meets them.
  await page.getByLabel('Read from').selectOption('5');
  await expect(page.getByTestId('name-distance')).toContainText(/(from|designed for) 5 m/);
  await page.getByLabel('Screen size').selectOption('86');
  await expect(page.getByTestId('name-distance')).toContainText('on 86"');
  await expect(page.getByTestId('viewing-distance')).toContainText('on a 86-inch screen.');
  await expect(page.getByText(/Each page shows up to \d+ names for 4 s/)).toBeVisible();
});

test('names squeezed below the viewing distance warn on the theme card and in the builder', async ({
  browser,
}) => {
  // The text size is designed for 3 m, but a list a fifth of the screen wide shrinks long words
  // such as 'Architecture' to fit: the check reads the names as drawn (THM-34).
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id: org.owner.user.org_id,
    name: 'Narrow Lobby',
    layout: 'split',
    layoutOptions: { imageSize: 80, tenantListSize: 20 },
  });
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/themes');
  const summary = page
    .getByRole('link', { name: 'Edit theme Narrow Lobby' })
    .getByTestId('readability-summary');
  await expect(summary).toHaveText(
    /^Contrast OK · Names readable to (under 1 m|about [\d.]+ m) on 55", designed for 3 m$/,
  );
  await expect(summary).toHaveClass(/text-amber-700/);

  await page.goto(`/dashboard/themes/${theme.id}/edit`);
  await page.getByRole('button', { name: /Readability/ }).click();
  const distance = page.getByTestId('name-distance');
  await expect(distance).toContainText(', designed for 3 m.');
  // Given the whole width, every name fits at the designed size and the warning goes.
  await page.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: 'Simple List' }).click();
  await expect(distance).toHaveText('Names readable from 3 m on 55".');
  await page.close();
});

test('the builder groups the list by floor and places the building name, clock and directory QR code', async ({
  browser,
}) => {
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id: org.owner.user.org_id,
    name: 'Floors Lobby',
    layout: 'list-simple',
  });
  const page = await pageAs(browser, org.owner);
  await page.goto(`/dashboard/themes/${theme.id}/edit`);
  const canvas = page.locator('[data-foyer-canvas]').first();

  await canvas.locator('[data-element="list-simple"]').click();
  await expect(canvas.getByRole('rowheader')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Group by floor' }).click();
  // The sample companies are on floors 1 to 12: up the building, then down it (THM-32). One page
  // that does not turn, so the first heading is the first floor.
  // (The layout panel has the same control.)
  await page
    .getByRole('radiogroup', { name: 'Pagination' })
    .first()
    .getByRole('radio', { name: 'None' })
    .click();
  await expect(canvas.getByRole('rowheader').first()).toHaveText('Floor 1');
  await page
    .getByRole('radiogroup', { name: 'Floor Order' })
    .getByRole('radio', { name: 'Highest first' })
    .click();
  await expect(canvas.getByRole('rowheader').first()).toHaveText('Floor 12');

  await canvas.locator('[data-element="header"]').click();
  // Without a logo the header shows the building's name, never the theme's; the builder has no
  // building, so it shows where the name goes, dimmed (docs/decisions/themes.md THM-33).
  const header = canvas.locator('[data-element="header"]');
  await expect(header.locator('[data-part="header-building"][data-placeholder]')).toHaveText('Building name');
  await expect(header).not.toContainText('Floors Lobby');
  await page.getByRole('textbox', { name: 'Title' }).fill('Welcome to the Floors');
  await expect(header.locator('[data-part="header-title"]')).toHaveText('Welcome to the Floors');
  await expect(header.locator('[data-part="header-building"]')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show the building name' }).click();
  await expect(header.locator('[data-part="header-building"][data-placeholder]')).toHaveText('Building name');
  await page
    .getByRole('radiogroup', { name: 'Mobile directory QR code' })
    .getByRole('radio', { name: 'Header' })
    .click();
  await expect(canvas.locator('[data-part="directory-qr"][data-placeholder] svg')).toBeVisible();

  await canvas.locator('[data-element="footer"]').click();
  await page
    .getByRole('radiogroup', { name: 'Clock' })
    .getByRole('radio', { name: 'Time', exact: true })
    .click();
  await expect(canvas.locator('[data-part="footer-clock"]')).toHaveText(/\d/);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const stored = await callAs<{
    tenants: { groupByFloor: boolean; floorOrder: string };
    header: { buildingName: boolean; title: string };
    footer: { clock: string };
    media: { directoryQr: string };
  }>(org.api, org.owner, 'GET', `/foyer/themes/${theme.id}`);
  expect(stored).toMatchObject({
    tenants: { groupByFloor: true, floorOrder: 'highest-first' },
    header: { buildingName: true, title: 'Welcome to the Floors' },
    footer: { clock: 'time' },
    media: { directoryQr: 'header' },
  });
  await page.close();
});
