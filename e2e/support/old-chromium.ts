import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/**
 * Real old Chromium builds for the player's TV-browser tests (docs/screens.md): the npm packages
 * `chrome-aws-lambda` 1.0.0 (Chromium 65) and 1.20.4 (Chromium 78), installed under the aliases
 * `chromium-65` and `chromium-78`, carry a brotli-compressed headless Chromium. It is unpacked once
 * into node_modules/.cache and driven by the puppeteer release of its time: `puppeteer` 1.0 (alias
 * `puppeteer-1.0`, installed without its browser download) for 65, `puppeteer-core` 1.20 for 78.
 * Playwright cannot drive them: it needs a current browser.
 */
export interface OldChromium {
  /** What the test names it by, e.g. 'Chromium 65'. */
  label: string;
  major: number;
  pkg: string;
  /** The compressed binary inside the package. */
  file: string;
  /** The puppeteer release made for this Chromium (the protocol changed between them). */
  driver: string;
}

export const OLD_CHROMIUMS: readonly OldChromium[] = [
  {
    label: 'Chromium 65',
    major: 65,
    pkg: 'chromium-65',
    file: 'bin/chromium-65.0.3312.0.br',
    driver: 'puppeteer-1.0',
  },
  { label: 'Chromium 78', major: 78, pkg: 'chromium-78', file: 'bin/chromium.br', driver: 'puppeteer-core' },
];

/** The part of puppeteer-core 1.20's API the tests use (the package ships no types). */
export interface OldPage {
  goto(url: string, options?: { waitUntil?: string; timeout?: number }): Promise<unknown>;
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  evaluate<T>(fn: string | (() => T)): Promise<T>;
  waitForFunction(fn: string, options?: { polling?: number | string; timeout?: number }): Promise<unknown>;
  screenshot(options: { path: string }): Promise<unknown>;
  on(
    event: 'console' | 'pageerror',
    handler: (value: { text?: () => string; message?: string }) => void,
  ): void;
  reload(options?: { waitUntil?: string }): Promise<unknown>;
}

export interface OldBrowser {
  newPage(): Promise<OldPage>;
  version(): Promise<string>;
  close(): Promise<void>;
}

interface Puppeteer {
  launch(options: {
    executablePath: string;
    headless: boolean;
    args: string[];
    userDataDir?: string;
    timeout?: number;
  }): Promise<OldBrowser>;
}

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/foyer-old-chromium');

/** The unpacked binary of `browser`, unpacked on first use (an atomic rename, so parallel workers agree). */
export function oldChromiumExecutable(browser: OldChromium): string {
  const target = path.join(cacheDir, browser.pkg, 'chromium');
  if (existsSync(target)) return target;
  const source = path.join(path.dirname(require.resolve(`${browser.pkg}/package.json`)), browser.file);
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(source)), { mode: 0o755 });
  renameSync(partial, target);
  return target;
}

/** A headless old Chromium with a fresh profile, flags as for the current one (no network beyond loopback). */
export async function launchOldChromium(browser: OldChromium, profileDir: string): Promise<OldBrowser> {
  const puppeteer = require(browser.driver) as Puppeteer;
  return puppeteer.launch({
    executablePath: oldChromiumExecutable(browser),
    headless: true,
    userDataDir: profileDir,
    timeout: 60_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-zygote',
    ],
  });
}

/**
 * Polls `fn` in an old engine's page until it answers a truthy value. The old puppeteer's own
 * waitForFunction evaluates a string, which the player's CSP forbids. `fn` runs in that engine as
 * written: keep it to its syntax (no `?.` or `??`).
 */
export async function waitInOldPage<T>(
  page: OldPage,
  fn: () => T,
  what: string,
  timeout = 20_000,
): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn);
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pairing code an old engine's player shows, once it shows one. */
export function oldPairingCode(page: OldPage, timeout?: number): Promise<string> {
  return waitInOldPage(
    page,
    () => {
      const box = document.querySelector('[data-testid="pairing-code"]');
      return box ? box.textContent || '' : '';
    },
    'the pairing code',
    timeout,
  );
}

/** Errors every old engine reports while it skips the modern build (plugin-legacy says to ignore them). */
export const EXPECTED_OLD_ENGINE_ERRORS = [
  /^SyntaxError: Unexpected token/,
  /import\.meta\.resolve not supported/,
];

/** The page errors an old engine reported besides those it always reports. */
export const unexpectedErrors = (errors: readonly string[]): string[] =>
  errors.filter((message) => !EXPECTED_OLD_ENGINE_ERRORS.some((known) => known.test(message)));

/**
 * Polls `source` (an expression, run as written: the page knows nothing of the test's files) with
 * `evaluate` until it is true: in an old engine's page or a current one's.
 */
export async function waitForSource(
  evaluate: (source: string) => Promise<boolean>,
  source: string,
  what: string,
  timeout = 40_000,
): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    if (await evaluate(source)) return;
    if (Date.now() > until) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
