import { expect, test } from '@playwright/test';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('preview-owner');
const ids: Record<'lobby' | 'noCode' | 'bare' | 'tall' | 'unpublished', string> = {
  lobby: '',
  noCode: '',
  bare: '',
  tall: '',
  unpublished: '',
};

interface Stored {
  id: string;
}

test.beforeAll(async () => {
  const org_id = org.owner.user.org_id;
  const wide = await callAs<Stored>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    name: 'Preview Wide',
    layout: 'list-simple',
  });
  const tall = await callAs<Stored>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    name: 'Preview Tall',
    layout: 'list-simple',
    layoutOptions: { orientation: 'portrait' },
  });
  const list = await callAs<Stored>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id,
    name: 'Preview Tenants',
    entries: [{ company_name: 'Original Optics', floor: '2', suite_room: '204' }],
  });
  const device = (name: string, fields: Record<string, unknown>) =>
    callAs<Stored>(org.api, org.owner, 'POST', '/foyer/devices', { org_id, name, ...fields });

  const lobby = await device('Preview Lobby', {
    pairing_code: 'PRVW23',
    theme_id: wide.id,
    tenants_id: list.id,
  });
  ids.lobby = lobby.id;
  ids.noCode = (await device('No Code Screen', { theme_id: wide.id })).id;
  ids.bare = (await device('Bare Screen', { pairing_code: 'BARE23' })).id;
  ids.tall = (
    await device('Tall Screen', { pairing_code: 'TAYY23', theme_id: tall.id, tenants_id: null })
  ).id;
  ids.unpublished = (await device('Fresh Screen', { pairing_code: 'FRSH23', theme_id: wide.id })).id;

  // Published twice (version 2), then changed without publishing.
  for (let i = 0; i < 2; i++) {
    await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
      org_id,
      bundle_name: 'Preview Lobby Bundle',
      theme_id: wide.id,
      device_id: lobby.id,
      pairing_code: 'PRVW23',
      tenants_id: list.id,
    });
  }
  await callAs(org.api, org.owner, 'POST', `/foyer/tenants/${list.id}`, {
    entries: [{ company_name: 'Renamed Optics', floor: '2', suite_room: '204' }],
  });
});

test('the preview page shows the latest changes or the published bundle of the chosen device', async ({
  browser,
}) => {
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/preview');
  await expect(page.getByRole('heading', { name: 'Preview', level: 1 })).toBeVisible();
  await expect(page.getByText('Select a Device')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Device' })).toContainText('Choose a device...');

  await page.getByRole('combobox', { name: 'Device' }).click();
  await page.getByRole('option', { name: /Preview Lobby/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/preview/${ids.lobby}$`));
  const stage = page.getByTestId('preview-screen');

  // Latest changes: built here, version 1, with the unpublished rename.
  await expect(page.getByRole('radio', { name: 'Preview (Latest Changes)' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(stage.getByText('Renamed Optics')).toBeVisible();
  await expect(stage).toHaveAttribute('data-orientation', 'landscape');
  await expect(page.getByText('Version 1', { exact: true })).toBeVisible();

  // Published bundle: what the screen has, version 2, without the rename.
  await page.getByRole('radio', { name: 'Published Bundle' }).click();
  await expect(page).toHaveURL(/\?mode=published$/);
  await expect(stage.getByText('Original Optics')).toBeVisible();
  await expect(stage.getByText('Renamed Optics')).toHaveCount(0);
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'Preview (Latest Changes)' }).click();
  await expect(stage.getByText('Renamed Optics')).toBeVisible();
  await page.context().close();
});

test('the preview page says why a device cannot be previewed', async ({ browser }) => {
  const page = await pageAs(browser, org.owner);
  const alert = page.getByRole('alert');

  await page.goto(`/dashboard/preview/${ids.bare}`);
  await expect(alert).toContainText(
    'Failed to create preview bundle. Make sure the device has a theme assigned.',
  );

  await page.goto(`/dashboard/preview/${ids.noCode}?mode=published`);
  await expect(alert).toContainText(
    'Selected device does not have a pairing code. Switch to Preview mode to see the latest changes.',
  );

  await page.goto(`/dashboard/preview/${ids.unpublished}?mode=published`);
  await expect(alert).toContainText('Failed to fetch device bundle');

  await page.goto('/dashboard/preview/no-such-device');
  await expect(alert).toContainText('Device not found');
  await page.context().close();
});

test('a portrait theme previews upright, with two sample tenants when the device has none', async ({
  browser,
}) => {
  const page = await pageAs(browser, org.owner);
  await page.goto(`/dashboard/devices/${ids.tall}/edit`);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/preview/${ids.tall}$`));
  const stage = page.getByTestId('preview-screen');
  await expect(stage).toHaveAttribute('data-orientation', 'portrait');
  await expect(stage.getByText('Harbor Coffee Roasters')).toBeVisible();
  await expect(stage.getByText('Lakeside Pharmacy')).toBeVisible();
  const box = await stage.boundingBox();
  expect(box && box.height > box.width).toBe(true);
  await page.context().close();
});
