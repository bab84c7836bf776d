import { ELEMENT_TYPES } from '@foyer/display';
import { changeBackgroundType, colorSchema, getAtPath, setAtPath } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import {
  controlName,
  isShown,
  type Compound,
  type ControlDescription,
  type ControlGroup,
} from './control-description';
import { ELEMENT_PANELS } from './element-controls';
import { newThemeDraft, type ThemeDraft } from './theme-draft';

const fresh = newThemeDraft();
/** States people put the builder in, enough to show every control at least once. */
const STATES: Record<string, ThemeDraft> = {
  'a new theme': fresh,
  'the image only layout': { ...fresh, layout: 'imageOnly' },
  'the split layout': { ...fresh, layout: 'split' },
  'a gradient background': { ...fresh, background: changeBackgroundType(fresh.background, 'gradient') },
  'an image background': { ...fresh, background: changeBackgroundType(fresh.background, 'image') },
  'padding per side': { ...fresh, layoutOptions: { ...fresh.layoutOptions, uniformPadding: false } },
  'an after-hours page': { ...fresh, afterHours: { ...fresh.afterHours, mode: 'page' } },
  'a glassy list grouped by floor': {
    ...fresh,
    tenants: { ...fresh.tenants, listStyle: 'glassy', groupByFloor: true },
  },
};

interface Placed {
  /** How a person finds it: 'Edit footer › Appearance › Font Size'. */
  where: string;
  group: ControlGroup;
  control: ControlDescription;
}

/** Every control of every panel (the two tenant list elements share one). */
const CONTROLS: Placed[] = [
  ...new Map(
    ELEMENT_TYPES.flatMap((element) => {
      const panel = ELEMENT_PANELS[element];
      return panel.groups.flatMap((group) =>
        group.controls.map((control) => {
          const where = `Edit ${panel.name} › ${group.title} › ${controlName(control)}`;
          return [where, { where, group, control }] as const;
        }),
      );
    }),
  ).values(),
];
const shownIn = ({ group, control }: Placed, draft: ThemeDraft) =>
  isShown(group, draft) && isShown(control, draft);

/** What is wrong with the value a control shows, or null when its field can show it. */
function problemWith(control: ControlDescription, value: unknown): string | null {
  const shown = JSON.stringify(value);
  switch (control.kind) {
    case 'color':
      return colorSchema.safeParse(value).success ? null : `${shown} is not a colour`;
    case 'slider': {
      const { min, max } = control.range;
      return typeof value === 'number' && value >= min && value <= max
        ? null
        : `${shown} is not a number from ${min} to ${max}`;
    }
    case 'select':
    case 'segmented':
      return control.options.some((option) => option.value === value) ? null : `${shown} is not a choice`;
    case 'checkbox':
      return typeof value === 'boolean' ? null : `${shown} is not true or false`;
    case 'text':
    case 'image':
      return typeof value === 'string' ? null : `${shown} is not text`;
    case 'note':
    case 'custom':
      return null;
  }
}

const pathOf = (control: ControlDescription) =>
  control.kind === 'image' ? control.field.path : 'path' in control ? control.path : null;

describe('the right panel of the theme builder, as data', () => {
  it('has a panel, named and with controls, for every element type of the preview', () => {
    for (const element of ELEMENT_TYPES) {
      const panel = ELEMENT_PANELS[element];
      expect(panel.name, element).not.toBe('');
      expect(panel.hint, element).not.toBe('');
      expect(panel.groups.length, element).toBeGreaterThan(0);
    }
  });

  it('shows every control in some state of the builder', () => {
    const neverShown = CONTROLS.filter((placed) => !Object.values(STATES).some((d) => shownIn(placed, d)));
    expect(neverShown.map((placed) => placed.where)).toEqual([]);
  });

  it('reads each control from a value of the draft its field can show, wherever it is shown', () => {
    const problems = Object.entries(STATES).flatMap(([state, draft]) =>
      CONTROLS.filter((placed) => shownIn(placed, draft)).flatMap(({ where, control }) => {
        const path = pathOf(control);
        const problem = path && problemWith(control, getAtPath(draft, path));
        return problem ? [`${where} in ${state}: ${path.join('.')} ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('names the controls shown together differently, so each is found by its label', () => {
    for (const [state, draft] of Object.entries(STATES)) {
      for (const element of ELEMENT_TYPES) {
        const names = ELEMENT_PANELS[element].groups
          .filter((group) => isShown(group, draft))
          .flatMap((group) => group.controls.filter((c) => isShown(c, draft)).map(controlName));
        expect(
          names.filter((name, i) => names.indexOf(name) !== i),
          `${element} in ${state}`,
        ).toEqual([]);
      }
    }
  });

  it('records a compound change at a parent of the control, which then shows the value chosen', () => {
    const compound = CONTROLS.filter(({ control }) => 'compound' in control && control.compound);
    expect(compound.map(({ where }) => where)).toContain('Edit content area › Background › Background Type');
    for (const placed of compound) {
      const { where, control } = placed;
      if (!('compound' in control)) continue;
      const draft = Object.values(STATES).find((d) => shownIn(placed, d)) ?? fresh;
      const values: unknown[] =
        control.kind === 'slider'
          ? [control.range.min, control.range.max]
          : 'options' in control
            ? control.options.map((option) => option.value)
            : [];
      expect(values.length, where).toBeGreaterThan(0);
      for (const value of values) {
        const change = (control.compound as Compound<unknown>)(value, draft);
        expect(control.path.slice(0, change.path.length), where).toEqual(change.path);
        expect(getAtPath(setAtPath(draft, change.path, change.value), control.path), where).toEqual(value);
      }
    }
  });
});
