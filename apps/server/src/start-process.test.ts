import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStream, type TestStream } from './test/sse-client';

/*
 * `npm start` as an operator or a process supervisor runs it: a real npm, its shell, the start
 * script and the server bundled from the current source. It runs in a sandbox folder (the start
 * scripts, that bundle, a stand-in web build, node_modules linked), so nothing in the checkout
 * is built or written.
 */

const repo = path.resolve(import.meta.dirname, '../../..');
/** close-with-grace's hard stop in server.ts is 10 s; nothing is in flight here, so far less. */
const STOP_BOUND_MS = 5000;

let sandbox = '';
const running: ChildProcess[] = [];
const serverPids: number[] = [];
const streams: TestStream[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  sandbox = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-start-'));
  await fs.cp(path.join(repo, 'scripts'), path.join(sandbox, 'scripts'), { recursive: true });
  await fs.symlink(path.join(repo, 'node_modules'), path.join(sandbox, 'node_modules'), 'dir');
  const pkg = JSON.parse(await fs.readFile(path.join(repo, 'package.json'), 'utf8')) as {
    scripts: { start: string };
    engines: Record<string, string>;
  };
  await fs.writeFile(
    path.join(sandbox, 'package.json'),
    JSON.stringify({
      name: 'foyer-start-test',
      private: true,
      type: 'module',
      scripts: { start: pkg.scripts.start },
      // The start script reads the Node.js minimum from here (scripts/supported-node.mjs).
      engines: pkg.engines,
    }),
  );
  await fs.mkdir(path.join(sandbox, 'apps/web/dist'), { recursive: true });
  await fs.writeFile(path.join(sandbox, 'apps/web/dist/index.html'), '<!doctype html><title>Foyer</title>');
  const bundle = spawnSync(
    process.execPath,
    [path.join(repo, 'apps/server/build.mjs'), path.join(sandbox, 'apps/server/dist/server.js')],
    { encoding: 'utf8' },
  );
  if (bundle.status !== 0) throw new Error(`Bundling the server failed: ${bundle.stderr}`);
}, 60_000);

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
  // A failed test must not leave a server behind.
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    }
  }
  for (const pid of serverPids.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});

afterAll(async () => {
  for (const dir of [sandbox, ...dataDirs]) if (dir) await fs.rm(dir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True when nothing listens on `port` any more: we can take it ourselves. */
async function portIsFree(port: number): Promise<boolean> {
  const server = net.createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (free) await new Promise((resolve) => server.close(resolve));
  return free;
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Started {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The server's own pid, from its log (pino writes it on every line). */
  serverPid: number;
  base: string;
  port: number;
  output: () => string;
}

/** Starts `command` in the sandbox on a free port and a fresh data folder; resolves once healthy. */
async function start(command: string, args: string[]): Promise<Started> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-start-data-'));
  dataDirs.push(dataDir);
  // Not the npm run that may have started this test: npm sets its own, a direct start has none.
  const { npm_lifecycle_event: _ignored, ...env } = process.env;
  const child = spawn(command, args, {
    cwd: sandbox,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as in a terminal, where Ctrl-C signals the whole group.
    detached: true,
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  await until(
    `${command} ${args.join(' ')} answering /api/health (output: ${output})`,
    async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok === true,
    30_000,
  );
  const line = output.split('\n').find((l) => l.includes('"msg":"Foyer on'));
  const serverPid = line ? (JSON.parse(line) as { pid: number }).pid : NaN;
  if (!Number.isInteger(serverPid)) throw new Error(`No server pid in the log: ${output}`);
  serverPids.push(serverPid);
  return { child, exited, serverPid, base, port, output: () => output };
}

/** A new screen's live stream, open until the server ends it. */
async function openScreenStream(base: string): Promise<TestStream> {
  const res = await fetch(`${base}/api/foyer/tv-devices/pair`, { method: 'POST' });
  const { data } = (await res.json()) as { data: { device_secret: string } };
  const stream = await openStream(base, data.device_secret);
  streams.push(stream);
  await stream.next(() => true);
  return stream;
}

describe('npm start under a process supervisor', () => {
  // A supervisor signals the pid it started (npm); a terminal's Ctrl-C signals the whole group.
  it.each([
    ['SIGTERM', 'npm'],
    ['SIGHUP', 'npm'],
    ['SIGINT', 'the process group'],
  ] as const)(
    'stops the server on %s sent to %s: streams ended, process gone, port free',
    async (signal, to) => {
      const started = await start('npm', ['start']);
      const npmPid = started.child.pid ?? NaN;
      expect(started.serverPid).not.toBe(npmPid);
      const stream = await openScreenStream(started.base);

      const sent = performance.now();
      process.kill(to === 'npm' ? npmPid : -npmPid, signal);
      await started.exited;
      await stream.ended;
      await until('the server process exiting', () => !isAlive(started.serverPid), STOP_BOUND_MS);
      expect(performance.now() - sent).toBeLessThan(STOP_BOUND_MS);
      expect(await portIsFree(started.port)).toBe(true);
      expect(started.output()).toContain('"msg":"Shutting down"');
    },
  );

  it('exits 0 on SIGTERM when run directly (as systemd runs it), ending the streams first', async () => {
    const started = await start(process.execPath, ['scripts/start.mjs']);
    expect(started.serverPid).toBe(started.child.pid);
    const stream = await openScreenStream(started.base);

    const sent = performance.now();
    started.child.kill('SIGTERM');
    await stream.ended;
    expect(await started.exited).toEqual({ code: 0, signal: null });
    expect(performance.now() - sent).toBeLessThan(STOP_BOUND_MS);
    expect(await portIsFree(started.port)).toBe(true);
  });
});
