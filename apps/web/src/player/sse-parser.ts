/** One Server-Sent Event: its name ('message' when unnamed) and its data lines joined by '\n'. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A small parser of the `text/event-stream` format (WHATWG HTML "Server-sent events"), fed with
 * decoded text in chunks of any size. The player reads its stream with fetch() because
 * EventSource cannot send the device-secret header. Comment lines (heartbeats) are skipped;
 * `retry` (a whole number of milliseconds) goes to `onRetry`; `id` is not used by the player.
 */
export class SseParser {
  private buffer = '';
  private eventName = '';
  private dataLines: string[] = [];
  /** A '\r' ended the last chunk: a '\n' opening the next one belongs to it. */
  private pendingCr = false;

  constructor(
    private readonly onEvent: (event: SseEvent) => void,
    private readonly onRetry: (ms: number) => void = () => undefined,
  ) {}

  feed(chunk: string): void {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      this.line(this.buffer.slice(start, i));
      if (char === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventName = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) this.onRetry(Number(value));
  }

  private dispatch(): void {
    if (this.dataLines.length > 0) {
      this.onEvent({ event: this.eventName || 'message', data: this.dataLines.join('\n') });
    }
    this.eventName = '';
    this.dataLines = [];
  }
}
