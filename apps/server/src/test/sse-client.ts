import { DEVICE_SECRET_HEADER, type ScreenEvent } from '@foyer/shared';

/** A screen's event stream read by a test over real HTTP (inject cannot hold a stream open). */
export interface TestStream {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: ScreenEvent[];
  /** True once the server ended the stream (or it failed). */
  readonly done: boolean;
  /** Resolves when the server ends the stream; rejects when it has not after 5 s. */
  ended: Promise<void>;
  /** Resolves with the first event from index `from` on that matches; rejects after `timeoutMs`. */
  next(
    match: (event: ScreenEvent) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<ScreenEvent>;
  close(): void;
}

/** Opens `GET /api/foyer/tv-devices/stream` of a listening app at `baseUrl` with `secret`. */
export async function openStream(
  baseUrl: string,
  secret: string | undefined,
  headers: Record<string, string> = {},
): Promise<TestStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/foyer/tv-devices/stream`, {
    headers: { ...headers, ...(secret ? { [DEVICE_SECRET_HEADER]: secret } : {}) },
    signal: controller.signal,
  });
  const events: ScreenEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  let markEnded = () => {};
  const finished = new Promise<void>((resolve) => (markEnded = resolve));
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };

  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (data) events.push(JSON.parse(data) as ScreenEvent);
          }
          notify();
        }
      } catch {
        // aborted by close()
      }
      done = true;
      markEnded();
    })();
  } else {
    await res.body?.cancel();
    done = true;
    markEnded();
  }

  return {
    status: res.status,
    headers: res.headers,
    events,
    get done() {
      return done;
    },
    get ended() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The stream did not end within 5000 ms')), 5000);
      });
      return Promise.race([finished, timeout]).finally(() => clearTimeout(timer));
    },
    next(match, { from = 0, timeoutMs = 5000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `No matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(waiter);
        };
        const waiter = () => void check();
        waiters.add(waiter);
        check();
      });
    },
    close() {
      controller.abort();
    },
  };
}
