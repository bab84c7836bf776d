import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { publishToCode, type Lobby } from './support/lobby-screens';
import {
  launchOldChromium,
  OLD_CHROMIUMS,
  oldPairingCode,
  unexpectedErrors,
  waitForSource,
  waitInOldPage,
} from './support/old-chromium';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { clippedNames, glyphsDrawn, notoFetched, SCRIPTS, type Script } from './support/script-checks';
import { callAs } from './support/users';

/*
 * Scripts and right-to-left on the screen (docs/product.md §16): company names in Chinese,
 * Japanese and Arabic in an otherwise Latin directory draw in Foyer's own Noto fonts, fetched only
 * for the scripts the screen shows and kept by the player's offline cache; an Arabic building's
 * screen draws mirrored, Latin names inside it in their own order. The same in Chromium 65 and 78.
 * Screenshots (60 companies, both orientations, and Arabic) go to /tmp/shots-g.
 */

const org = organizationForFile('screen-scripts-owner');
const SHOTS = '/tmp/shots-g';

const LATIN = [
  'Acme Corp.',
  'Harbor Dental',
  'Meridian Legal Partners LLP',
  'Quantum Analytics',
  'Blue Harbor Travel',
  'Northwind Logistics GmbH',
  'Evergreen Architects',
  'Studio Kranich Design',
  'Orbit Software Labs',
  'Lindqvist Nordic Consulting',
  'Harper & Cole Recruitment',
  'Summit Physiotherapy',
  'Clearwater Accounting',
  'Falkenstein Immobilien',
  'Vantage Media Group',
  'Silverline Investments',
  'Ironwood Engineering',
  'Beacon Marketing',
  'Café Lindenblatt',
  'Atlas Wealth Partners',
  'Brightline Dental',
  'Pinecrest Insurance',
  'Rheinland Energie',
  'Greenfield Institute',
  'Hoffmann & Söhne',
  'Kaiserhof Parking',
  'Nordbank Filiale',
  'Apotheke am Kaiserhof',
  'Müller Rechtsanwälte',
  'Reception & Security',
];
const CHINESE = [
  '北京华信科技有限公司',
  '上海东方律师事务所',
  '深圳前海投资管理',
  '广州白云贸易公司',
  '杭州西湖软件',
  '成都天府咨询',
  '南京长江建筑设计院',
  '武汉光谷医疗中心',
  '重庆山城物流',
  '天津港湾会计师事务所',
];
const JAPANESE = [
  'ソニー株式会社',
  'トヨタ自動車 東京支社',
  'さくら法律事務所',
  'みずほ銀行 丸の内支店',
  'ヤマト運輸',
  'キヤノン販売',
  'あおば会計事務所',
  'ひかり歯科クリニック',
  'コスモ建築設計',
  'はなまる不動産',
];
const ARABIC = [
  'شركة الأفق للاستشارات',
  'مكتب النور للمحاماة',
  'مجموعة الخليج',
  'دار الهندسة',
  'مؤسسة الريادة',
  'عيادة الشفاء',
  'بنك الاتحاد',
  'شركة السلام للتجارة',
  'مركز الإبداع',
  'وكالة الصقر للسفر',
];
const KOREAN = [
  '삼성전자 서울사무소',
  '현대건설',
  '한빛 법률사무소',
  '서울치과의원',
  '대한회계법인',
  '미래에셋증권',
  '코리아 물류',
  '푸른숲 디자인',
  '하나은행 강남지점',
  '새봄 한의원',
];
const HEBREW = [
  'מגדל עזריאלי',
  'כהן ושות׳ עורכי דין',
  'בנק הפועלים',
  'מרפאת שיניים גולן',
  'אלביט מערכות',
  'לוי רואי חשבון',
  'סטודיו תמר',
  'קפה נחת',
  'ביטוח ישיר',
  'משרד אדריכלים ברק',
];

/**
 * Sixty companies on fifteen floors: each floor two Latin names and two from the other scripts
 * (in turn Chinese, Japanese, Arabic), so every page shows every script. Leave a script out and
 * its floors keep their Latin names.
 */
