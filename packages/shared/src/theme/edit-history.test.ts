import { describe, expect, it } from 'vitest';
import { applyChange, canRedo, canUndo, EMPTY_HISTORY, redo, setAtPath, undo } from './edit-history';

const start = { colors: { primary: '#000000', accent: '#111111' }, name: 'Lobby' };

describe('theme edit history (docs/product.md §4)', () => {
  it('records path, new value and previous value, and undo/redo walk through them', () => {
    let { state, history } = applyChange(start, EMPTY_HISTORY, ['colors', 'primary'], '#ff0000');
    ({ state, history } = applyChange(state, history, ['name'], 'Lobby East'));
    expect(history.entries[0]).toEqual({
      path: ['colors', 'primary'],
      value: '#ff0000',
      previous: '#000000',
    });
    expect(canUndo(history)).toBe(true);
    expect(canRedo(history)).toBe(false);

    ({ state, history } = undo(state, history));
    expect(state.name).toBe('Lobby');
    ({ state, history } = undo(state, history));
    expect(state).toEqual(start);
    expect(canUndo(history)).toBe(false);
    expect(undo(state, history).state).toBe(state);

    ({ state, history } = redo(state, history));
    expect(state.colors.primary).toBe('#ff0000');
    expect(state.colors.accent).toBe('#111111');
    expect(canRedo(history)).toBe(true);
  });

  it('discards the undone entries when a new change follows an undo, so redo is gone', () => {
    let { state, history } = applyChange(start, EMPTY_HISTORY, ['name'], 'A');
    ({ state, history } = applyChange(state, history, ['name'], 'B'));
    ({ state, history } = undo(state, history));
    ({ state, history } = applyChange(state, history, ['colors', 'accent'], '#222222'));
    expect(history.entries.map((e) => e.value)).toEqual(['A', '#222222']);
    expect(canRedo(history)).toBe(false);
    expect(redo(state, history).state).toBe(state);
    expect(state.name).toBe('A');
  });

  it('records nothing for the value already there, and keeps the redo steps', () => {
    let { state, history } = applyChange(start, EMPTY_HISTORY, ['name'], 'A');
    ({ state, history } = undo(state, history));
    const same = applyChange(state, history, ['name'], 'Lobby');
    expect(same.state).toBe(state);
    expect(same.history).toBe(history);
    expect(canRedo(same.history)).toBe(true);
    // Equal objects are the same value too.
    const colors = applyChange(start, EMPTY_HISTORY, ['colors'], { accent: '#111111', primary: '#000000' });
    expect(colors.history).toBe(EMPTY_HISTORY);
    expect(
      applyChange(start, EMPTY_HISTORY, ['colors'], { primary: '#000000' }).history.entries,
    ).toHaveLength(1);
  });

  it('never mutates the state it is given', () => {
    const frozen = Object.freeze({ a: Object.freeze({ b: 1 }) });
    const next = setAtPath(frozen, ['a', 'b'], 2);
    expect(next).toEqual({ a: { b: 2 } });
    expect(frozen.a.b).toBe(1);
    expect(setAtPath({ list: [1, 2, 3] }, ['list', '1'], 9)).toEqual({ list: [1, 9, 3] });
  });
});
