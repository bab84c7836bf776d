// `npm test`: every stage of the suite in order, each run even when an earlier one failed, so one
// failing unit test does not hide the build or the browser tests (docs/decisions/tooling.md TOOL-12).
// Prints a summary of all stages and exits 1 when any failed.
//
// TEST_STAGES (for the script's own test) replaces the stage list with a JSON array of
// { "name", "command", "needs"? }, `needs` naming an earlier stage whose output this one uses; an
// array in the list holds stages run side by side (docs/decisions/tooling.md TOOL-15).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The stages of `npm test`; the legacy check and the browser tests use what the build made. The
 * type check and the lint each keep one core busy, so they run side by side on CI's two.
 */
const STAGES = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
  ],
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
  const step = (s) => (Array.isArray(s) ? s.length > 0 && s.every(valid) : valid(s));
  if (!Array.isArray(stages) || !stages.every(step)) {
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

/** Like `run`, its output kept and answered whole, so stages side by side do not mix their lines. */
function runQuietly(command, cwd) {
  return new Promise((done) => {
    const child = spawn(command, { cwd, shell: true, stdio: ['inherit', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', () => done({ code: 1, output: Buffer.concat(output).toString() }));
    // 'close', not 'exit': the last lines may still be on their way when the process has exited.
    child.on('close', (code, signal) =>
      done({ code: signal ? 1 : (code ?? 1), output: Buffer.concat(output).toString() }),
    );
  });
}

const root = resolve(import.meta.dirname, '..');
const steps = stagesFrom(process.env);
const results = [];
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

/** Why `stage` cannot run now, or null when it can. */
function skipReason(stage) {
  if (interrupted) return 'interrupted';
  const needed = stage.needs && results.find((r) => r.name === stage.needs);
  if (needed && needed.result !== 'passed')
    return `the ${needed.name} ${needed.result === 'FAILED' ? 'failed' : 'was skipped'}`;
  return null;
}

const outcome = (stage, code, started) => ({
  name: stage.name,
  result: code === 0 ? 'passed' : 'FAILED',
  ms: performance.now() - started,
});

for (const step of steps) {
  const together = Array.isArray(step) ? step : [step];
  const runnable = [];
  for (const stage of together) {
    const reason = skipReason(stage);
    if (reason) results.push({ name: stage.name, result: 'skipped', reason });
    else runnable.push(stage);
  }
  if (runnable.length === 1) {
    const [stage] = runnable;
    console.log(`\n▶ ${stage.name}: ${stage.command}`);
    const started = performance.now();
    results.push(outcome(stage, await run(stage.command, root), started));
  } else if (runnable.length > 1) {
    console.log(`\n▶ side by side: ${runnable.map((stage) => stage.name).join(', ')}`);
    const started = performance.now();
    const finished = await Promise.all(
      runnable.map(async (stage) => {
        const { code, output } = await runQuietly(stage.command, root);
        console.log(`\n▶ ${stage.name}: ${stage.command}\n${output}`);
        return outcome(stage, code, started);
      }),
    );
    results.push(...finished);
  }
}
console.log(`\nnpm test: every stage\n${summaryTable(results)}`);
process.exit(results.some((r) => r.result !== 'passed') ? 1 : 0);