function directory(scripts: {
  chinese?: boolean;
  japanese?: boolean;
  arabic?: boolean;
  korean?: boolean;
  hebrew?: boolean;
}) {
  const others: string[] = [];
  for (let i = 0; i < 10; i++) {
    if (scripts.chinese) others.push(CHINESE[i] as string);
    if (scripts.japanese) others.push(JAPANESE[i] as string);
    if (scripts.arabic) others.push(ARABIC[i] as string);
    if (scripts.korean) others.push(KOREAN[i] as string);
    if (scripts.hebrew) others.push(HEBREW[i] as string);
  }
  const entries: Array<Record<string, string>> = [];
  for (let floor = 1; floor <= 15; floor++) {
    const names = [LATIN[2 * floor - 2], LATIN[2 * floor - 1], others[2 * floor - 2], others[2 * floor - 1]];
    names.forEach((name, i) => {
      if (name)
        entries.push({
          company_name: name,
          floor: String(floor),
          suite_room: `${floor}${String(i + 1).padStart(2, '0')}`,
          category: ['Legal', 'Finance', 'Technology', 'Medical'][i] as string,
        });
    });
  }
  return entries;
}

async function addLobby(
  name: string,
  entries: ReadonlyArray<Record<string, string>>,
  theme: Record<string, unknown> = {},
  subOrgId?: string,
): Promise<Lobby> {
  const org_id = org.owner.user.org_id;
  const created = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    ...(subOrgId ? { sub_org_id: subOrgId } : {}),
    name,
    layout: 'twoColumn',
    header: { title: 'Harbour Point', clock: 'date-time' },
    tenants: { sortMethod: 'floor', columnOrder: ['company_name', 'floor', 'suite_room', 'category'] },
    ...theme,
  });
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id,
    ...(subOrgId ? { sub_org_id: subOrgId } : {}),
    name: `${name} tenants`,
    entries,
  });
  return { themeId: created.id, listId: list.id };
}

/** Fonts and layout have settled once every face the page asked for has loaded. */
async function fontsSettled(player: Page) {
  await player.evaluate(async () => {
    await document.fonts.ready;
  });
}

/** A lobby TV of `viewport` showing its pairing code, in a context of its own. */
async function screenAt(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport });
  const player = await context.newPage();
  await player.goto('/display');
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  return { context, player, code };
}

/** What each script a page fetched added to its download: its style sheet (gzip, as served) and font files. */
async function scriptDownloads(
  request: APIRequestContext,
  fetched: Record<Script, string[]>,
): Promise<string[]> {
  const lines: string[] = [];
  for (const script of SCRIPTS) {
    if (fetched[script].length === 0) continue;
    let css = 0;
    let fonts = 0;
    for (const file of new Set(fetched[script])) {
      const body = await (await request.get(`/assets/${file}`)).body();
      if (file.endsWith('.css')) css += gzipSync(body).length;
      else fonts += body.length;
    }
    lines.push(
      `${script}: style sheet ${(css / 1024).toFixed(1)} KB gzip + ${fetched[script].length - 1} font files ${(fonts / 1024).toFixed(1)} KB`,
    );
  }
  return lines;
}

