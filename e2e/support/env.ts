import path from 'node:path';

/** Where the browser tests' own server listens; apart from the dev (3000) and demo ports. E2E_PORT lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_HOST = '127.0.0.1';
export const E2E_BASE_URL = `http://${E2E_HOST}:${E2E_PORT}`;

/** A fresh data directory per run (relative to the repository root, where Playwright runs). */
export const E2E_DATA_DIR = `.e2e-data/run-${E2E_PORT}`;
export const E2E_OUTBOX_DIR = path.resolve(E2E_DATA_DIR, 'outbox');
