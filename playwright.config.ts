import { existsSync } from 'node:fs';
import { chromium, defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_HOST, E2E_PORT } from './e2e/support/env';

/**
 * The browser tests run in an installed Chromium: CHROME_PATH, else /usr/bin/chromium, else
 * Playwright's own build if one is already installed. Nothing is downloaded at test time.
 */
function chromiumExecutable(): string | undefined {
  for (const candidate of [process.env.CHROME_PATH, '/usr/bin/chromium']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    'No Chromium found for the browser tests. Install one (`sudo apt-get install chromium` on Debian/Ubuntu) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Three browsers on CI's two cores: the tests mostly wait on pages and the server (TOOL-15).
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Ceilings, not waits: every step waits for a state and goes on as soon as it holds. They are
  // set for CI's 2-core machine under load, where a first page load alone can take 10 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The wrapper empties DATA_DIR first (Playwright starts the web server before globalSetup).
    command: 'node e2e/support/start-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: E2E_HOST,
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      // Every spec signs up its own accounts from 127.0.0.1; the real limits are API-tested.
      RATE_LIMIT_FACTOR: '20',
      // The sync tests fetch from their own HTTP server on 127.0.0.1 (docs/product.md §13).
      FETCH_ALLOWED_NETWORKS: '127.0.0.1/32',
    },
  },
});
