import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROTATION_MS, textPxForDistance } from '@foyer/shared';
import { pairAndPublish, publishToCode } from './support/lobby-screens';
import { organizationForFile } from './support/organization-setup';
import { LONG_NAME, REALISTIC_DIRECTORY } from './support/realistic-directory';
import { E2E_BASE_URL } from './support/env';
import { launchOldChromium, OLD_CHROMIUMS, oldPairingCode, type OldPage } from './support/old-chromium';
import { callAs } from './support/users';

/*
 * The 3-metre test on real player pages (docs/product.md §11, docs/decisions/themes.md THM-32 to
 * THM-36): sixty companies in every layout, landscape and portrait. On every page, names are the
 * largest text of their row and at least the size a 55-inch screen needs for 3 m; their size is the
 * same on every page; no name is cut while two lines hold it; floors come in building order.
 */
const org = organizationForFile('readability-owner');

const VIEWPORTS = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
} as const;
const LAYOUTS = ['list-simple', 'twoColumn', 'hero', 'split', 'imageTenant', 'imageOnly'] as const;
const BUILDING_ORDER = [
  'B2',
  'B1',
  'G',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '12A',
  'Roof',
];
const THREE_METRES_PX = textPxForDistance(3, 55);

/** Where the pictures go for a person to look at: SHOTS_DIR, else the test's output folder. */
const shotsDir = (fallback: string) => process.env.SHOTS_DIR ?? fallback;

interface DrawnRow {
  name: string;
  nameSize: number;
  otherSizes: number[];
  cut: boolean;
  box: string;
  slots: number;
}

/**
 * What the page on show draws: each company's sizes, whether its name is cut, and the floor
 * headings. It also runs in Chromium 65 as written: no `?.` or `??`.
 */
function readDrawnPage(): { rows: DrawnRow[]; headings: string[]; page: string } {
  const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
  const rows = Array.from(document.querySelectorAll('[role="row"][data-row-slots]')).map((row) => {
    const name = row.querySelector('[data-fit="name"] > div') as HTMLElement;
    const others = Array.from(row.querySelectorAll('[data-fit="cell"], [data-part="row-detail"]'));
    return {
      name: name.textContent || '',
      nameSize: size(name),
      otherSizes: others.map(size),
      // A line clamped away, or a one-line name running past its box ('…').
      cut: name.scrollHeight > name.clientHeight * 1.25 || name.scrollWidth > name.clientWidth + 1,
      box: name.scrollWidth + 'x' + name.scrollHeight + ' in ' + name.clientWidth + 'x' + name.clientHeight,
      slots: Number(row.getAttribute('data-row-slots')),
    };
  });
  const headings = Array.from(document.querySelectorAll('[data-floor-heading]')).map(
    (heading) => heading.getAttribute('data-floor-heading') || '',
  );
  const footer = Array.from(document.querySelectorAll('div, span')).filter((element) =>
    /^Page \d+ of \d+$/.test(element.textContent || ''),
  )[0];
  return { rows, headings, page: footer ? footer.textContent || '' : '' };
}

const readPage = (page: Page) => page.evaluate(readDrawnPage);

