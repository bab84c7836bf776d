import { Writable } from 'node:stream';

export interface CapturedLog {
  /** Give to the app (`logStream`), with a LOG_LEVEL that writes what the test looks for. */
  stream: Writable;
  /** Every line logged so far, parsed. */
  readonly entries: Array<Record<string, unknown>>;
}

/** The app's log as objects, for tests that check what an operator would read. */
export function captureLog(): CapturedLog {
  const entries: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) entries.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { stream, entries };
}
