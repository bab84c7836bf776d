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

/**
 * Resident memory of process `pid`, in MB. With thousands of screens' sockets open this process
 * may have no file descriptor left for a moment (idle keep-alive connections close after 4 s):
 * it waits and reads again rather than ending the bench.
 */
export function rssMb(pid) {
  for (let attempt = 0; ; attempt++) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      return kb / 1024;
    } catch (error) {
      if (error.code !== 'EMFILE' || attempt >= 50) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The value at percentile `p` (0–100) of `list`. */
export function percentile(list, p) {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/** Stops a server started by startServer and waits for it to exit. */
export async function stopServer(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A small API client for the benches' set-up: `call(method, path, body, headers)`. */
export function api(base, token) {
  return async (method, path, body, headers = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return { res, text, json: text ? JSON.parse(text) : null };
  };
}

/** Runs `task(i)` for i in 0..count-1, `size` at a time; answers the results in order. */
export async function inBatches(count, size, task) {
  const results = [];
  for (let i = 0; i < count; i += size) {
    results.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => task(i + j)))),
    );
  }
  return results;
}
