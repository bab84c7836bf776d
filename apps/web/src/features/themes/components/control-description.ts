import type { EditPath } from '@foyer/shared';
import type { ComponentType } from 'react';
import type { IMAGE_FIELDS } from './image-source-slot';
import type { ChangeFn, ThemeDraft } from './theme-draft';

/** Shows a group or a control only in some states of the draft, e.g. one background type or layout. */
export type Condition = (draft: ThemeDraft) => boolean;

interface Conditional {
  when?: Condition;
}

/**
 * A change that also moves its neighbours (the size split, the background type): recorded once at
 * their parent object, so one undo restores all of it (docs/decisions/themes.md THM-18).
 */
export type Compound<V> = (value: V, draft: ThemeDraft) => { path: EditPath; value: unknown };

/** A control that edits one value of the draft. */
interface Edit<V> extends Conditional {
  /** Its accessible name, as people read it in the panel. */
  label: string;
  /** Where its value is in the draft; a change is recorded there unless `compound` says otherwise. */
  path: EditPath;
  compound?: Compound<V>;
}

interface Choice {
  value: string;
  label: string;
}

/** What a custom control gets: the whole draft, and the change function every control calls. */
export interface ControlProps {
  draft: ThemeDraft;
  onChange: ChangeFn;
}

/** One control of the right panel, drawn by control-renderer.tsx with the fields of controls.tsx. */
export type ControlDescription =
  | ({ kind: 'color' } & Edit<string>)
  | ({ kind: 'slider'; range: { min: number; max: number; step: number }; unit?: string } & Edit<number>)
  | ({ kind: 'select' | 'segmented'; options: readonly Choice[] } & Edit<string>)
  | ({ kind: 'checkbox'; hint?: string } & Edit<boolean>)
  | ({ kind: 'text'; hint?: string; placeholder?: string; maxLength?: number } & Edit<string>)
  /** Upload or library (when the route gives them) and the URL; `label` names the URL field. */
  | ({ kind: 'image'; label: string; field: (typeof IMAGE_FIELDS)[keyof typeof IMAGE_FIELDS] } & Conditional)
  /** A line of help under the controls before it. */
  | ({ kind: 'note'; text: string } & Conditional)
  /** A control too particular to describe (the column editor, the footer items); `name` is its key. */
  | ({ kind: 'custom'; name: string; Component: ComponentType<ControlProps> } & Conditional);

export interface ControlGroup extends Conditional {
  title: string;
  controls: readonly ControlDescription[];
}

/** The right panel of one element type. */
export interface ElementPanel {
  /** What people call the element: the panel is 'Edit {name}' (docs/product.md §2 'Edit {element type}'). */
  name: string;
  /** The line under the panel's heading. */
  hint: string;
  groups: readonly ControlGroup[];
  /** Listed under the groups. */
  tips?: readonly string[];
}

type Described<K extends ControlDescription['kind']> = Extract<ControlDescription, { kind: K }>;

/** The short ways to describe the commonest controls; add `when` or `compound` by spreading. */
export const color = (label: string, path: EditPath): Described<'color'> => ({ kind: 'color', label, path });
export const slider = (
  label: string,
  path: EditPath,
  range: Described<'slider'>['range'],
  unit?: string,
): Described<'slider'> => ({ kind: 'slider', label, path, range, unit });
const choice =
  (kind: 'select' | 'segmented') =>
  (label: string, path: EditPath, options: readonly Choice[]): Described<'select' | 'segmented'> => ({
    kind,
    label,
    path,
    options,
  });
/** A drop-down list of choices. */
export const select = choice('select');
/** A row of buttons, one a choice. */
export const segmented = choice('segmented');

export const isShown = (item: Conditional, draft: ThemeDraft) => item.when?.(draft) ?? true;

/** Unique among the controls shown together: the React key, and how a test names the control. */
export const controlName = (control: ControlDescription) =>
  control.kind === 'note' ? control.text : control.kind === 'custom' ? control.name : control.label;
