import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import {
  launchOldChromium,
  OLD_CHROMIUMS,
  oldPairingCode,
  unexpectedErrors,
  waitInOldPage,
} from './support/old-chromium';
import { organizationForFile } from './support/organization-setup';
import { callAs } from './support/users';

/**
 * The player in the TV browsers lobbies own (docs/screens.md): real Chromium 65 (LG webOS 5,
 * Tizen 5 era) and Chromium 78 (webOS 6) pair, show the published directory and take a live update.
 * Both load the legacy build; a screenshot of each directory is kept in test-results/.
 */
const org = organizationForFile('old-tv-owner');

for (const engine of OLD_CHROMIUMS) {
  // No Playwright fixture: the old engine is launched below, Playwright cannot drive it.
  // eslint-disable-next-line no-empty-pattern
  test(`${engine.label} pairs, shows the published directory and takes a live update`, async ({}, testInfo) => {
    test.setTimeout(120_000);
    const profile = mkdtempSync(path.join(os.tmpdir(), `foyer-${engine.pkg}-`));
    const browser = await launchOldChromium(engine, profile);
    try {
      expect(await browser.version()).toContain(`Chrome/${engine.major}.`);
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error.message)));
      await page.setViewport({ width: 1280, height: 720 });
      await page.goto(`${E2E_BASE_URL}/display`);

      const code = await oldPairingCode(page);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      // The legacy build runs, and its flexbox spacing holds without `gap`: the code's letters stand apart.
      expect(await page.evaluate(() => (window as { System?: unknown }).System !== undefined)).toBe(true);
      const spacing = await page.evaluate(() => {
        const [first, second] = Array.from(document.querySelectorAll('.player-code-char')).map((c) =>
          c.getBoundingClientRect(),
        );
        return first && second ? second.left - first.right : -1;
      });
      expect(spacing).toBeGreaterThan(8);
      // It downloaded the legacy player alone: never the modern one, which its engine cannot run
      // (docs/decisions/player.md PLY-29).
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => /^\/assets\/display-[\w-]+\.js$/.test(pathname)),
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((pathname) => !pathname.includes('-legacy-'))).toEqual([]);
      const downloaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\.js$/.test(name)),
      );
      let gzipBytes = 0;
      for (const url of new Set(downloaded))
        gzipBytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
      console.log(`${engine.label} downloaded ${(gzipBytes / 1024).toFixed(1)} KB of JavaScript (gzip)`);

      const orgId = org.owner.user.org_id;
      // The screen's building, with its mobile directory on: the screen shows its name and a QR code.
      const building = await callAs<{ id: string; name: string }>(
        org.api,
        org.owner,
        'POST',
        `/foyer/organizations/${orgId}/sub-organizations`,
        { name: `${engine.label} Tower`, description: '' },
      );
      const directory = await callAs<{ url: string }>(
        org.api,
        org.owner,
        'POST',
        `/foyer/sub-organizations/${building.id}/mobile-directory`,
        { enabled: true },
      );
      const theme = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/themes', {
        org_id: orgId,
        name: `${engine.label} Lobby`,
        layout: 'list-simple',
        header: { buildingName: true, clock: 'date-time' },
        tenants: { groupByFloor: true },
        media: { directoryQr: 'footer' },
      });
      const list = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/tenants', {
        org_id: orgId,
        name: `${engine.label} Tenants`,
        entries: [
          { company_name: 'Blue Heron Dental', floor: '3', suite_room: '301' },
          { company_name: 'Quayside Legal', floor: '5', suite_room: '510' },
          { company_name: 'Northwind Architects', floor: '7', suite_room: '702' },
        ],
      });
      const device = await callAs<{ id: string }>(org.api, org.owner, 'POST', '/foyer/devices', {
        org_id: orgId,
        sub_org_id: building.id,
        name: `${engine.label} Screen`,
        pairing_code: code,
        theme_id: theme.id,
        tenants_id: list.id,
      });
      const publish = () =>
        callAs(org.api, org.owner, 'POST', '/foyer/published-bundles', {
          org_id: orgId,
          bundle_name: `${engine.label} Bundle`,
          theme_id: theme.id,
          device_id: device.id,
          pairing_code: code,
          tenants_id: list.id,
        });
      await publish();

      await waitInOldPage(
        page,
        // The QR code's encoder arrives on first use (docs/decisions/languages.md LNG-7).
        () =>
          document.body.innerText.includes('Northwind Architects') &&
          document.querySelector('[data-part="directory-qr"] svg') !== null,
        'the directory and its QR code',
      );
      const layout = await page.evaluate(() => {
        // Plain numbers: a DOMRect does not survive the trip out of the page.
        const box = (text: string) => {
          const cell = Array.from(document.querySelectorAll('[role="cell"]')).find(
            (c) => c.textContent === text,
          );
          const rect = cell?.getBoundingClientRect();
          return rect ? { left: rect.left, right: rect.right } : null;
        };
        return { company: box('Quayside Legal'), suite: box('510'), width: window.innerWidth };
      });
      // The row reads left to right inside the screen: no cells on top of each other, nothing off screen.
      const { company, suite } = layout;
      if (!company || !suite) throw new Error('The directory has no Quayside Legal row');
      expect(suite.left).toBeGreaterThanOrEqual(company.right - 1);
      expect(suite.right).toBeLessThanOrEqual(layout.width);
      // Floor headings, the building's name, the clock and the QR code to the directory draw here too.
      const extras = await page.evaluate(() => ({
        floors: Array.from(document.querySelectorAll('[data-floor-heading]')).map((row) => row.textContent),
        building: document.querySelector('[data-part="header-building"]')?.textContent ?? null,
        clock: Boolean(document.querySelector('[data-part="header-clock"]')?.textContent),
        qr: document.querySelector('[data-part="directory-qr"] svg')?.getAttribute('data-qr-value') ?? null,
        qrDrawn: (document.querySelector('[data-part="directory-qr"] path')?.getAttribute('d') ?? '').length,
      }));
      expect(extras.floors).toEqual(['Floor 3', 'Floor 5', 'Floor 7']);
      expect(extras.building).toBe(building.name);
      expect(extras.clock).toBe(true);
      expect(extras.qr).toBe(directory.url);
      expect(extras.qrDrawn).toBeGreaterThan(100);
      const shot = testInfo.outputPath(`${engine.pkg}-directory.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(`${engine.label} directory`, { path: shot, contentType: 'image/png' });

      // A rename, published again, reaches the screen over the live stream, without a reload.
      await callAs(org.api, org.owner, 'POST', `/foyer/tenants/${list.id}`, {
        entries: [
          { company_name: 'Blue Heron Family Dental', floor: '3', suite_room: '301' },
          { company_name: 'Quayside Legal', floor: '5', suite_room: '510' },
          { company_name: 'Northwind Architects', floor: '7', suite_room: '702' },
        ],
      });
      await page.evaluate(() => {
        (window as { stayedOnPage?: boolean }).stayedOnPage = true;
      });
      await publish();
      await waitInOldPage(
        page,
        () => document.body.innerText.includes('Blue Heron Family Dental'),
        'the update',
      );
      expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);

      // An emergency alert takes the whole screen over the live stream, and ends the same way.
      const alert = await callAs<{ id: string }>(
        org.api,
        org.owner,
        'POST',
        `/foyer/organizations/${orgId}/emergency-alerts`,
        {
          template: 'evacuate',
          title: 'Evacuate the building',
          scope: { kind: 'screens', ids: [device.id] },
        },
      );
      await waitInOldPage(
        page,
        () => {
          const box = document.querySelector('[role="alert"]')?.getBoundingClientRect();
          return Boolean(box && box.width === window.innerWidth && box.height === window.innerHeight);
        },
        'the alert, full screen',
      );
      expect(
        await page.evaluate(() => document.querySelector('[role="alert"]')?.textContent ?? ''),
      ).toContain('Evacuate the building');
      const alertShot = testInfo.outputPath(`${engine.pkg}-alert.png`);
      await page.screenshot({ path: alertShot });
      await testInfo.attach(`${engine.label} alert`, { path: alertShot, contentType: 'image/png' });
      await callAs(org.api, org.owner, 'POST', `/foyer/emergency-alerts/${alert.id}/end`, {});
      await waitInOldPage(page, () => document.querySelector('[role="alert"]') === null, 'the alert to end');

      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
