import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's 2-core machine. The API tests
    // mostly wait on SQLite, PostgreSQL and sockets, so three workers share two cores well
    // (docs/decisions/tooling.md TOOL-14, TOOL-15).
    maxWorkers: Math.max(3, os.availableParallelism()),
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The repository's own scripts (npm test's stage runner).
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build-plugins/**/*.test.ts',
            'packages/display/src/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          // Threads start faster than forks for ~80 jsdom files (TOOL-15); the server keeps forks
          // for its native SQLite driver.
          pool: 'threads',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Ceilings for a loaded CI machine, above the 10 s of the state waits (testing/setup.ts).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
