import { expect, test, type Locator, type Page } from '@playwright/test';
import { createLobbyScreen, createSubOrganization, organizationForFile } from './support/organization-setup';
import { pageAs } from './support/users';

const org = organizationForFile('phone');
const BUILDING = 'Riverside Commerce Center';

/** Every element of `locator` shows its whole content: nothing cut with '…' or hidden overflow. */
function readWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('*'))].every(
      (node) => node.clientWidth === 0 || node.scrollWidth <= node.clientWidth,
    ),
  );
}

/**
 * Buttons, links and fields that stand past the window's sides, outside the boxes meant to scroll
 * sideways (a wide table): cut off where nobody can reach them.
 */
function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScroller = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('button, a, input, select, textarea, [role="combobox"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (box.right > width + 1 || box.left < -1) && !inScroller(element);
      })
      .map((element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim(),
      );
  });
}

/** docs/product.md §2 Dashboard shell: a 390 px phone reads every page without sideways scrolling. */
test('on a 390 px phone every dashboard page fits the width and names the building in use', async ({
  browser,
}) => {
  // Twenty-one pages: about 2 minutes on a loaded 2-core machine.
  test.setTimeout(300_000);
  const riverside = await createSubOrganization(org, BUILDING);
  await createSubOrganization(org, 'Harbour Point Offices');
  const { theme, list, device } = await createLobbyScreen(org, riverside.id, 'PHNE23');

  const page = await pageAs(browser, org.owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/devices');
  const picker = page.getByRole('combobox', { name: 'Sub-organization' });
  await picker.click();
  await page.getByRole('option', { name: BUILDING }).click();
  await expect(picker).toContainText(BUILDING);

  // The menu names the building too.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  const menuPicker = menu.getByRole('combobox', { name: 'Sub-organization' });
  await expect(menuPicker).toContainText(BUILDING);
  expect(await readWhole(menuPicker)).toBe(true);
  await menu.getByRole('button', { name: 'Close navigation' }).click();
  await expect(menu).toBeHidden();

  const pages: [string, RegExp | string][] = [
    ['/dashboard', 'Devices'],
    ['/dashboard/devices', 'Devices'],
    ['/dashboard/devices/new', 'Add Device'],
    ['/dashboard/devices/create', 'Add Device'],
    [`/dashboard/devices/${device.id}/edit`, 'Edit Device'],
    ['/dashboard/tenants', 'Tenants'],
    [`/dashboard/tenants/${list.id}`, 'Tenants'],
    ['/dashboard/tenants/new', 'Tenants'],
    ['/dashboard/themes', 'Themes'],
    ['/dashboard/themes/create', 'Create Theme'],
    [`/dashboard/themes/${theme.id}/edit`, 'Edit Lobby Theme'],
    ['/dashboard/preview', 'Preview'],
    [`/dashboard/preview/${device.id}`, 'Preview'],
    ['/dashboard/users', 'Users'],
    ['/dashboard/images', 'Images'],
    ['/dashboard/organizations', 'Sub-Organizations'],
    ['/dashboard/sub-organizations', 'Sub-Organizations'],
    ['/dashboard/analytics', 'Analytics'],
    ['/dashboard/alerts', 'Emergency alerts'],
    ['/dashboard/audit-log', 'Audit log'],
    ['/dashboard/settings', 'Settings'],
  ];
  const problems: string[] = [];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(picker).toContainText(BUILDING);
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth)
      problems.push(`${path}: scrolls sideways (${scrollWidth} > ${clientWidth})`);
    if (!(await readWhole(picker))) problems.push(`${path}: the building's name is cut`);
    const offScreen = await controlsOffScreen(page);
    if (offScreen.length > 0) problems.push(`${path}: off screen: ${offScreen.join(', ')}`);
    if (path.startsWith('/dashboard/themes/')) {
      // The builder's preview gets the phone's width, not a strip beside the panels.
      const preview = await page.getByTestId('builder-preview').boundingBox();
      if (!preview || preview.width < 300) problems.push(`${path}: preview ${preview?.width ?? 0} px wide`);
    }
  }
  expect(problems).toEqual([]);
  await page.context().close();
});