test('names in Chinese, Japanese and Arabic draw in Foyer’s Noto fonts, fetched only for the scripts shown and kept offline', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const { context, player, code } = await screenAt(browser, { width: 1920, height: 1080 });
  expect(await player.evaluate(notoFetched)).toEqual({ sc: [], jp: [], kr: [], arabic: [], hebrew: [] });
  // The worker keeps what the screen fetches once it controls the page: on a busy machine its first
  // install (the shell and the lazy parts, LNG-26) can end after the first fonts are drawn.
  await player.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Latin and Chinese: the Chinese font only.
  const lobby = await addLobby('Scripts Lobby', directory({ chinese: true }));
  const deviceId = await publishToCode(org, code, lobby, 'Scripts lobby');
  await expect(player.getByText('北京华信科技有限公司')).toBeVisible();
  await expect
    .poll(async () => (await player.evaluate(notoFetched)).sc.length, { timeout: 30_000 })
    .toBeGreaterThan(1);
  await fontsSettled(player);
  let fetched = await player.evaluate(notoFetched);
  expect(fetched.jp).toEqual([]);
  expect(fetched.arabic).toEqual([]);
  // The style sheet and only some of the Chinese font's ~200 files: those holding the names' characters.
  expect(fetched.sc.filter((file) => file.endsWith('.css'))).toHaveLength(1);
  expect(fetched.sc.length).toBeLessThan(60);
  expect(fetched.sc.every((file) => /\.(css|woff2)$/.test(file))).toBe(true);
  await expect
    .poll(() => player.evaluate(glyphsDrawn, { text: '北京华信科技有限公司', family: 'Noto Sans SC' }))
    .toBe(true);

  // All sixty, Japanese and Arabic too: their fonts now.
  await callAs(org.api, org.owner, 'POST', `/foyer/tenants/${lobby.listId}`, {
    entries: directory({ chinese: true, japanese: true, arabic: true }),
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
    org_id: org.owner.user.org_id,
    bundle_name: '',
    device_id: deviceId,
  });
  await expect(player.getByText('ソニー株式会社')).toBeVisible();
  await expect(player.getByText('شركة الأفق للاستشارات')).toBeVisible();
  await expect
    .poll(async () => {
      const now = await player.evaluate(notoFetched);
      return now.jp.length > 1 && now.arabic.length > 1;
    })
    .toBe(true);
  await fontsSettled(player);
  for (const [text, family] of [
    ['ソニー株式会社', 'Noto Sans JP'],
    ['さくら法律事務所', 'Noto Sans JP'],
    ['شركة الأفق', 'Noto Sans Arabic'],
  ] as const)
    await expect.poll(() => player.evaluate(glyphsDrawn, { text, family }), { message: text }).toBe(true);

  // What each script added to this screen's download: its style sheet (gzip, as served) and its font files.
  fetched = await player.evaluate(notoFetched);
  const bench = await scriptDownloads(context.request, fetched);
  console.log(`Script fonts fetched by a 60-company mixed directory (page 1):\n  ${bench.join('\n  ')}`);
  await player.screenshot({ path: `${SHOTS}/mixed-scripts-1920x1080.png` });

  // The service worker keeps what the screen used, and only that, across the next page load.
  const cachedNoto = () =>
    player.evaluate(async () => {
      const cache = await caches.open('foyer-display-shell-v1');
      return (await cache.keys())
        .map((request) => new URL(request.url).pathname)
        .filter((pathname) => pathname.includes('/noto-sans-'));
    });
  await expect
    .poll(async () => (await cachedNoto()).filter((file) => file.includes('noto-sans-sc-')).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(1);
  await player.reload();
  await expect(player.getByText('ソニー株式会社')).toBeVisible();
  await expect
    .poll(
      async () => {
        const cached = await cachedNoto();
        return (['sc', 'jp', 'arabic'] as const).every((script) =>
          cached.some((file) => file.includes(`noto-sans-${script}-`)),
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // Never the whole families in advance: Chinese and Japanese alone have ~450 files.
  expect((await cachedNoto()).length).toBeLessThan(150);
  await context.close();

  // The same sixty on a portrait screen.
  const {
    context: portrait,
    player: tall,
    code: tallCode,
  } = await screenAt(browser, { width: 1080, height: 1920 });
  const tallLobby = await addLobby(
    'Scripts Portrait',
    directory({ chinese: true, japanese: true, arabic: true }),
    {
      layout: 'list-simple',
      layoutOptions: { orientation: 'portrait' },
    },
  );
  await publishToCode(org, tallCode, tallLobby, 'Scripts portrait');
  await expect(tall.getByText('ソニー株式会社')).toBeVisible();
  await expect(tall.getByText('شركة الأفق للاستشارات')).toBeVisible();
  await fontsSettled(tall);
  await expect
    .poll(() => tall.evaluate(glyphsDrawn, { text: '北京华信', family: 'Noto Sans SC' }))
    .toBe(true);
  await tall.screenshot({ path: `${SHOTS}/mixed-scripts-1080x1920.png` });
  await portrait.close();
});

/** Where the parts of an Arabic screen's first row sit, and where 'Acme Corp.' puts its dot. Plain syntax. */
function rightToLeftLayout() {
  const canvas = document.querySelector('[data-foyer-canvas]');
  const row = document.querySelector('[role="rowgroup"] [role="row"][data-row-slots]');
  const cells = row ? Array.prototype.slice.call(row.querySelectorAll('[role="cell"]')) : [];
  const name = cells[0] ? (cells[0] as Element).getBoundingClientRect() : null;
  const floor = cells[1] ? (cells[1] as Element).getBoundingClientRect() : null;
  let dot: { dot: number; letter: number } | null = null;
  const bdis = document.querySelectorAll('[data-fit="name"] bdi');
  for (let i = 0; i < bdis.length; i++) {
    const bdi = bdis[i];
    const text = bdi ? bdi.firstChild : null;
    if (text && text.textContent === 'Acme Corp.') {
      const range = document.createRange();
      range.setStart(text, 9);
      range.setEnd(text, 10);
      const dotBox = range.getBoundingClientRect();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      dot = { dot: dotBox.left, letter: range.getBoundingClientRect().left };
    }
  }
  const heading = document.querySelector('[role="columnheader"]');
  return {
    dir: canvas ? canvas.getAttribute('dir') : null,
    lang: canvas ? canvas.getAttribute('lang') : null,
    nameRight: name ? name.right : 0,
    floorRight: floor ? floor.right : 0,
    width: window.innerWidth,
    dot,
    heading: heading ? heading.textContent : null,
  };
}

/** Where letters `at` of a name drawn in the list sit (their boxes' left and top). Plain syntax. */
function letterBoxes(args: { name: string; at: number[] }): Array<{ left: number; top: number }> | null {
  const cells = document.querySelectorAll('[data-fit="name"] bdi');
  for (let i = 0; i < cells.length; i++) {
    const text = (cells[i] as Element).firstChild;
    if (text && text.textContent === args.name) {
      const range = document.createRange();
      return args.at.map((index) => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const box = range.getBoundingClientRect();
        return { left: box.left, top: box.top };
      });
    }
  }
  return null;
}

test('names in Korean and Hebrew draw in Noto Sans KR and Hebrew: a Hebrew name right to left in a Latin screen, a Korean one wrapped at its space', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const { context, player, code } = await screenAt(browser, { width: 1920, height: 1080 });
  const lobby = await addLobby('Korean Hebrew Lobby', directory({ korean: true, hebrew: true }));
  await publishToCode(org, code, lobby, 'Korean Hebrew lobby');
  await expect(player.getByText('삼성전자 서울사무소')).toBeVisible();
  await expect(player.getByText('מגדל עזריאלי')).toBeVisible();
  await expect
    .poll(async () => {
      const now = await player.evaluate(notoFetched);
      return now.kr.length > 1 && now.hebrew.length > 1;
    })
    .toBe(true);
  await fontsSettled(player);
  const fetched = await player.evaluate(notoFetched);
  // Neither Chinese, Japanese nor Arabic is on this screen: their fonts are never fetched.
  expect([fetched.sc, fetched.jp, fetched.arabic]).toEqual([[], [], []]);
  // Only the Korean files holding these names' syllables, of its ~120 subsets a weight.
  expect(fetched.kr.length).toBeLessThan(40);
  for (const [text, family] of [
    ['삼성전자 서울사무소', 'Noto Sans KR'],
    ['현대건설', 'Noto Sans KR'],
    ['מגדל עזריאלי', 'Noto Sans Hebrew'],
    ['כהן ושות׳ עורכי דין', 'Noto Sans Hebrew'],
  ] as const)
    await expect.poll(() => player.evaluate(glyphsDrawn, { text, family }), { message: text }).toBe(true);
  // The screen reads left to right; a Hebrew name inside it reads right to left: its first letter rightmost.
  await expect(player.locator('[data-foyer-canvas]')).not.toHaveAttribute('dir', 'rtl');
  const hebrew = 'מגדל עזריאלי';
  const [first, last] =
    (await player.evaluate(letterBoxes, { name: hebrew, at: [0, hebrew.length - 1] })) ?? [];
  expect(first?.left).toBeGreaterThan(last?.left ?? Infinity);
  // A Korean name wraps at its space, as Korean is written: '서울사무소' stays on one line.
  const [sam, seo, so] =
    (await player.evaluate(letterBoxes, { name: '삼성전자 서울사무소', at: [0, 5, 9] })) ?? [];
  expect(sam?.top).toBeLessThan(seo?.top ?? -Infinity);
  expect(seo?.top).toBe(so?.top);
  expect(await player.evaluate(clippedNames)).toEqual([]);
  const download = await scriptDownloads(context.request, fetched);
  console.log(
    `Script fonts fetched by a 50-company Korean and Hebrew directory (page 1):\n  ${download.join('\n  ')}`,
  );
  await player.screenshot({ path: `${SHOTS}/korean-hebrew-1920x1080.png` });
  await context.close();
});

for (const [orientation, viewport] of [
  ['landscape', { width: 1920, height: 1080 }],
  ['portrait', { width: 1080, height: 1920 }],
] as const) {
  test(`an Arabic building's screen draws right to left, Latin names in their own order (${orientation})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    mkdirSync(SHOTS, { recursive: true });
    const building = await createSubOrganization(org, `Arabic Tower ${orientation}`);
    await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${building.id}`, {
      name: `Arabic Tower ${orientation}`,
      languages: ['ar'],
    });
    const { context, player, code } = await screenAt(browser, viewport);
    const lobby = await addLobby(
      `Arabic ${orientation}`,
      directory({ chinese: true, japanese: true, arabic: true }),
      orientation === 'portrait' ? { layout: 'list-simple', layoutOptions: { orientation } } : {},
      building.id,
    );
    await publishToCode(org, code, lobby, `Arabic ${orientation}`, building.id);
    await expect(player.getByText('Acme Corp.')).toBeVisible();
    await expect(player.locator('[data-foyer-canvas]')).toHaveAttribute('dir', 'rtl');
    await fontsSettled(player);
    const layout = await player.evaluate(rightToLeftLayout);
    expect(layout.lang).toBe('ar');
    // Mirrored columns: the company first, at the right; the floor to its left.
    expect(layout.nameRight).toBeGreaterThan(layout.floorRight);
    expect(layout.nameRight).toBeGreaterThan(layout.width * 0.55);
    // 'Acme Corp.' reads left to right inside the Arabic screen: its dot after the name, at the right.
    expect(layout.dot?.dot).toBeGreaterThan(layout.dot?.letter ?? Infinity);
    await expect
      .poll(() => player.evaluate(glyphsDrawn, { text: 'شركة الأفق', family: 'Noto Sans Arabic' }))
      .toBe(true);
    await player.screenshot({ path: `${SHOTS}/arabic-rtl-${viewport.width}x${viewport.height}.png` });
    await context.close();
  });
}

