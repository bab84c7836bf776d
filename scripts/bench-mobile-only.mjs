// Only the Lighthouse mobile figures of `npm run bench` (scripts/bench-mobile.mjs), for working on
// the dashboard's phone speed without the rest of the bench: `node scripts/bench-mobile-only.mjs`.
// BENCH_MOBILE_RUNS sets the runs per page (default 3), BENCH_MOBILE_DETAIL=1 prints where the
// main thread's time goes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { mobileFigures } from './bench-mobile.mjs';

const root = resolve(import.meta.dirname, '..');
const PORT = 4392;
const BASE = `http://127.0.0.1:${PORT}`;

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-mobile-'));
const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: BASE,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      if (i > 100) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const register = await fetch(`${BASE}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password',
    }),
  }).then((r) => r.json());
  const rows = await mobileFigures(BASE, register.data.token, register.data.user.org_id);
  console.table(rows);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
