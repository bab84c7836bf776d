import { NOTHING_DRAWN, type DrawnList } from '@foyer/display';
import {
  FONT_FAMILIES,
  layoutAfterOrientationChange,
  layoutCardsFor,
  THEME_RANGES,
  toggleGradient,
  type Layout,
} from '@foyer/shared';
import { memo, useId } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { CheckboxField, ColorField, FieldLabel, PanelSection, SegmentedField, SliderField } from './controls';
import { ReadabilitySection } from './readability-section';
import type { ChangeFn, ThemeDraft } from './theme-draft';

type Orientation = ThemeDraft['layoutOptions']['orientation'];

const ORIENTATION_OPTIONS: ReadonlyArray<{ value: Orientation; label: string }> = [
  { value: 'auto', label: 'Auto' },
  { value: 'landscape', label: 'Horizontal' },
  { value: 'portrait', label: 'Vertical' },
];

const PAGINATION_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'pages', label: 'Pages' },
  { value: 'scroll', label: 'Scroll' },
] as const;

const COLOR_FIELDS = [
  ['background', 'Background'],
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['accent', 'Accent'],
  ['textPrimary', 'Text Primary'],
  ['textSecondary', 'Text Secondary'],
] as const;

/** The left panel: Theme Name, Layout, Colors, Typography. Each section re-renders only for its own slice. */
export function SettingsPanel({
  draft,
  onChange,
  drawn = NOTHING_DRAWN,
}: {
  draft: ThemeDraft;
  onChange: ChangeFn;
  /** What the builder's preview draws, for the readability check. */
  drawn?: DrawnList;
}) {
  return (
    <div className="pb-8">
      <NameSection name={draft.name} onChange={onChange} />
      <LayoutSection layout={draft.layout} layoutOptions={draft.layoutOptions} onChange={onChange} />
      <ColorsSection colors={draft.colors} background={draft.background} onChange={onChange} />
      <TypographySection fontFamily={draft.typography.fontFamily} onChange={onChange} />
      <ReadabilitySection draft={draft} drawn={drawn} onChange={onChange} />
    </div>
  );
}

const NameSection = memo(function NameSection({ name, onChange }: { name: string; onChange: ChangeFn }) {
  const id = useId();
  return (
    // docs/product.md §2: only Layout and Colors start open; the closed section still shows the name.
    <PanelSection title="Theme Name" summary={name.trim() || 'Not named yet'}>
      <div className="space-y-1.5">
        <FieldLabel htmlFor={id}>Name</FieldLabel>
        <Input
          id={id}
          value={name}
          maxLength={120}
          placeholder="e.g. Main lobby"
          onChange={(event) => onChange(['name'], event.target.value, { coalesce: true })}
        />
        <p className="text-xs text-zinc-500">Leave empty to name it after today&apos;s date.</p>
      </div>
    </PanelSection>
  );
});

const LayoutSection = memo(function LayoutSection({
  layout,
  layoutOptions,
  onChange,
}: {
  layout: Layout;
  layoutOptions: ThemeDraft['layoutOptions'];
  onChange: ChangeFn;
}) {
  const { orientation } = layoutOptions;
  const cards = layoutCardsFor(orientation);
  const portrait = orientation === 'portrait';
  // In auto, two cards share a layout; the first one of the current layout shows as selected.
  const selectedCard = cards.find((card) => card.layout === layout)?.id;
  return (
    <PanelSection title="Layout" defaultOpen>
      <SegmentedField
        label="Orientation"
        value={orientation}
        options={ORIENTATION_OPTIONS}
        onChange={(next) => {
          const nextLayout = layoutAfterOrientationChange(next, layout);
          onChange(['layoutOptions', 'orientation'], next);
          if (nextLayout !== layout) onChange(['layout'], nextLayout);
        }}
      />
      <div role="radiogroup" aria-label="Layout" className="grid grid-cols-2 gap-2">
        {cards.map((card) => (
          <button
            key={card.id}
            type="button"
            role="radio"
            aria-checked={card.id === selectedCard}
            onClick={() => onChange(['layout'], card.layout)}
            className={cn(
              'flex flex-col items-center gap-2 rounded-xl border p-2.5 text-center text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
              card.id === selectedCard
                ? 'border-brand-500 bg-brand-50 text-brand-800 ring-1 ring-brand-500'
                : 'border-zinc-200 bg-white text-zinc-700 hover:border-zinc-300 hover:bg-zinc-50',
            )}
          >
            <LayoutGlyph layout={card.layout} vertical={card.direction === 'vertical'} />
            {card.label}
          </button>
        ))}
      </div>
      {(layout === 'split' || layout === 'imageTenant') && (
        <SegmentedField
          label="Hero Image Position"
          value={layoutOptions.heroPosition}
          options={[
            { value: 'left', label: portrait ? 'Up' : 'Left' },
            { value: 'right', label: portrait ? 'Down' : 'Right' },
          ]}
          onChange={(next) => onChange(['layoutOptions', 'heroPosition'], next)}
        />
      )}
      <SegmentedField
        label="Pagination"
        value={layoutOptions.pagination}
        options={PAGINATION_OPTIONS}
        onChange={(next) => onChange(['layoutOptions', 'pagination'], next)}
      />
    </PanelSection>
  );
});

