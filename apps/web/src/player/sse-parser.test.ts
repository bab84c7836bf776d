import { describe, expect, it } from 'vitest';
import { SseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = new SseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

describe('SseParser', () => {
  it('reads named events with JSON data and skips heartbeat comments', () => {
    expect(parse([': heartbeat\n\n', 'event: bundle\ndata: {"a":1}\n\n', ':\n\n'])).toEqual([
      { event: 'bundle', data: '{"a":1}' },
    ]);
  });

  it('joins data lines, defaults the name to message and waits for the blank line', () => {
    expect(parse(['data: one\ndata:two\n'])).toEqual([]);
    expect(parse(['data: one\ndata:two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('accepts chunks split anywhere, and CRLF or CR line ends', () => {
    const text = 'event: state\r\ndata: {"x":"y"}\r\n\r\nevent: cleared\rdata: {}\r\r';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: 'state', data: '{"x":"y"}' },
      { event: 'cleared', data: '{}' },
    ]);
    expect(parse(text.split(''))).toEqual(whole);
    expect(parse(['event: state\r', '\ndata: {"x":"y"}\r', '\n\r', '\n'])).toEqual([whole[0]]);
  });

  it('ignores events without data and unknown fields', () => {
    expect(parse(['event: state\n\n', 'id: 4\nretry: 100\nfoo: bar\ndata: x\n\n'])).toEqual([
      { event: 'message', data: 'x' },
    ]);
  });

  it('hands a whole-number retry field to onRetry and ignores other values', () => {
    const retries: number[] = [];
    const parser = new SseParser(
      () => undefined,
      (ms) => retries.push(ms),
    );
    parser.feed('retry: 2000\n\nretry: soon\nretry: -5\nretry: 1.5\n\nretry:750\n\n');
    expect(retries).toEqual([2000, 750]);
  });
});
