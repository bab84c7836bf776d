import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import {
  launchOldChromium,
  OLD_CHROMIUMS,
  oldPairingCode,
  unexpectedErrors,
  waitInOldPage,
} from './support/old-chromium';
import { addLobby, publishToCode } from './support/lobby-screens';
import { createSubOrganization, organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

/*
 * Emergency alerts in the buildings' languages (docs/product.md §16 "Alerts in the building's
 * languages", docs/decisions/languages.md LNG-22..24): a template alert started from the dashboard
 * shows on a German + English building's real player in both languages at once; an Arabic one in
 * Chromium 65 (a TV's engine) right to left.
 */

const org = organizationForFile('alert-languages-owner');
const SHOTS = '/tmp/pw-alerts';
const DIRECTORY = [{ company_name: 'Harbor Dental', floor: '3', suite_room: '301' }];

const setLanguages = (id: string, name: string, languages: string[]) =>
  callAs(org.api, org.owner, 'POST', `/foyer/sub-organizations/${id}`, { name, languages });

const endAlert = (id: string) => callAs(org.api, org.owner, 'POST', `/foyer/emergency-alerts/${id}/end`);

test("'Evacuate' from the dashboard shows in German and English at once on the building's screen", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const building = await createSubOrganization(org, 'Kaiserhof Zürich');
  await setLanguages(building.id, 'Kaiserhof Zürich', ['de', 'en']);
  const player = await pageAs(browser, null, { viewport: { width: 1920, height: 1080 } });
  await player.goto('/display');
  const code = (await player.getByTestId('pairing-code').textContent()) ?? '';
  await publishToCode(org, code, await addLobby(org, 'Zürich lobby', DIRECTORY), 'Zürich lobby', building.id);
  await expect(player.getByText('Harbor Dental')).toBeVisible();

  // The dialog: the English pair as before, and the German one from the template's messages.
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/devices');
  await page.getByRole('button', { name: 'Emergency alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start an emergency alert' });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Evacuate the building');
  const german = dialog.getByRole('group', { name: 'German (Deutsch)' });
  await expect(german.getByLabel('Title (German (Deutsch))')).toHaveValue('Gebäude sofort verlassen');
  await expect(german.getByLabel('Text (German (Deutsch))')).toHaveValue(
    /^Gehen Sie sofort zum nächsten Ausgang\./,
  );
  // The preview: a German + English screen, the band word in both.
  await expect(dialog.getByTestId('emergency-alert').locator('p').first()).toHaveText('NOTFALL · EMERGENCY');
  await dialog.getByRole('button', { name: 'Start alert on 1 screen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start alert' }).click();
  await expect(dialog).toHaveCount(0);

  // The screen: both at once, German (the main language) first, the band word in both.
  const alert = player.getByRole('alert');
  // Each language's part is the block around its title.
  const parts = alert.locator('div:has(> h1)');
  await expect(parts).toHaveCount(2);
  await expect(parts.nth(0).getByRole('heading')).toHaveText('Gebäude sofort verlassen');
  await expect(parts.nth(0)).toHaveAttribute('lang', 'de');
  await expect(parts.nth(1).getByRole('heading')).toHaveText('Evacuate the building');
  await expect(alert.locator('p').first()).toHaveText('NOTFALL · EMERGENCY');
  await expect(alert).toContainText('Benutzen Sie keine Aufzüge.');
  await expect(alert).toContainText('Do not use the elevators.');
  // Sized to fit: everything inside the screen, the German above the English.
  const box = await alert.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 1920, height: 1080 });
  const first = await parts.nth(0).boundingBox();
  const second = await parts.nth(1).boundingBox();
  expect((first?.y ?? 0) + (first?.height ?? 0)).toBeLessThanOrEqual(second?.y ?? 0);
  expect((second?.y ?? 0) + (second?.height ?? 0)).toBeLessThanOrEqual(1080);
  expect(second?.height ?? 0).toBeGreaterThan(100);
  await player.screenshot({ path: `${SHOTS}/evacuate-german-english-1920x1080.png` });

  const started = await callAs<{ active: Array<{ id: string; translations: Record<string, unknown> }> }>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/emergency-alerts`,
  );
  expect(Object.keys(started.active[0]?.translations ?? {})).toEqual(['de']);
  await endAlert(started.active[0]?.id ?? '');
  await expect(player.getByText('Harbor Dental')).toBeVisible();

  // A fire panel's own text (LNG-22): nothing is filled from the template, so the screen draws the
  // panel's words, not the template's generic German.
  const hook = await callAs<{ token: string }>(
    org.api,
    org.owner,
    'POST',
    `/foyer/organizations/${org.owner.user.org_id}/alert-webhook`,
  );
  const fire = await org.api.post('/api/foyer/hooks/emergency-alerts', {
    headers: { authorization: `Bearer ${hook.token}` },
    data: {
      action: 'start',
      template: 'evacuate',
      text: 'Fire on floor 3 – do not use stair B',
      building_ids: [building.id],
    },
  });
  expect(fire.status()).toBe(200);
  await expect(alert).toContainText('Fire on floor 3 – do not use stair B');
  await expect(parts).toHaveCount(1);
  await expect(parts.nth(0).getByRole('heading')).toHaveText('Evacuate the building');
  await expect(alert).not.toContainText('Gebäude sofort verlassen');
  await endAlert(((await fire.json()) as { data: { alert: { id: string } } }).data.alert.id);
  await expect(player.getByText('Harbor Dental')).toBeVisible();
  await page.context().close();
  await player.context().close();
});

const chromium65 = OLD_CHROMIUMS.find((engine) => engine.major === 65);
// eslint-disable-next-line no-empty-pattern
test('Chromium 65: an Arabic + English building draws the alert in both, Arabic right to left', async ({}, testInfo) => {
  test.setTimeout(180_000);
  if (!chromium65) throw new Error('Chromium 65 is not configured');
  mkdirSync(SHOTS, { recursive: true });
  const profile = mkdtempSync(path.join(os.tmpdir(), 'foyer-alerts-chromium-65-'));
  const browser = await launchOldChromium(chromium65, profile);
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error.message)));
    await page.setViewport({ width: 1920, height: 1080 });
    await page.goto(`${E2E_BASE_URL}/display`);
    const code = await oldPairingCode(page);
    const building = await createSubOrganization(org, 'Marina Tower');
    await setLanguages(building.id, 'Marina Tower', ['ar', 'en']);
    await publishToCode(
      org,
      code,
      await addLobby(org, 'Marina lobby', DIRECTORY),
      'Marina lobby',
      building.id,
    );
    await waitInOldPage(page, () => document.body.innerText.indexOf('Harbor Dental') >= 0, 'the directory');

    const alert = await callAs<{ id: string }>(
      org.api,
      org.owner,
      'POST',
      `/foyer/organizations/${org.owner.user.org_id}/emergency-alerts`,
      {
        template: 'evacuate',
        title: 'Evacuate the building',
        text: 'Leave now by the nearest exit. Do not use the elevators. Go to the assembly point and wait for instructions.',
        scope: { kind: 'buildings', ids: [building.id] },
      },
    );
    await waitInOldPage(
      page,
      () => document.querySelectorAll('[role="alert"] h1').length === 2,
      'the alert in two languages',
    );
    const drawn = await page.evaluate<{ parts: string[][]; band: string }>(`(function () {
      var parts = document.querySelectorAll('[role="alert"] h1');
      var out = [];
      for (var i = 0; i < parts.length; i++) {
        var block = parts[i].parentNode;
        out.push([block.getAttribute('lang') || '', block.getAttribute('dir') || '', parts[i].textContent]);
      }
      return { parts: out, band: document.querySelector('[role="alert"] p').textContent };
    })()`);
    expect(drawn).toEqual({
      parts: [
        ['ar', 'rtl', 'أخلوا المبنى'],
        ['', 'auto', 'Evacuate the building'],
      ],
      band: 'طوارئ · EMERGENCY',
    });
    const shot = `${SHOTS}/chromium-65-evacuate-arabic-english-1920x1080.png`;
    await page.screenshot({ path: shot });
    await testInfo.attach('Chromium 65 alert', { path: shot, contentType: 'image/png' });
    await endAlert(alert.id);
    expect(unexpectedErrors(errors)).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
