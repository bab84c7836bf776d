// The built server on a port of its own with a fresh data folder, for the bench scripts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Starts `apps/server/dist/server.js` on `port` with `dataDir` (and `env` on top); resolves once
 * it answers, within `tries` × 100 ms.
 */
export async function startServer(port, dataDir, { env = {}, tries = 100 } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Signs up a new bench account; answers its token and organization id. */
export async function registerBenchAccount(base) {
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password',
    }),
  }).then((r) => r.json());
  return { token: register.data.token, orgId: register.data.user.org_id };
}

/** Resident memory of process `pid`, in MB. */
export function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}