/** A small drawing of the layout on its card. */
function LayoutGlyph({ layout, vertical }: { layout: Layout; vertical: boolean }) {
  const block = 'rounded-[2px] bg-current';
  const list = (
    <div className="flex flex-1 flex-col gap-[2px]">
      {[0, 1, 2].map((row) => (
        <div key={row} className={cn(block, 'h-[3px] opacity-40')} />
      ))}
    </div>
  );
  const image = <div className={cn(block, 'flex-1 opacity-25')} />;
  return (
    <div
      aria-hidden
      className={cn(
        'flex gap-1 rounded-md border border-current/20 bg-white p-1 opacity-80',
        vertical ? 'h-12 w-7 flex-col' : 'h-8 w-14',
      )}
    >
      {layout === 'imageOnly' ? (
        image
      ) : layout === 'split' || layout === 'imageTenant' || layout === 'hero' ? (
        <>
          {image}
          {list}
        </>
      ) : layout === 'twoColumn' ? (
        <>
          {list}
          {list}
        </>
      ) : (
        list
      )}
    </div>
  );
}

const ColorsSection = memo(function ColorsSection({
  colors,
  background,
  onChange,
}: {
  colors: ThemeDraft['colors'];
  background: ThemeDraft['background'];
  onChange: ChangeFn;
}) {
  const gradient = background.type === 'gradient' ? background.gradient : null;
  return (
    <PanelSection title="Colors" defaultOpen>
      <div className="grid grid-cols-1 gap-3">
        {COLOR_FIELDS.map(([key, label]) => (
          <ColorField
            key={key}
            label={label}
            value={colors[key]}
            onChange={(value) => onChange(['colors', key], value, { coalesce: true })}
          />
        ))}
      </div>
      <div className="rounded-xl border border-zinc-200 bg-zinc-50/60 p-3.5">
        <CheckboxField
          label="Use Gradient"
          checked={gradient !== null}
          onChange={(on) => onChange(['background'], toggleGradient(background, colors.background, on))}
        />
        {gradient && (
          <div className="mt-4 space-y-3">
            <ColorField
              label="Gradient From"
              value={gradient.from}
              onChange={(value) => onChange(['background', 'gradient', 'from'], value, { coalesce: true })}
            />
            <ColorField
              label="Gradient To"
              value={gradient.to}
              onChange={(value) => onChange(['background', 'gradient', 'to'], value, { coalesce: true })}
            />
            <SliderField
              label="Angle"
              unit="°"
              value={gradient.angle}
              range={THEME_RANGES.gradientAngle}
              onChange={(value) => onChange(['background', 'gradient', 'angle'], value, { coalesce: true })}
            />
          </div>
        )}
      </div>
    </PanelSection>
  );
});

const TypographySection = memo(function TypographySection({
  fontFamily,
  onChange,
}: {
  fontFamily: ThemeDraft['typography']['fontFamily'];
  onChange: ChangeFn;
}) {
  return (
    <PanelSection title="Typography">
      <div role="radiogroup" aria-label="Font" className="space-y-1.5">
        {FONT_FAMILIES.map((font) => (
          <button
            key={font}
            type="button"
            role="radio"
            aria-checked={font === fontFamily}
            onClick={() => onChange(['typography', 'fontFamily'], font)}
            style={{ fontFamily: `${font}, system-ui, sans-serif` }}
            className={cn(
              'flex w-full items-center justify-between rounded-lg border px-3 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
              font === fontFamily
                ? 'border-brand-500 bg-brand-50 text-brand-900'
                : 'border-zinc-200 bg-white text-zinc-800 hover:bg-zinc-50',
            )}
          >
            {font}
            <span className="text-xs text-zinc-400">Aa</span>
          </button>
        ))}
      </div>
    </PanelSection>
  );
});
