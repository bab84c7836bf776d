import type { ElementType } from '@foyer/display';
import {
  ALIGNMENTS,
  DIRECTORY_QR_PLACES,
  FLOOR_ORDERS,
  FOOTER_PLACEHOLDERS,
  HEADER_CLOCKS,
  HEADER_TITLE_MAX_LENGTH,
  BACKGROUND_TYPES,
  changeBackgroundType,
  IMAGE_FITS,
  JUSTIFY_CONTENTS,
  LIST_STYLES,
  normalizeColumnWidths,
  setColumnWidth,
  SORT_METHODS,
  splitSizes,
  TENANT_COLUMN_LABELS,
  TENANT_COLUMNS,
  THEME_RANGES,
  type TenantColumn,
} from '@foyer/shared';
import { CircleCheck, Lightbulb, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { THEMES_TEXT } from '../messages';
import {
  CheckboxField,
  ColorField,
  options,
  SegmentedField,
  SelectField,
  SliderField,
  SubHeading,
  TextField,
} from './controls';
import { FooterItemsEditor } from './footer-items-editor';
import { IMAGE_FIELDS, type RenderImageSource } from './image-source-slot';
import type { ChangeFn, ThemeDraft } from './theme-draft';

/** What people call each element: the panel is 'Edit {name}' (docs/product.md §2 'Edit {element type}'). */
const ELEMENT_NAMES: Record<ElementType, string> = {
  header: 'header',
  footer: 'footer',
  hero: 'hero image',
  'image-tenant-image': 'image',
  'preview-content': 'content area',
  'list-simple': 'tenant list',
  'tenant-list': 'tenant list',
};

const ELEMENT_HINTS: Record<ElementType, string> = {
  header: 'Logo and the band above the directory',
  footer: 'The band of notices at the bottom',
  hero: 'The large picture beside the directory',
  'image-tenant-image': 'The picture above the directory',
  'preview-content': 'Background and spacing of the screen',
  'list-simple': 'Rows, columns and paging of the directory',
  'tenant-list': 'Rows, columns and paging of the directory',
};

const FIT_LABELS = { cover: 'Cover', contain: 'Contain', fill: 'Fill', none: 'None' } as const;
const ALIGN_LABELS = { left: 'Left', center: 'Center', right: 'Right' } as const;
const SORT_LABELS = {
  company_name: 'Company name',
  floor: 'Floor',
  suite_room: 'Suite/Room',
  custom: 'Custom (as entered)',
} as const;
/** docs/decisions/themes.md THM-32: up the building, or down it as an elevator panel reads. */
const FLOOR_ORDER_LABELS = { 'lowest-first': 'Lowest first', 'highest-first': 'Highest first' } as const;
const LIST_STYLE_LABELS = { solid: 'Solid', alternating: 'Alternating', glassy: 'Glassy' } as const;
const JUSTIFY_LABELS = {
  'flex-start': 'Start',
  center: 'Center',
  'flex-end': 'End',
  'space-between': 'Space between',
  'space-around': 'Space around',
  'space-evenly': 'Space evenly',
} as const;
const IMAGE_URL_HINT = 'https://example.com/image.jpg';

/** The right panel: the selected element's settings, or tips when nothing is selected. */
export function ContextPanel({
  element,
  draft,
  onChange,
  onClose,
  renderImageSource,
}: {
  element: ElementType | null;
  draft: ThemeDraft;
  onChange: ChangeFn;
  onClose: () => void;
  /** Upload and 'Select from library' beside each image URL; without it only the URL is editable. */
  renderImageSource?: RenderImageSource;
}) {
  if (!element) return <TipsPanel />;
  return (
    <section aria-label={`Edit ${ELEMENT_NAMES[element]}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center justify-between border-b border-zinc-200/80 px-5 py-3.5">
        <div>
          <h2 className="text-sm font-semibold text-zinc-950">Edit {ELEMENT_NAMES[element]}</h2>
          <p className="text-xs text-zinc-500">{ELEMENT_HINTS[element]}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close panel" onClick={onClose}>
          <X className="size-4" aria-hidden />
        </Button>
      </header>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-5">
        <ElementControls
          element={element}
          draft={draft}
          onChange={onChange}
          renderImageSource={renderImageSource}
        />
      </div>
    </section>
  );
}

function TipsPanel() {
  return (
    <section aria-label={THEMES_TEXT.tipsTitle} className="space-y-4 px-5 py-5">
      <h2 className="text-sm font-semibold text-zinc-950">{THEMES_TEXT.tipsTitle}</h2>
      <div className="flex gap-3 rounded-xl border border-brand-200/70 bg-brand-50/60 p-3.5">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
        <div>
          <p className="text-[13px] font-semibold text-brand-900">Quick tip</p>
          <p className="mt-0.5 text-[13px] leading-5 text-brand-900/80">{THEMES_TEXT.quickTip}</p>
        </div>
      </div>
      <div className="flex gap-3 rounded-xl border border-emerald-200/70 bg-emerald-50/60 p-3.5">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        <p className="text-[13px] leading-5 text-emerald-900">{THEMES_TEXT.allValid}</p>
      </div>
    </section>
  );
}

function ElementControls({
  element,
  draft,
  onChange,
  renderImageSource,
}: {
  element: ElementType;
  draft: ThemeDraft;
  onChange: ChangeFn;
  renderImageSource?: RenderImageSource;
}) {
  switch (element) {
    case 'hero':
    case 'image-tenant-image':
      return <HeroControls draft={draft} onChange={onChange} renderImageSource={renderImageSource} />;
    case 'preview-content':
      return <ContentControls draft={draft} onChange={onChange} renderImageSource={renderImageSource} />;
    case 'list-simple':
    case 'tenant-list':
      return <ListControls draft={draft} onChange={onChange} />;
    case 'footer':
      return <FooterControls draft={draft} onChange={onChange} />;
    case 'header':
      return <HeaderControls draft={draft} onChange={onChange} renderImageSource={renderImageSource} />;
    default:
      return <p className="text-sm text-zinc-500">{THEMES_TEXT.noControls}</p>;
  }
}

interface ControlsProps {
  draft: ThemeDraft;
  onChange: ChangeFn;
}

interface ImageControlsProps extends ControlsProps {
  renderImageSource?: RenderImageSource;
}

/**
 * An image of the theme: upload or pick from the library (when the route provides them), and its
 * URL, which can also be typed or pasted.
 */
function ImageField({
  field,
  urlLabel,
  value,
  onChange,
  renderImageSource,
}: {
  field: (typeof IMAGE_FIELDS)[keyof typeof IMAGE_FIELDS];
  urlLabel: string;
  value: string;
  onChange: ChangeFn;
  renderImageSource?: RenderImageSource;
}) {
  return (
    <div className="space-y-3">
      {renderImageSource?.({
        purpose: field.purpose,
        label: field.label,
        value,
        onSelect: (url) => onChange(field.path, url),
      })}
      <TextField
        label={urlLabel}
        type="url"
        placeholder={IMAGE_URL_HINT}
        value={value}
        onChange={(next) => onChange(field.path, next, { coalesce: true })}
      />
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3 border-b border-zinc-100 pb-4 last:border-b-0">
      <SubHeading>{title}</SubHeading>
      {children}
    </div>
  );
}

function HeroControls({ draft, onChange, renderImageSource }: ImageControlsProps) {
  return (
    <>
      <Group title="Hero image">
        <ImageField
          field={IMAGE_FIELDS.hero}
          urlLabel="Hero Image URL"
          value={draft.media.heroImageUrl}
          onChange={onChange}
          renderImageSource={renderImageSource}
        />
        <SelectField
          label="Image Fit"
          value={draft.media.heroImageFit}
          options={options(IMAGE_FITS, FIT_LABELS)}
          onChange={(value) => onChange(['media', 'heroImageFit'], value)}
        />
      </Group>
      <ul className="space-y-1.5 rounded-xl bg-zinc-50 p-3.5 text-[13px] text-zinc-600">
        {THEMES_TEXT.heroTips.map((tip) => (
          <li key={tip} className="flex gap-2">
            <Lightbulb className="mt-0.5 size-3.5 shrink-0 text-amber-500" aria-hidden />
            {tip}
          </li>
        ))}
      </ul>
    </>
  );
}

function ContentControls({ draft, onChange, renderImageSource }: ImageControlsProps) {
  const { background, layoutOptions: lo, layout } = draft;
  if (layout === 'imageOnly') {
    return (
      <Group title="Full page image">
        <ImageField
          field={IMAGE_FIELDS.fullPage}
          urlLabel="Full Page Image URL"
          value={draft.media.fullPageImageUrl}
          onChange={onChange}
          renderImageSource={renderImageSource}
        />
        <ColorField
          label="Fallback Background Color"
          value={draft.colors.background}
          onChange={(value) => onChange(['colors', 'background'], value, { coalesce: true })}
        />
      </Group>
    );
  }
  const padding = lo.contentPadding;
  return (
    <>
      <Group title="Background">
        <SegmentedField
          label="Background Type"
          value={background.type}
          options={options(BACKGROUND_TYPES, { color: 'Color', gradient: 'Gradient', image: 'Image' })}
          onChange={(type) => onChange(['background'], changeBackgroundType(background, type))}
        />
        {background.type === 'color' && (
          <ColorField
            label="Background Color"
            value={draft.colors.background}
            onChange={(value) => onChange(['colors', 'background'], value, { coalesce: true })}
          />
        )}
        {background.type === 'gradient' && background.gradient && (
          <>
            <ColorField
              label="Gradient From"
              value={background.gradient.from}
              onChange={(value) => onChange(['background', 'gradient', 'from'], value, { coalesce: true })}
            />
            <ColorField
              label="Gradient To"
              value={background.gradient.to}
              onChange={(value) => onChange(['background', 'gradient', 'to'], value, { coalesce: true })}
            />
            <SliderField
              label="Angle"
              unit="°"
              value={background.gradient.angle}
              range={THEME_RANGES.gradientAngle}
              onChange={(value) => onChange(['background', 'gradient', 'angle'], value, { coalesce: true })}
            />
          </>
        )}
        {background.type === 'image' && (
          <>
            <ImageField
              field={IMAGE_FIELDS.background}
              urlLabel="Background Image URL"
              value={background.imageUrl}
              onChange={onChange}
              renderImageSource={renderImageSource}
            />
            <SelectField
              label="Image Fit"
              value={background.imageFit}
              options={options(IMAGE_FITS, FIT_LABELS)}
              onChange={(value) => onChange(['background', 'imageFit'], value)}
            />
          </>
        )}
      </Group>
      <Group title="Shape and spacing">
        <SliderField
          label="Border Radius"
          unit="px"
          value={lo.borderRadius}
          range={THEME_RANGES.borderRadius}
          onChange={(value) => onChange(['layoutOptions', 'borderRadius'], value, { coalesce: true })}
        />
        <CheckboxField
          label="Same padding on every side"
          checked={lo.uniformPadding}
          onChange={(on) => onChange(['layoutOptions', 'uniformPadding'], on)}
        />
        {lo.uniformPadding ? (
          <SliderField
            label="Content Padding"
            unit="px"
            value={padding.all}
            range={THEME_RANGES.contentPadding}
            onChange={(value) =>
              onChange(['layoutOptions', 'contentPadding', 'all'], value, { coalesce: true })
            }
          />
        ) : (
          (['top', 'right', 'bottom', 'left'] as const).map((side) => (
            <SliderField
              key={side}
              label={`Padding ${side[0]?.toUpperCase()}${side.slice(1)}`}
              unit="px"
              value={padding[side]}
              range={THEME_RANGES.contentPadding}
              onChange={(value) =>
                onChange(['layoutOptions', 'contentPadding', side], value, { coalesce: true })
              }
            />
          ))
        )}
      </Group>
      {(layout === 'split' || layout === 'imageTenant') && (
        <Group title="Size split">
          <SliderField
            label="Hero Image Size"
            unit="%"
            value={lo.imageSize}
            range={THEME_RANGES.imageSize}
            onChange={(value) =>
              onChange(['layoutOptions'], { ...lo, ...splitSizes('imageSize', value) }, { coalesce: true })
            }
          />
          <SliderField
            label="Tenant List Size"
            unit="%"
            value={lo.tenantListSize}
            range={THEME_RANGES.tenantListSize}
            onChange={(value) =>
              onChange(
                ['layoutOptions'],
                { ...lo, ...splitSizes('tenantListSize', value) },
                { coalesce: true },
              )
            }
          />
        </Group>
      )}
    </>
  );
}

function ListControls({ draft, onChange }: ControlsProps) {
  const t = draft.tenants;
  const ordered = [...t.columnOrder, ...TENANT_COLUMNS.filter((c) => !t.columnOrder.includes(c))];
  const visible = ordered.filter((c) => !t.hiddenColumns.includes(c));
  const slide = (key: keyof typeof t) => (value: number) =>
    onChange(['tenants', key], value, { coalesce: true });

  const toggleColumn = (column: TenantColumn, show: boolean) => {
    const hiddenColumns = show ? t.hiddenColumns.filter((c) => c !== column) : [...t.hiddenColumns, column];
    const nextVisible = ordered.filter((c) => !hiddenColumns.includes(c));
    if (nextVisible.length === 0) return;
    onChange(['tenants'], {
      ...t,
      hiddenColumns,
      columnWidths: normalizeColumnWidths(t.columnWidths, nextVisible),
    });
  };

  return (
    <>
      <Group title="Order and style">
        <SelectField
          label="Sort Method"
          value={t.sortMethod}
          options={options(SORT_METHODS, SORT_LABELS)}
          onChange={(value) => onChange(['tenants', 'sortMethod'], value)}
        />
        <SegmentedField
          label="List Style"
          value={t.listStyle}
          options={options(LIST_STYLES, LIST_STYLE_LABELS)}
          onChange={(value) => onChange(['tenants', 'listStyle'], value)}
        />
        <SegmentedField
          label="Pagination"
          value={draft.layoutOptions.pagination}
          options={[
            { value: 'none', label: 'None' },
            { value: 'pages', label: 'Pages' },
            { value: 'scroll', label: 'Scroll' },
          ]}
          onChange={(value) => onChange(['layoutOptions', 'pagination'], value)}
        />
        <CheckboxField
          label="Group by floor"
          hint="A heading for each floor; names keep the sort order within a floor. The Floor column can then be hidden."
          checked={t.groupByFloor}
          onChange={(value) => onChange(['tenants', 'groupByFloor'], value)}
        />
        {(t.groupByFloor || t.sortMethod === 'floor') && (
          <SegmentedField
            label="Floor Order"
            value={t.floorOrder}
            options={options(FLOOR_ORDERS, FLOOR_ORDER_LABELS)}
            onChange={(value) => onChange(['tenants', 'floorOrder'], value)}
          />
        )}
      </Group>
      <Group title="Row colors">
        <ColorField
          label="Row Color"
          value={t.solidRowColor}
          onChange={(value) => onChange(['tenants', 'solidRowColor'], value, { coalesce: true })}
        />
        <ColorField
          label="Alternating Row Color"
          value={t.alternatingRowColor}
          onChange={(value) => onChange(['tenants', 'alternatingRowColor'], value, { coalesce: true })}
        />
        <SliderField
          label="Alternating Row Opacity"
          value={t.alternatingRowOpacity}
          range={THEME_RANGES.opacity}
          onChange={slide('alternatingRowOpacity')}
        />
      </Group>
      {t.listStyle === 'glassy' && (
        <Group title="Glass">
          <ColorField
            label="Glass Color"
            value={t.glassBackgroundColor}
            onChange={(value) => onChange(['tenants', 'glassBackgroundColor'], value, { coalesce: true })}
          />
          <SliderField
            label="Glass Opacity"
            value={t.glassOpacity}
            range={THEME_RANGES.glassOpacity}
            onChange={slide('glassOpacity')}
          />
          <SliderField
            label="Glass Blur"
            unit="px"
            value={t.glassBlur}
            range={THEME_RANGES.glassBlur}
            onChange={slide('glassBlur')}
          />
        </Group>
      )}
      <Group title="Size and spacing">
        <SliderField
          label="Text Size"
          unit="rem"
          value={t.textSize}
          range={THEME_RANGES.textSize}
          onChange={slide('textSize')}
        />
        <SliderField
          label="List Padding"
          unit="px"
          value={t.padding}
          range={THEME_RANGES.listPadding}
          onChange={slide('padding')}
        />
        <SliderField
          label="Row Height"
          unit="px"
          value={t.rowHeight}
          range={THEME_RANGES.rowHeight}
          onChange={slide('rowHeight')}
        />
      </Group>
      <Group title="Columns">
        <div className="space-y-2">
          {ordered.map((column) => (
            <CheckboxField
              key={column}
              label={`Show ${TENANT_COLUMN_LABELS[column]}`}
              checked={visible.includes(column)}
              onChange={(show) => toggleColumn(column, show)}
            />
          ))}
        </div>
        {visible.map((column) => (
          <div key={column} className="space-y-2 rounded-lg border border-zinc-200 p-3">
            <SliderField
              label={`${TENANT_COLUMN_LABELS[column]} Width`}
              unit="%"
              value={t.columnWidths[column] ?? 0}
              range={THEME_RANGES.columnWidth}
              onChange={(value) =>
                onChange(
                  ['tenants', 'columnWidths'],
                  setColumnWidth(t.columnWidths, visible, column, value),
                  {
                    coalesce: true,
                  },
                )
              }
            />
            <SegmentedField
              label={`${TENANT_COLUMN_LABELS[column]} Alignment`}
              value={t.columnAlignments[column] ?? 'left'}
              options={options(ALIGNMENTS, ALIGN_LABELS)}
              onChange={(value) => onChange(['tenants', 'columnAlignments', column], value)}
            />
          </div>
        ))}
      </Group>
    </>
  );
}

function FooterControls({ draft, onChange }: ControlsProps) {
  const f = draft.footer;
  return (
    <>
      <Group title="Appearance">
        <ColorField
          label="Background Color"
          value={f.backgroundColor}
          onChange={(value) => onChange(['footer', 'backgroundColor'], value, { coalesce: true })}
        />
        <SliderField
          label="Background Opacity"
          value={f.backgroundOpacity}
          range={THEME_RANGES.opacity}
          onChange={(value) => onChange(['footer', 'backgroundOpacity'], value, { coalesce: true })}
        />
        <ColorField
          label="Text Color"
          value={f.textColor}
          onChange={(value) => onChange(['footer', 'textColor'], value, { coalesce: true })}
        />
        <SliderField
          label="Font Size"
          unit="rem"
          value={f.fontSize}
          range={THEME_RANGES.footerFontSize}
          onChange={(value) => onChange(['footer', 'fontSize'], value, { coalesce: true })}
        />
        <SelectField
          label="Justification"
          value={f.justifyContent}
          options={options(JUSTIFY_CONTENTS, JUSTIFY_LABELS)}
          onChange={(value) => onChange(['footer', 'justifyContent'], value)}
        />
      </Group>
      <Group title="Items">
        <FooterItemsEditor items={f.items} onChange={onChange} />
        <p className="text-xs text-zinc-500">
          Leave Building name empty to show the name of each screen&apos;s own building.
        </p>
      </Group>
      <Group title="Clock and QR code">
        <SegmentedField
          label="Clock"
          value={f.clock}
          options={options(HEADER_CLOCKS, CLOCK_LABELS)}
          onChange={(value) => onChange(['footer', 'clock'], value)}
        />
        <DirectoryQrField draft={draft} onChange={onChange} />
      </Group>
    </>
  );
}

/** The header clock's choices (docs/product.md §11). */
const CLOCK_LABELS = { none: 'None', time: 'Time', 'date-time': 'Date & time' } as const;
const QR_LABELS = { none: 'None', header: 'Header', footer: 'Footer' } as const;

/** Where the QR code to the building's mobile directory goes; offered in the header and footer panels. */
function DirectoryQrField({ draft, onChange }: ControlsProps) {
  return (
    <>
      <SegmentedField
        label="Mobile directory QR code"
        value={draft.media.directoryQr}
        options={options(DIRECTORY_QR_PLACES, QR_LABELS)}
        onChange={(value) => onChange(['media', 'directoryQr'], value)}
      />
      <p className="text-xs text-zinc-500">
        Shown on screens whose building has its mobile directory turned on (Sub-Organizations page).
      </p>
    </>
  );
}

function HeaderControls({ draft, onChange, renderImageSource }: ImageControlsProps) {
  return (
    <>
      <Group title="Logo">
        <ImageField
          field={IMAGE_FIELDS.logo}
          urlLabel="Company Logo URL"
          value={draft.media.companyLogoUrl}
          onChange={onChange}
          renderImageSource={renderImageSource}
        />
        <TextField
          label="Title"
          hint="Shown when there is no logo. Empty shows the building's name."
          placeholder={FOOTER_PLACEHOLDERS.BuildingName}
          maxLength={HEADER_TITLE_MAX_LENGTH}
          value={draft.header.title}
          onChange={(value) => onChange(['header', 'title'], value, { coalesce: true })}
        />
        <SliderField
          label="Logo Size"
          unit="px"
          value={draft.media.logoSize}
          range={THEME_RANGES.logoSize}
          onChange={(value) => onChange(['media', 'logoSize'], value, { coalesce: true })}
        />
        <SegmentedField
          label="Logo Alignment"
          value={draft.header.logoAlignment}
          options={options(ALIGNMENTS, ALIGN_LABELS)}
          onChange={(value) => onChange(['header', 'logoAlignment'], value)}
        />
      </Group>
      <Group title="Clock and building">
        <SegmentedField
          label="Clock"
          value={draft.header.clock}
          options={options(HEADER_CLOCKS, CLOCK_LABELS)}
          onChange={(value) => onChange(['header', 'clock'], value)}
        />
        <CheckboxField
          label="Show the building name"
          hint="Each screen shows the name of its own building, beside the logo."
          checked={draft.header.buildingName}
          onChange={(value) => onChange(['header', 'buildingName'], value)}
        />
        <DirectoryQrField draft={draft} onChange={onChange} />
      </Group>
      <Group title="Background">
        <ColorField
          label="Background Color"
          value={draft.header.backgroundColor}
          onChange={(value) => onChange(['header', 'backgroundColor'], value, { coalesce: true })}
        />
        <SliderField
          label="Background Opacity"
          value={draft.header.backgroundOpacity}
          range={THEME_RANGES.opacity}
          onChange={(value) => onChange(['header', 'backgroundOpacity'], value, { coalesce: true })}
        />
      </Group>
    </>
  );
}
