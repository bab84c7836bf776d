import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, 'run-tests.mjs');

/** Runs `npm test`'s runner with fake stages: shell commands that pass, fail or write a mark. */
function runWith(stages) {
  const result = spawnSync(process.execPath, [SCRIPT], {
    env: { ...process.env, TEST_STAGES: JSON.stringify(stages) },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const pass = (name, extra = {}) => ({ name, command: `echo ran-${name}`, ...extra });
const fail = (name, extra = {}) => ({ name, command: `echo ran-${name} && exit 3`, ...extra });

/** The summary row of `stage`: its name, result and time or reason. */
const row = (out, stage) => out.split('\n').find((line) => line.startsWith(`${stage} `)) ?? '';

describe('npm test (scripts/run-tests.mjs)', () => {
  it('runs every stage after a failing one, summarises them all and exits 1', () => {
    const { code, out } = runWith([
      pass('typecheck'),
      fail('unit'),
      pass('build'),
      pass('legacy', { needs: 'build' }),
      pass('e2e', { needs: 'build' }),
    ]);
    expect(code).toBe(1);
    for (const stage of ['typecheck', 'unit', 'build', 'legacy', 'e2e'])
      expect(out).toContain(`ran-${stage}`);
    expect(row(out, 'typecheck')).toMatch(/^typecheck\s+passed\s+\d+\.\d s$/);
    expect(row(out, 'unit')).toMatch(/^unit\s+FAILED\s+\d+\.\d s$/);
    expect(row(out, 'e2e')).toMatch(/^e2e\s+passed/);
    expect(out).toContain('1 of 5 stages failed.');
  });

  it('skips the stages that need a failed build, saying why', () => {
    const { code, out } = runWith([
      pass('unit'),
      fail('build'),
      pass('legacy', { needs: 'build' }),
      pass('e2e', { needs: 'build' }),
    ]);
    expect(code).toBe(1);
    expect(out).not.toContain('ran-e2e');
    expect(row(out, 'e2e')).toMatch(/^e2e\s+skipped\s+\(the build failed\)$/);
    expect(row(out, 'legacy')).toMatch(/skipped\s+\(the build failed\)$/);
    expect(out).toContain('1 of 4 stages failed, 2 skipped.');
  });

  it('exits 0 when every stage passes', () => {
    const { code, out } = runWith([pass('lint'), pass('build'), pass('e2e', { needs: 'build' })]);
    expect(code).toBe(0);
    expect(out).toContain('All 3 stages passed.');
  });

  it('refuses a stage list it cannot read', () => {
    const { code, err } = runWith({ name: 'not a list' });
    expect(code).toBe(2);
    expect(err).toContain('TEST_STAGES must be a JSON array');
  });
});
