import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { ARABIC_DIRECTORY, JAPANESE_DIRECTORY } from './support/language-directories';
import { publishToCode } from './support/lobby-screens';
import { launchOldChromium, OLD_CHROMIUMS, oldPairingCode, waitForSource } from './support/old-chromium';
import { organizationForFile } from './support/organization-setup';
import { REALISTIC_DIRECTORY } from './support/realistic-directory';
import { clippedNames, glyphsDrawn } from './support/script-checks';
import { callAs } from './support/users';

/*
 * A 60-company directory in English, German, Japanese and Arabic, landscape and portrait, drawn by
 * real players in current Chromium and in Chromium 65 and 78 (docs/product.md §16): each in its
 * building's language and time zone, no name cut off, Japanese and Arabic in real glyphs, Arabic
 * right to left. The screenshots (/tmp/shots-lang) are for people to look at; the checks are what
 * a visitor would notice first.
 */

const org = organizationForFile('language-screenshots-owner');
const SHOTS = '/tmp/shots-lang';

interface Language {
  lang: 'en' | 'de' | 'ja' | 'ar';
  building: string;
  zone: string;
  entries: ReadonlyArray<Record<string, string>>;
  /** The company column's heading in the language. */
  company: string;
  /** A name in the language's own script, drawn in Foyer's Noto font. */
  glyphs?: { text: string; family: string };
}

const LANGUAGES: readonly Language[] = [
  {
    lang: 'en',
    building: 'Harbour Point',
    zone: 'Europe/London',
    entries: REALISTIC_DIRECTORY,
    company: 'Company Name',
  },
  {
    lang: 'de',
    building: 'Kaiserhof',
    zone: 'Europe/Berlin',
    entries: REALISTIC_DIRECTORY,
    company: 'Firma',
  },
  {
    lang: 'ja',
    building: '丸の内センタービル',
    zone: 'Asia/Tokyo',
    entries: JAPANESE_DIRECTORY,
    company: '会社名',
    glyphs: { text: '丸の内パーキング', family: 'Noto Sans JP' },
  },
  {
    lang: 'ar',
    building: 'برج الخليج',
    zone: 'Asia/Dubai',
    entries: ARABIC_DIRECTORY,
    company: 'اسم الشركة',
    glyphs: { text: 'موقف السيارات', family: 'Noto Sans Arabic' },
  },
];

const ORIENTATIONS = [
  { name: 'landscape', viewport: { width: 1920, height: 1080 }, theme: { layout: 'twoColumn' } },
  {
    name: 'portrait',
    viewport: { width: 1080, height: 1920 },
    theme: { layout: 'list-simple', layoutOptions: { orientation: 'portrait' } },
  },
] as const;

interface Setup {
  buildings: Record<Language['lang'], string>;
  lists: Record<Language['lang'], string>;
  themes: Record<(typeof ORIENTATIONS)[number]['name'], string>;
}

let setup: Setup | null = null;

/** Four buildings (one per language, in its own zone), their lists and the two themes, made once. */
async function lobbies(): Promise<Setup> {
  if (setup) return setup;
  const org_id = org.owner.user.org_id;
  const made: Setup = { buildings: {}, lists: {}, themes: {} } as Setup;
  for (const language of LANGUAGES) {
    const building = await callAs<{ id: string }>(
      org.api,
      org.owner,
      'POST',
      `/foyer/organizations/${org_id}/sub-organizations`,
      { name: language.building, time_zone: language.zone, languages: [language.lang] },
    );
    made.buildings[language.lang] = building.id;
    const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
      org_id,
      name: `${language.building} tenants`,
      entries: language.entries,
    });
    made.lists[language.lang] = list.id;
  }
  for (const orientation of ORIENTATIONS) {
    const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
      org_id,
      name: `Lobby ${orientation.name}`,
      header: { buildingName: true, clock: 'date-time' },
      tenants: { sortMethod: 'floor', columnOrder: ['company_name', 'floor', 'suite_room', 'category'] },
      ...orientation.theme,
    });
    made.themes[orientation.name] = theme.id;
  }
  setup = made;
  return made;
}

/** The canvas shows `lang` in `orientation`, its fonts loaded. Plain syntax: old engines run it. */
function drawnAs(args: { lang: string; orientation: string; company: string }): boolean {
  const canvas = document.querySelector(`[data-foyer-canvas="${args.orientation}"][lang="${args.lang}"]`);
  if (!canvas || document.fonts.status !== 'loaded') return false;
  const headings = canvas.querySelectorAll('[role="columnheader"]');
  for (let i = 0; i < headings.length; i++) {
    const heading = headings[i];
    if (heading && heading.textContent === args.company) return true;
  }
  return false;
}

/** The canvas's direction. Plain syntax. */
function canvasDirection(): string | null {
  const canvas = document.querySelector('[data-foyer-canvas]');
  return canvas ? canvas.getAttribute('dir') : null;
}

