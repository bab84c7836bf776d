import { SCROLL_BOTTOM_PAUSE_MS, SCROLL_PX_PER_FRAME } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { maxScrollOffset, SCROLL_START, scrollWindow, stepScroll, type ScrollState } from './scroll';

describe('maxScrollOffset', () => {
  it('is how far the rows reach beyond the viewport, or 0 when they fit', () => {
    expect(maxScrollOffset(23, 40, 400)).toBe(520);
    expect(maxScrollOffset(5, 40, 400)).toBe(0);
  });
});

describe('stepScroll', () => {
  it('moves 0.5 px per frame', () => {
    expect(SCROLL_PX_PER_FRAME).toBe(0.5);
    let state: ScrollState = SCROLL_START;
    for (let frame = 0; frame < 10; frame++) state = stepScroll(state, 100, frame * 16);
    expect(state).toEqual({ offset: 5, pausedUntil: null });
  });

  it('pauses 2 s at the bottom, then restarts at the top', () => {
    expect(SCROLL_BOTTOM_PAUSE_MS).toBe(2000);
    const atBottom = stepScroll({ offset: 99.8, pausedUntil: null }, 100, 1000);
    expect(atBottom).toEqual({ offset: 100, pausedUntil: 3000 });
    expect(stepScroll(atBottom, 100, 2999)).toBe(atBottom);
    expect(stepScroll(atBottom, 100, 3000)).toEqual(SCROLL_START);
  });

  it('frames needed for one full pass: max offset / 0.5', () => {
    let state: ScrollState = SCROLL_START;
    let frames = 0;
    while (state.pausedUntil === null) {
      state = stepScroll(state, 120, frames * 16);
      frames += 1;
    }
    expect(frames).toBe(240);
  });

  it('stays at the top when everything fits, and clamps when the list shrinks', () => {
    expect(stepScroll({ offset: 50, pausedUntil: null }, 0, 0)).toEqual(SCROLL_START);
    expect(stepScroll({ offset: 300, pausedUntil: null }, 100, 0)).toEqual({
      offset: 100,
      pausedUntil: 2000,
    });
  });
});

describe('scrollWindow', () => {
  it('covers the rows overlapping the viewport plus the one coming in', () => {
    expect(scrollWindow(0, 40, 400, 500)).toEqual({ first: 0, last: 11 });
    expect(scrollWindow(130, 40, 400, 500)).toEqual({ first: 3, last: 14 });
    expect(scrollWindow(0, 40, 400, 5)).toEqual({ first: 0, last: 5 });
  });
});