for (const layout of LAYOUTS) {
  for (const [orientation, viewport] of Object.entries(VIEWPORTS)) {
    test(`${layout} in ${orientation}: names first, readable from 3 m, floors in building order`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const org_id = org.owner.user.org_id;
      const grouped = layout === 'list-simple' || layout === 'twoColumn';
      const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
        org_id,
        name: `${layout} ${orientation}`,
        layout,
        layoutOptions: { orientation },
        header: { buildingName: true },
        tenants: {
          hiddenColumns: [],
          sortMethod: grouped ? 'floor' : 'company_name',
          groupByFloor: grouped,
        },
      });
      const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
        org_id,
        name: `Kaiserhof ${layout} ${orientation}`,
        entries: REALISTIC_DIRECTORY,
      });
      const context = await browser.newContext({ viewport });
      // The page turns are driven by the test's clock below, not waited for (4 s each).
      await context.clock.install();
      const player = await context.newPage();
      await player.goto('/display');
      await pairAndPublish(org, player, { themeId: theme.id, listId: list.id }, `${layout} ${orientation}`);
      await expect(player.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await player.evaluate(() => document.fonts.ready);

      const dir = shotsDir(testInfo.outputPath());
      mkdirSync(dir, { recursive: true });
      if (layout === 'imageOnly') {
        await player.screenshot({ path: path.join(dir, `${layout}-${orientation}.png`) });
        await context.close();
        return;
      }

      // Every page, in turn: the footer says which one is on show, once the layout has settled (a
      // stacked image gives way after the list has planned its first page with the full image).
      const footer = player.getByText(/^Page \d+ of \d+$/);
      const pageCount = await settledPageCount(player);
      const names = new Map<string, number>();
      const shrunk = new Set<string>();
      // The list's name size: every row is drawn at it unless its name cannot fit two lines.
      const base = await player.evaluate(() =>
        Math.max(
          ...Array.from(document.querySelectorAll('[data-fit="name"] > div'), (name) =>
            parseFloat(getComputedStyle(name).fontSize),
          ),
        ),
      );
      const headings: string[] = [];
      let namesOnFirstPage = 0;
      let heroShown = false;
      if (pageCount > 1) {
        // Time stands still between turns; each turn is one rotation of the clock, from page 1.
        await player.clock.pauseAt((await player.evaluate(() => Date.now())) + 500);
        const onShow = Number(/^Page (\d+) of/.exec(await footer.innerText())?.[1] ?? 1);
        if (onShow !== 1) await player.clock.runFor((pageCount - onShow + 1) * PAGE_ROTATION_MS);
      }
      for (let n = 1; n <= pageCount; n++) {
        if (n > 1) await player.clock.runFor(PAGE_ROTATION_MS);
        if (pageCount > 1) await expect(player.getByText(`Page ${n} of ${pageCount}`)).toBeVisible();
        // The page has faded in and its rows are planned with the loaded fonts.
        await expect(player.locator('[role="row"][data-row-slots]').first()).toBeVisible();
        const drawn = await readPage(player);
        if (n === 1) {
          namesOnFirstPage = drawn.rows.length;
          // The hero image, or split's and imageTenant's image stacked above the list in portrait.
          const stacked = layout === 'hero' || orientation === 'portrait';
          heroShown = stacked && (await player.locator('[data-part="hero"]').isVisible());
        }
        for (const row of drawn.rows) {
          // Names first: never smaller than the floor, suite or category beside them.
          expect(row.nameSize, `${row.name}: name against its row`).toBeGreaterThanOrEqual(
            Math.max(0, ...row.otherSizes),
          );
          names.set(row.name, row.nameSize);
          if (row.cut)
            expect(`${row.name} ${row.box}`, 'only a name longer than two lines is cut').toContain(LONG_NAME);
          if (row.nameSize < THREE_METRES_PX) shrunk.add(row.name);
        }
        for (const heading of drawn.headings)
          if (headings[headings.length - 1] !== heading) headings.push(heading);
        if (n === 1 || drawn.rows.some((row) => row.name === LONG_NAME))
          // The page's fade-in is finished at once: the picture shows the page as a visitor reads it.
          await player.screenshot({
            path: path.join(dir, `${layout}-${orientation}-page${n}.png`),
            animations: 'disabled',
          });
      }

      // Every company was on some page, and names are drawn for 3 m on every page, except a name
      // too long for three lines (the long practice name, or one word wider than a narrow column),
      // which shrinks its own row and is the one the builder warns about.
      expect(names.size).toBe(REALISTIC_DIRECTORY.length);
      expect([...shrunk].filter((name) => name !== LONG_NAME && !/\S{18,}/.test(name))).toEqual([]);
      // One name size on every page: only the few rows that had to shrink differ.
      const atBase = [...names.values()].filter((size) => size === base).length;
      expect(atBase, 'names at the list size').toBeGreaterThanOrEqual(names.size * 0.75);
      expect(base).toBeGreaterThanOrEqual(THREE_METRES_PX);
      // A stacked image gives way to names: where it is still drawn, a page lists at least ten.
      if (heroShown) expect(namesOnFirstPage).toBeGreaterThanOrEqual(10);
      else expect(namesOnFirstPage).toBeGreaterThanOrEqual(3);
      if (grouped) expect(headings).toEqual(BUILDING_ORDER);
      await context.close();
    });
  }
}

