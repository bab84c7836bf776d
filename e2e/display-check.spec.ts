import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import { launchOldChromium, OLD_CHROMIUMS } from './support/old-chromium';

// A lobby TV's browser: full HD, nobody signed in.
test.use({ viewport: { width: 1920, height: 1080 } });

function row(page: Page, id: string) {
  return page.locator(`[data-check="${id}"]`);
}

test('an installer opens /display/check on the TV and reads that it can run Foyer', async ({
  page,
}, testInfo) => {
  const paired: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/tv-devices/')) paired.push(request.url());
  });

  await page.goto('/display/check');
  await expect(page.getByTestId('check-verdict')).toHaveText('This screen can run Foyer');
  await expect(page.getByText('All 9 checks passed.')).toBeVisible();

  await expect(page.locator('[data-check]')).toHaveCount(9);
  await expect(row(page, 'browser')).toContainText(/Chrome \d+ \(Blink\)/);
  await expect(row(page, 'javascript')).toContainText('Modern build');
  await expect(row(page, 'live')).toContainText('Streaming fetch works');
  await expect(row(page, 'server')).toContainText(/Reached in \d+ ms/);
  await expect(row(page, 'clock')).toContainText(/Matches the server|Within \d+ s of the server/);
  await expect(row(page, 'storage')).toContainText('1 MB test');
  await expect(row(page, 'offline')).toContainText('Service worker ready');
  await expect(row(page, 'screen')).toContainText('1920 × 1080 at 1×');
  for (const id of ['browser', 'javascript', 'live', 'server', 'clock', 'storage', 'offline', 'screen']) {
    await expect(row(page, id).getByText('Pass', { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/Player \d+\.\d+\.\d+ · modern build/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('display-check-1920x1080.png') });

  // The check page never pairs: the screen stays unknown to Foyer until the player starts.
  expect(paired).toEqual([]);
  await page.getByRole('link', { name: 'Start the player' }).click();
  await expect(page.getByTestId('pairing-code')).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
});

test('a TV whose clock is wrong is told it cannot run Foyer, and why', async ({ page }, testInfo) => {
  // 7½ minutes ahead: the measured skew, a second or two off on a busy machine, still reads 7 min.
  await page.clock.setSystemTime(Date.now() + 7.5 * 60 * 1000);
  await page.goto('/display/check');

  await expect(page.getByTestId('check-verdict')).toHaveText(
    /^This screen cannot run Foyer: clock 7 min \d{1,2} s ahead of the server$/,
  );
  await expect(row(page, 'clock').getByText('Fail', { exact: true })).toBeVisible();
  await expect(row(page, 'clock')).toContainText('Turn on automatic date and time');
  await expect(row(page, 'server').getByText('Pass', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('display-check-clock-1920x1080.png') });
});

// The page is for old TV browsers above all: it must run on the legacy build in a real old engine.
for (const old of OLD_CHROMIUMS) {
  test(`the check page runs in ${old.label} on the legacy build`, async ({ browserName: _ }, testInfo) => {
    test.setTimeout(90_000);
    const browser = await launchOldChromium(old, testInfo.outputPath('profile'));
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 1920, height: 1080 });
      await page.goto(`${E2E_BASE_URL}/display/check`, { waitUntil: 'load' });
      const text = (selector: string) =>
        page.evaluate<string>(`(document.querySelector('${selector}') || {}).textContent || ''`);
      // Polled from here: puppeteer 1.0's waitForFunction evaluates a string, which our CSP forbids.
      await expect
        .poll(() => text('[data-testid="check-verdict"]'), { timeout: 30_000 })
        .toMatch(/^This screen/);
      await page.screenshot({ path: testInfo.outputPath(`display-check-chromium-${old.major}.png`) });
      expect(await text('[data-testid="check-verdict"]')).toBe('This screen can run Foyer');
      expect(await text('[data-check="browser"] .check-detail')).toContain(`Chrome ${old.major} (Blink)`);
      expect(await text('[data-check="javascript"] .check-detail')).toBe(
        'Compatible build for older browsers',
      );
      expect(await text('[data-check="live"] .check-detail')).toBe('Streaming fetch works');
      expect(await text('[data-check="wake"] .check-badge-text')).toBe('Warning');
    } finally {
      await browser.close();
    }
  });
}
