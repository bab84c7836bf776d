import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { publishToCode } from './support/lobby-screens';
import { launchOldChromium, OLD_CHROMIUMS, oldPairingCode, waitInOldPage } from './support/old-chromium';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

/*
 * A lobby screen's header on the real player (docs/decisions/themes.md THM-33): without a logo it
 * shows the building's name, never the theme's name, and the name is never cut for the clock and
 * QR code: on a portrait screen they move to their own line under it. In today's Chromium and in
 * Chromium 65 (LG webOS 5, Tizen 5), which loads the legacy build.
 */

const org = organizationForFile('screen-header-owner');
const BUILDING = 'Kaiserhof Business Center Frankfurt am Main';
/** A theme name of the kind the builder makes up: staff's label, not something for visitors. */
const THEME_NAME = 'list-simple landscape Poppins';
const VIEWPORTS = {
  portrait: { width: 1080, height: 1920 },
  landscape: { width: 1920, height: 1080 },
} as const;
type Orientation = keyof typeof VIEWPORTS;

let buildingId = '';

test.beforeAll(async () => {
  buildingId = (await createSubOrganization(org, BUILDING)).id;
  // The QR code in the header shows only while the building's mobile directory is on.
  await callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${buildingId}/mobile-directory`, {
    enabled: true,
  });
});

/** Pairs the player showing `code` with a new device of the building and publishes a no-logo theme with the clock and QR code in the header. */
async function publishToScreen(code: string, orientation: Orientation, label: string): Promise<void> {
  const org_id = org.owner.user.org_id;
  const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
    org_id,
    sub_org_id: buildingId,
    name: THEME_NAME,
    layout: 'list-simple',
    layoutOptions: { orientation },
    typography: { fontFamily: 'Poppins' },
    header: { clock: 'date-time', backgroundColor: '#0b1f3a' },
    media: { directoryQr: 'header' },
  });
  const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
    org_id,
    sub_org_id: buildingId,
    name: `Kaiserhof ${label} tenants`,
    entries: [
      { company_name: 'Rhein-Main Treuhand GmbH', floor: '4', suite_room: '410' },
      { company_name: 'Mainufer Zahnarztpraxis', floor: '2', suite_room: '201' },
    ],
  });
  await publishToCode(org, code, { themeId: theme.id, listId: list.id }, `Kaiserhof ${label}`, buildingId);
}

/**
 * What the screen shows of its header, read in the page. The name is cut when its text is wider or
 * taller than its box (cut with '…' on one line, or clamped after two) or drawn past its edges.
 * It runs in Chromium 65 as written: no `?.` or `??`.
 */
function headerOnScreen() {
  const header = document.querySelector('[data-element="header"]');
  const name = document.querySelector<HTMLElement>(
    '[data-element="header"] [data-part="header-building"] [data-fit="header-name"]',
  );
  const clock = document.querySelector('[data-element="header"] [data-part="header-clock"]');
  const qr = document.querySelector('[data-element="header"] [data-part="directory-qr"] svg');
  if (!header || !name || !clock || !qr) return null;
  const box = name.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(name);
  const text = range.getBoundingClientRect();
  const clockBox = clock.getBoundingClientRect();
  const labels = Array.from(document.querySelectorAll('[alt], [title], [aria-label]')).map((element) =>
    ['alt', 'title', 'aria-label'].map((attribute) => element.getAttribute(attribute) || '').join(' '),
  );
  return {
    name: name.textContent,
    cut: {
      across: name.scrollWidth > name.clientWidth,
      below: name.scrollHeight > name.clientHeight,
      outside:
        text.left < box.left - 0.5 ||
        text.right > box.right + 0.5 ||
        text.top < box.top - 0.5 ||
        text.bottom > box.bottom + 0.5,
    },
    stacked: header.getAttribute('data-stacked') === 'true',
    clockShown: clockBox.width > 0 && clockBox.height > 0,
    clockUnderName: clockBox.top >= box.bottom,
    pageText: `${document.body.innerText} ${labels.join(' ')}`,
  };
}

type HeaderOnScreen = NonNullable<ReturnType<typeof headerOnScreen>>;
const isCut = ({ cut }: HeaderOnScreen) => cut.across || cut.below || cut.outside;

/** The whole building name, the clock, and nowhere the theme's name; the clock under the name in portrait. */
function expectWholeName(state: HeaderOnScreen, orientation: Orientation) {
  expect(state.name).toBe(BUILDING);
  expect(state.cut).toEqual({ across: false, below: false, outside: false });
  expect(state.clockShown).toBe(true);
  expect(state.pageText).not.toContain(THEME_NAME);
  if (orientation === 'portrait') expect(state).toMatchObject({ stacked: true, clockUnderName: true });
}

for (const orientation of ['portrait', 'landscape'] as const) {
  test(`a ${orientation} screen shows the whole building name, with the clock and QR code`, async ({
    browser,
  }) => {
    const player = await pageAs(browser, null, { viewport: VIEWPORTS[orientation] });
    await player.goto('/display');
    await publishToScreen(
      (await player.getByTestId('pairing-code').textContent()) ?? '',
      orientation,
      orientation,
    );
    await expect(player.getByText('Rhein-Main Treuhand GmbH')).toBeVisible();
    // The header fits itself again when Poppins arrives; wait for the face, then for the fit.
    await player.waitForFunction(() => document.fonts.check('700 16px Poppins'));
    await expect
      .poll(async () => (await player.evaluate(headerOnScreen))?.cut)
      .toEqual({ across: false, below: false, outside: false });
    expectWholeName((await player.evaluate(headerOnScreen)) as HeaderOnScreen, orientation);

    await player.screenshot({ path: test.info().outputPath(`header-${orientation}.png`) });
    await player.context().close();
  });
}

const chromium65 = OLD_CHROMIUMS.find((engine) => engine.major === 65);

// No Playwright fixture: the old engine is launched below, Playwright cannot drive it.
// eslint-disable-next-line no-empty-pattern
test('a portrait screen in Chromium 65 shows the whole building name above the clock', async ({}, testInfo) => {
  test.setTimeout(120_000);
  if (!chromium65) throw new Error('OLD_CHROMIUMS has no Chromium 65');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'foyer-header-65-'));
  const browser = await launchOldChromium(chromium65, profile);
  try {
    const page = await browser.newPage();
    await page.setViewport(VIEWPORTS.portrait);
    await page.goto(`${E2E_BASE_URL}/display`);
    await publishToScreen(await oldPairingCode(page), 'portrait', 'Chromium 65');
    // As waitInOldPage does, ask again until the header has fitted itself (Poppins arrives late).
    let state: HeaderOnScreen = (await waitInOldPage(page, headerOnScreen, 'the header')) as HeaderOnScreen;
    for (const until = Date.now() + 20_000; isCut(state) && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await page.evaluate(headerOnScreen)) ?? state;
    }
    expectWholeName(state, 'portrait');
    const shot = testInfo.outputPath('header-portrait-chromium-65.png');
    await page.screenshot({ path: shot });
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