/**
 * The footer's page count once the same count has been drawn in ten frames running (1 without a
 * footer): frames, not time, so a loaded machine only takes longer.
 */
async function settledPageCount(player: Page): Promise<number> {
  return player.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const read = () => {
          const footer = document.querySelector('[data-part="pagination"]');
          const count = /Page \d+ of (\d+)/.exec(footer?.textContent ?? '')?.[1];
          return count ? Number(count) : 1;
        };
        let last = read();
        let same = 0;
        const frame = () => {
          const now = read();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 10) resolve(now);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** The first page of a directory as `read` sees it once the page says 'Page 1 of'. */
async function firstPage(read: () => Promise<ReturnType<typeof readDrawnPage>>, what: string) {
  const until = Date.now() + 60_000;
  for (;;) {
    const drawn = await read();
    if (drawn.rows.length > 0 && drawn.page.startsWith('Page 1 of')) return drawn;
    if (Date.now() > until) throw new Error(`${what} never showed page 1 of its directory`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/*
 * The TVs' own browsers plan the same rows: Chromium 65 and 78 (the legacy build) draw the first
 * page of the portrait directory with the same companies, sizes and row heights as current Chromium.
 */
for (const engine of OLD_CHROMIUMS) {
  test(`${engine.label} plans the portrait directory as current Chromium does`, async ({ browser }) => {
    test.setTimeout(180_000);
    const org_id = org.owner.user.org_id;
    const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
      org_id,
      name: `${engine.label} portrait`,
      layout: 'list-simple',
      layoutOptions: { orientation: 'portrait' },
      tenants: { hiddenColumns: [], sortMethod: 'floor', groupByFloor: true },
    });
    const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
      org_id,
      name: `${engine.label} Kaiserhof`,
      entries: REALISTIC_DIRECTORY,
    });
    const lobby = { themeId: theme.id, listId: list.id };

    const context = await browser.newContext({ viewport: VIEWPORTS.portrait });
    const current = await context.newPage();
    await current.goto('/display');
    await pairAndPublish(org, current, lobby, `${engine.label} reference`);
    await current.evaluate(() => document.fonts.ready);
    const expected = await firstPage(() => readPage(current), 'current Chromium');

    const profile = mkdtempSync(path.join(os.tmpdir(), `foyer-${engine.pkg}-`));
    const old = await launchOldChromium(engine, profile);
    try {
      const page: OldPage = await old.newPage();
      await page.setViewport(VIEWPORTS.portrait);
      await page.goto(`${E2E_BASE_URL}/display`);
      await publishToCode(org, await oldPairingCode(page), lobby, `${engine.label} screen`);
      const drawn = await firstPage(() => page.evaluate(readDrawnPage), engine.label);
      const plan = (page1: typeof drawn) => page1.rows.map((row) => [row.name, row.nameSize, row.slots]);
      expect(plan(drawn)).toEqual(plan(expected));
      expect(drawn.headings).toEqual(expected.headings);
      expect(drawn.rows.filter((row) => row.cut).map((row) => row.name)).toEqual([]);
    } finally {
      await old.close();
      rmSync(profile, { recursive: true, force: true });
      await context.close();
    }
  });
}
