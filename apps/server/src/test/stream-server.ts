import { afterEach, beforeAll } from 'vitest';
import type { App } from '../app';
import { openStream, type TestStream } from './sse-client';
import { listenOnFreePort } from './test-app';

/**
 * For a suite: its app listening on a free port (streams need real HTTP), and a function that
 * opens a screen's stream there; every stream a test opened is closed after it.
 */
export function useScreenStreams(app: () => App): (secret: string | undefined) => Promise<TestStream> {
  let base = '';
  const open: TestStream[] = [];
  beforeAll(async () => {
    base = await listenOnFreePort(app());
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  return async (secret) => {
    const stream = await openStream(base, secret);
    open.push(stream);
    return stream;
  };
}
