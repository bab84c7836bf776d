/** A path into a theme, e.g. ['colors', 'primary'] or ['footer', 'items', 'WifiInfo', 'show']. */
export type EditPath = readonly string[];

/** docs/product.md §4 Theme edit history: each change is its path, new value and previous value. */
export interface HistoryEntry {
  path: EditPath;
  value: unknown;
  previous: unknown;
}

export interface EditHistory {
  entries: readonly HistoryEntry[];
  /** How many entries are applied; undo steps back from here, redo forward. */
  position: number;
}

export const EMPTY_HISTORY: EditHistory = { entries: [], position: 0 };

export function getAtPath(source: unknown, path: EditPath): unknown {
  let node = source;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `source` with `value` at `path`; objects along the path are copied, never mutated. */
export function setAtPath<T>(source: T, path: EditPath, value: unknown): T {
  const [key, ...rest] = path;
  if (key === undefined) return value as T;
  const node = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = Array.isArray(node)
    ? ([...(node as unknown[])] as unknown as Record<string, unknown>)
    : { ...node };
  copy[key] = setAtPath(node[key], rest, value);
  return copy as T;
}

export const canUndo = (history: EditHistory) => history.position > 0;
export const canRedo = (history: EditHistory) => history.position < history.entries.length;

/** Equal as JSON values: the same primitives, arrays and plain objects all the way down. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * Applies a change and records it; a change after an undo discards the entries that were undone.
 * Setting the value already there is no change: nothing is recorded and the redo steps stay
 * (choosing the current layout or orientation again, docs/product.md §2 Theme builder).
 */
export function applyChange<T>(
  state: T,
  history: EditHistory,
  path: EditPath,
  value: unknown,
): { state: T; history: EditHistory } {
  const previous = getAtPath(state, path);
  if (sameValue(previous, value)) return { state, history };
  const entries = [...history.entries.slice(0, history.position), { path, value, previous }];
  return { state: setAtPath(state, path, value), history: { entries, position: entries.length } };
}

export function undo<T>(state: T, history: EditHistory): { state: T; history: EditHistory } {
  if (!canUndo(history)) return { state, history };
  const entry = history.entries[history.position - 1] as HistoryEntry;
  return {
    state: setAtPath(state, entry.path, entry.previous),
    history: { ...history, position: history.position - 1 },
  };
}

export function redo<T>(state: T, history: EditHistory): { state: T; history: EditHistory } {
  if (!canRedo(history)) return { state, history };
  const entry = history.entries[history.position] as HistoryEntry;
  return {
    state: setAtPath(state, entry.path, entry.value),
    history: { ...history, position: history.position + 1 },
  };
}