/**
 * Whether the header's clock shows the time now in the building's zone and language, as this
 * engine's Intl writes it (Tokyo's hour on the Tokyo screen, not the machine's). Plain syntax.
 */
function clockInZone(args: { lang: string; zone: string }): boolean {
  const clock = document.querySelector('[data-part="header-clock"] div');
  const time = new Intl.DateTimeFormat([args.lang], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: args.zone,
  }).format(new Date());
  return Boolean(clock) && (clock as Element).textContent === time;
}

/** Source that runs `fn` with `args` in the page, as written. */
const call = (fn: (...args: never[]) => unknown, args?: unknown) =>
  `(${fn.toString()})(${args === undefined ? '' : JSON.stringify(args)})`;

type Evaluate = <T>(source: string) => Promise<T>;

/** What a visitor notices first: the language and layout drawn, nothing cut off, real glyphs, the local time. */
async function expectReadable(evaluate: Evaluate, language: Language, orientation: string, what: string) {
  await waitForSource(
    (source) => evaluate<boolean>(source),
    call(drawnAs, { lang: language.lang, orientation, company: language.company }),
    what,
    60_000,
  );
  expect(await evaluate<string[]>(call(clippedNames)), `${what}: names cut off`).toEqual([]);
  // Polled: a script's faces start loading only once its style sheet is added for the names drawn.
  if (language.glyphs)
    await waitForSource(
      (source) => evaluate<boolean>(source),
      call(glyphsDrawn, language.glyphs),
      `${what}: ${language.glyphs.text} in ${language.glyphs.family}`,
      30_000,
    );
  expect(await evaluate<string | null>(call(canvasDirection)), what).toBe(
    language.lang === 'ar' ? 'rtl' : 'ltr',
  );
  // Polled: the clock turns at the minute, a moment after this engine's Intl does.
  await waitForSource(
    (source) => evaluate<boolean>(source),
    call(clockInZone, { lang: language.lang, zone: language.zone }),
    `${what}: the clock in ${language.zone}`,
    10_000,
  );
}

for (const orientation of ORIENTATIONS) {
  test(`a 60-company directory in English, German, Japanese and Arabic, ${orientation.name}`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const made = await lobbies();
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: orientation.viewport });
    const player = await context.newPage();
    await player.goto('/display');
    const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
    const deviceId = await publishToCode(
      org,
      code,
      { themeId: made.themes[orientation.name], listId: made.lists.en },
      `Languages ${orientation.name}`,
      made.buildings.en,
    );
    for (const language of LANGUAGES) {
      await showLanguage(deviceId, language, orientation.name);
      await expectReadable(
        (source) => player.evaluate(source),
        language,
        orientation.name,
        `${language.lang} ${orientation.name}`,
      );
      await player.screenshot({
        path: `${SHOTS}/${language.lang}-${orientation.viewport.width}x${orientation.viewport.height}.png`,
      });
    }
    await context.close();
  });
}

/** Moves the screen's device to `language`'s building and list and publishes it. */
async function showLanguage(deviceId: string, language: Language, orientation: string) {
  const made = await lobbies();
  await callAs(org.api, org.owner, 'POST', `/foyer/devices/${deviceId}`, {
    sub_org_id: made.buildings[language.lang],
    tenants_id: made.lists[language.lang],
    theme_id: made.themes[orientation as keyof Setup['themes']],
  });
  await callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
    org_id: org.owner.user.org_id,
    bundle_name: '',
    device_id: deviceId,
  });
}

for (const engine of OLD_CHROMIUMS) {
  // eslint-disable-next-line no-empty-pattern
  test(`${engine.label}: the same four directories in both orientations`, async ({}, testInfo) => {
    test.setTimeout(420_000);
    mkdirSync(SHOTS, { recursive: true });
    const made = await lobbies();
    const profile = mkdtempSync(path.join(os.tmpdir(), `foyer-languages-${engine.pkg}-`));
    const browser = await launchOldChromium(engine, profile);
    try {
      const page = await browser.newPage();
      await page.setViewport(ORIENTATIONS[0].viewport);
      await page.goto(`${E2E_BASE_URL}/display`);
      const code = await oldPairingCode(page);
      const deviceId = await publishToCode(
        org,
        code,
        { themeId: made.themes.landscape, listId: made.lists.en },
        `${engine.label} languages`,
        made.buildings.en,
      );
      for (const orientation of ORIENTATIONS) {
        await page.setViewport(orientation.viewport);
        for (const language of LANGUAGES) {
          const what = `${engine.label} ${language.lang} ${orientation.name}`;
          await showLanguage(deviceId, language, orientation.name);
          await expectReadable((source) => page.evaluate(source), language, orientation.name, what);
          const shot = `${SHOTS}/${engine.pkg}-${language.lang}-${orientation.viewport.width}x${orientation.viewport.height}.png`;
          await page.screenshot({ path: shot });
          await testInfo.attach(what, { path: shot, contentType: 'image/png' });
        }
      }
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
