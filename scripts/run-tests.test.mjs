import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

  it("runs the stages of a group side by side, each one's output in one piece", () => {
    const mark = join(mkdtempSync(join(tmpdir(), 'foyer-stages-')), 'made');
    // `waits` passes only if `makes` runs while it waits: one after the other, it would fail.
    const waits = {
      name: 'waits',
      command: `echo waits-1; for i in $(seq 1 100); do [ -f ${mark} ] && echo waits-2 && exit 0; sleep 0.1; done; exit 4`,
    };
    const makes = { name: 'makes', command: `echo makes-1; sleep 0.3; touch ${mark}; echo makes-2` };
    const { code, out } = runWith([[waits, makes], pass('unit')]);
    expect(code).toBe(0);
    expect(row(out, 'waits')).toMatch(/^waits\s+passed/);
    expect(row(out, 'makes')).toMatch(/^makes\s+passed/);
    expect(out).toMatch(/waits-1\nwaits-2/);
    expect(out).toMatch(/makes-1\nmakes-2/);
    expect(out).toContain('All 3 stages passed.');
  });

  it('refuses a stage list it cannot read', () => {
    const { code, err } = runWith({ name: 'not a list' });
    expect(code).toBe(2);
    expect(err).toContain('TEST_STAGES must be a JSON array');
  });
});
