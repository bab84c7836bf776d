// Only the Lighthouse mobile figures of `npm run bench` (scripts/bench-mobile.mjs), for working on
// the dashboard's phone speed without the rest of the bench: `node scripts/bench-mobile-only.mjs`.
// BENCH_MOBILE_RUNS sets the runs per page (default 3), BENCH_MOBILE_DETAIL=1 prints where the
// main thread's time goes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { mobileFigures } from './bench-mobile.mjs';
import { registerBenchAccount, startServer } from './bench-server.mjs';

const PORT = 4392;
const BASE = `http://127.0.0.1:${PORT}`;

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-mobile-'));
const server = await startServer(PORT, dataDir);
try {
  const { token, orgId } = await registerBenchAccount(BASE);
  console.table(await mobileFigures(BASE, token, orgId));
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
