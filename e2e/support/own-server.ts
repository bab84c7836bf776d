import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_HOST, E2E_PORT } from './env';

/**
 * A server of a spec's own, for specs that stop it for real (the shared test server keeps serving
 * the others): the built server on `E2E_PORT + offset` with its own data directory.
 */
export function ownServer(offset: number, name: string) {
  const port = E2E_PORT + offset;
  const baseUrl = `http://${E2E_HOST}:${port}`;
  const root = process.cwd();
  const dataDir = path.join(root, `.e2e-data/${name}-${port}`);
  let child: ChildProcess | null = null;

  /** Starts it and resolves once `/api/health` answers. */
  async function start(): Promise<void> {
    const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: E2E_HOST,
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '20',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = server;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        const response = await fetch(`${baseUrl}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('server did not start');
  }

  /** Stops it with `signal` (SIGKILL: a power cut; SIGTERM: a restart) and waits until it is gone. */
  async function stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill(signal);
    await exited;
  }

  return {
    baseUrl,
    start,
    stop,
    /** Empties its data directory (before the first start, after the last stop). */
    clean: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
