// `npm test`: every stage of the suite in order, each run even when an earlier one failed, so one
// failing unit test does not hide the build or the browser tests (docs/decisions/tooling.md TOOL-12).
// Prints a summary of all stages and exits 1 when any failed.
//
// TEST_STAGES (for the script's own test) replaces the stage list with a JSON array of
// { "name", "command", "needs"? }, `needs` naming an earlier stage whose output this one uses.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The stages of `npm test`; the legacy check and the browser tests use what the build made. */
const STAGES = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'build', command: 'npm run build' },
  { name: 'legacy', command: 'npm run check:legacy', needs: 'build' },
  { name: 'e2e', command: 'npm run test:e2e', needs: 'build' },
];

function stagesFrom(env) {
  if (!env.TEST_STAGES) return STAGES;
  let stages;
  try {
    stages = JSON.parse(env.TEST_STAGES);
  } catch {
    stages = undefined;
  }
  const valid = (s) => typeof s?.name === 'string' && typeof s.command === 'string';
  if (!Array.isArray(stages) || !stages.every(valid)) {
    console.error('TEST_STAGES must be a JSON array of { "name", "command", "needs"? }');
    process.exit(2);
  }
  return stages;
}

function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** One line per stage: its name, passed / FAILED / skipped, and its time or why it was skipped. */
function summaryTable(results) {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const lines = [`${'stage'.padEnd(width)}  result   time`];
  for (const r of results) {
    const detail = r.result === 'skipped' ? `(${r.reason})` : formatDuration(r.ms);
    lines.push(`${r.name.padEnd(width)}  ${r.result.padEnd(7)}  ${detail}`);
  }
  const failed = results.filter((r) => r.result === 'FAILED').length;
  const skipped = results.filter((r) => r.result === 'skipped').length;
  lines.push(
    failed === 0 && skipped === 0
      ? `All ${results.length} stages passed.`
      : `${failed} of ${results.length} stages failed${skipped ? `, ${skipped} skipped` : ''}.`,
  );
  return lines.join('\n');
}

function run(command, cwd) {
  return new Promise((done) => {
    // The terminal's Ctrl-C reaches the stage too (same process group); the stage's exit ends the wait.
    const child = spawn(command, { cwd, shell: true, stdio: 'inherit' });
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

const root = resolve(import.meta.dirname, '..');
const stages = stagesFrom(process.env);
const results = [];
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});
for (const stage of stages) {
  const needed = stage.needs && results.find((r) => r.name === stage.needs);
  if (interrupted) {
    results.push({ name: stage.name, result: 'skipped', reason: 'interrupted' });
  } else if (needed && needed.result !== 'passed') {
    const why = needed.result === 'FAILED' ? 'failed' : 'was skipped';
    results.push({ name: stage.name, result: 'skipped', reason: `the ${needed.name} ${why}` });
  } else {
    console.log(`\n▶ ${stage.name}: ${stage.command}`);
    const started = performance.now();
    const code = await run(stage.command, root);
    results.push({
      name: stage.name,
      result: code === 0 ? 'passed' : 'FAILED',
      ms: performance.now() - started,
    });
  }
}
console.log(`\nnpm test: every stage\n${summaryTable(results)}`);
process.exit(results.some((r) => r.result !== 'passed') ? 1 : 0);
