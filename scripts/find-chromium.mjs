// Browser tests use an installed Chromium and never download one (the network may be closed).
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return null;
}
