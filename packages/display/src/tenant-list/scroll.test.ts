import { SCROLL_BOTTOM_PAUSE_MS, SCROLL_PX_PER_FRAME } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { maxScrollOffset, SCROLL_START, slotWindow, stepScroll, type ScrollState } from './scroll';

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

describe('slotWindow', () => {
  const rows = (...slots: number[]) => slots.map((n) => ({ kind: 'tenant', fit: { slots: n } }));

  it('covers the rows overlapping the viewport plus the one coming in', () => {
    const list = rows(...Array.from({ length: 500 }, () => 1));
    expect(slotWindow(list, 0, 11)).toEqual({ first: 0, last: 11, lead: 0 });
    expect(slotWindow(list, 3, 11)).toEqual({ first: 3, last: 14, lead: 0 });
    expect(slotWindow(rows(1, 1, 1, 1, 1), 0, 11)).toEqual({ first: 0, last: 5, lead: 0 });
  });

  it('starts a name on two lines that is half scrolled out above the top', () => {
    // Row heights: 1, 2 (slots 1-2), 1 (slot 3), 2 (slots 4-5), 1 ...
    const list = rows(1, 2, 1, 2, 1, 1, 1);
    expect(slotWindow(list, 2, 3)).toEqual({ first: 1, last: 4, lead: -1 });
    expect(slotWindow(list, 3, 3)).toEqual({ first: 2, last: 4, lead: 0 });
  });
});
