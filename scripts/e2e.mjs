// `npm run test:e2e`: Playwright in the system Chromium; fails with instructions when none is found.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { findChromium } from './find-chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found for the browser tests.\n' +
      'Install one with `sudo apt-get install chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
process.exit(result.status ?? 1);
