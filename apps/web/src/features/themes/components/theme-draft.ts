import {
  applyChange,
  EMPTY_HISTORY,
  redo,
  themeContentSchema,
  undo,
  type EditHistory,
  type EditPath,
  type Theme,
  type ThemeContent,
} from '@foyer/shared';

/** What the builder edits: the theme's content and its name. */
export type ThemeDraft = ThemeContent & { name: string };

export interface DraftState {
  draft: ThemeDraft;
  history: EditHistory;
  /** When the last change was recorded, so one slider drag becomes one undo step. */
  lastChangeAt: number;
}

export type DraftAction =
  | { type: 'change'; path: EditPath; value: unknown; at?: number; coalesce?: boolean }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'load'; draft: ThemeDraft };

/** Changes to the same control closer together than this are one step (a drag, fast typing). */
export const COALESCE_MS = 800;

export function newThemeDraft(): ThemeDraft {
  return { ...themeContentSchema.parse({}), name: '' };
}

/** A stored theme as a draft: its content with the §9 defaults filled in, without id and places. */
export function draftFromTheme(theme: Theme): ThemeDraft {
  return { ...themeContentSchema.parse(theme), name: theme.name };
}

export function initialDraftState(draft: ThemeDraft): DraftState {
  return { draft, history: EMPTY_HISTORY, lastChangeAt: 0 };
}

const samePath = (a: EditPath, b: EditPath) => a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * Every edit goes through the shared history (docs/product.md §4). A compound change (size split, column
 * widths, background type) is recorded once at its parent object, so undo restores it exactly.
 */
export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'change': {
      const at = action.at ?? Date.now();
      const { entries, position } = state.history;
      const last = entries[position - 1];
      const next = applyChange(state.draft, state.history, action.path, action.value);
      // The value already there: no step, no 'Unsaved changes', no new render.
      if (next.history === state.history) return state;
      if (
        action.coalesce &&
        last &&
        position === entries.length &&
        samePath(last.path, action.path) &&
        at - state.lastChangeAt < COALESCE_MS
      ) {
        // Fold into the previous step, keeping the value from before the gesture began.
        const merged = [
          ...entries.slice(0, -1),
          { path: action.path, value: action.value, previous: last.previous },
        ];
        return { draft: next.state, history: { entries: merged, position: merged.length }, lastChangeAt: at };
      }
      return { draft: next.state, history: next.history, lastChangeAt: at };
    }
    case 'undo': {
      const next = undo(state.draft, state.history);
      return { draft: next.state, history: next.history, lastChangeAt: 0 };
    }
    case 'redo': {
      const next = redo(state.draft, state.history);
      return { draft: next.state, history: next.history, lastChangeAt: 0 };
    }
    case 'load':
      return initialDraftState(action.draft);
  }
}

/** Stable for the builder's lifetime: what every control calls to record a change. */
export type ChangeFn = (path: EditPath, value: unknown, options?: { coalesce?: boolean }) => void;
