/*
 * The server's time on a TV (docs/product.md §12 Schedules). TV clocks are often minutes wrong,
 * so the player changes state by the server's clock: it measures the offset once per request and
 * adds it to its own clock, which still ticks at the right pace.
 */

/**
 * The server's clock minus the TV's, from one request: the TV's clock at `sentAtMs` and
 * `receivedAtMs`, and the server's `serverMs` in the answer. The server read its clock about
 * halfway through the round trip, so it is compared with the TV's midpoint.
 */
export function clockOffset(serverMs: number, sentAtMs: number, receivedAtMs: number): number {
  return Math.round(serverMs - (sentAtMs + receivedAtMs) / 2);
}

/** The server's time now, by the TV's clock corrected with clockOffset. */
export function serverNow(offsetMs: number, localNowMs: number = Date.now()): number {
  return localNowMs + offsetMs;
}