for (const engine of OLD_CHROMIUMS) {
  // eslint-disable-next-line no-empty-pattern
  test(`${engine.label}: an Arabic screen with Chinese names draws right to left in the Noto fonts it needs`, async ({}, testInfo) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const profile = mkdtempSync(path.join(os.tmpdir(), `foyer-scripts-${engine.pkg}-`));
    const browser = await launchOldChromium(engine, profile);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error.message)));
      await page.setViewport({ width: 1920, height: 1080 });
      await page.goto(`${E2E_BASE_URL}/display`);
      const code = await oldPairingCode(page);

      const building = await createSubOrganization(org, `${engine.label} Arabic Tower`);
      await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${building.id}`, {
        name: `${engine.label} Arabic Tower`,
        languages: ['ar'],
      });
      // Chinese and Arabic names, no Japanese: the Japanese font is never fetched.
      const lobby = await addLobby(
        `${engine.label} Scripts`,
        directory({ chinese: true, arabic: true }),
        {},
        building.id,
      );
      await publishToCode(org, code, lobby, `${engine.label} Scripts`, building.id);
      await waitInOldPage(page, () => document.body.innerText.indexOf('Acme Corp.') >= 0, 'the directory');
      await waitForSource(
        (source) => page.evaluate<boolean>(source),
        `(function (fetched) { return fetched.sc.length > 1 && fetched.arabic.length > 1; })((${notoFetched.toString()})())`,
        'the Chinese and Arabic fonts',
      );
      await waitInOldPage(
        page,
        () =>
          document.fonts.status === 'loaded' &&
          document.fonts.check('700 48px "Noto Sans SC"', '北京华信') &&
          document.fonts.check('700 48px "Noto Sans Arabic"', 'شركة'),
        'the fonts to load',
        40_000,
      );
      // The helpers run in the old engine as written: passed as source, with their arguments.
      const fetched = await page.evaluate<Record<Script, string[]>>(`(${notoFetched.toString()})()`);
      expect(fetched.jp).toEqual([]);
      for (const [text, family] of [
        ['北京华信科技', 'Noto Sans SC'],
        ['شركة الأفق', 'Noto Sans Arabic'],
      ] as const)
        expect(
          await page.evaluate<boolean>(`(${glyphsDrawn.toString()})(${JSON.stringify({ text, family })})`),
          `${engine.label}: ${text}`,
        ).toBe(true);
      const layout = await page.evaluate<ReturnType<typeof rightToLeftLayout>>(
        `(${rightToLeftLayout.toString()})()`,
      );
      expect(layout.dir).toBe('rtl');
      expect(layout.nameRight).toBeGreaterThan(layout.floorRight);
      expect(layout.dot?.dot).toBeGreaterThan(layout.dot?.letter ?? Infinity);
      const shot = `${SHOTS}/${engine.pkg}-arabic-rtl-1920x1080.png`;
      await page.screenshot({ path: shot });
      await testInfo.attach(`${engine.label} Arabic screen`, { path: shot, contentType: 'image/png' });
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
