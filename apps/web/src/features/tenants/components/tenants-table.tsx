import {
  TENANT_CSV_COLUMNS,
  TENANTS_EDITOR_MAX_HEIGHT,
  TENANTS_EDITOR_MIN_HEIGHT,
  type TenantEntry,
} from '@foyer/shared';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Trash2 } from 'lucide-react';
import { memo, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { CONFIRMATION_TEXT, TENANTS_TEXT } from '../messages';

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 40;
/**
 * Each column's least width and its share of what is left (docs/decisions/tenants.md TEN-19): the
 * least widths add up to about 1,000 px, so at 1440x900 beside the sidebar every column, Active
 * included, is on screen with room for the scroll bar; wider windows give the rest to the text
 * columns. Dates get the width of the browser's date field while editing; long values are cut with
 * '…' and read whole in the field or on hover.
 */
const COLUMNS: Record<Field, { min: number; share: number; minEditing?: number }> = {
  company_name: { min: 140, share: 3 },
  floor: { min: 52, share: 0 },
  suite_room: { min: 60, share: 0 },
  category: { min: 80, share: 1 },
  contact_person: { min: 88, share: 1 },
  phone: { min: 96, share: 1 },
  email: { min: 112, share: 2 },
  move_in_date: { min: 96, minEditing: 120, share: 0 },
  move_out_date: { min: 96, minEditing: 120, share: 0 },
  logo_url: { min: 80, share: 1 },
  active: { min: 56, share: 0 },
};
const REMOVE_WIDTH = 36;
/** The 'Confirmed' column (docs/product.md §15): a date, shown while the list is viewed. */
const CONFIRMED_WIDTH = 112;

type EntryPatch = Partial<TenantEntry>;
type Field = (typeof TENANT_CSV_COLUMNS)[number]['field'];

const leastWidthOf = (field: Field, editable: boolean) =>
  (editable && COLUMNS[field].minEditing) || COLUMNS[field].min;

function gridTemplate(editable: boolean, confirmed = false) {
  const widths = TENANT_CSV_COLUMNS.map(({ field }) => {
    const least = leastWidthOf(field, editable);
    const { share } = COLUMNS[field];
    return share > 0 ? `minmax(${least}px, ${share}fr)` : `${least}px`;
  });
  return [
    ...widths,
    ...(confirmed ? [`${CONFIRMED_WIDTH}px`] : []),
    ...(editable ? [`${REMOVE_WIDTH}px`] : []),
  ].join(' ');
}

const inputClass =
  'h-8 w-full min-w-0 rounded-md border border-zinc-200 bg-white px-2 text-[13px] text-zinc-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20';

interface RowProps {
  entry: TenantEntry;
  index: number;
  editable: boolean;
  canRemove: boolean;
  onChange: (index: number, patch: EntryPatch) => void;
  onRemove: (index: number) => void;
  /** When the entry was last confirmed ('' never); undefined: no 'Confirmed' column. */
  confirmed?: string;
}

const TenantRow = memo(function TenantRow({
  entry,
  index,
  editable,
  canRemove,
  onChange,
  onRemove,
  confirmed,
}: RowProps) {
  const rowLabel = `row ${index + 1}`;
  const cell = (field: Field, header: string) => {
    if (field === 'active') {
      return editable ? (
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          aria-label={`${header} ${rowLabel}`}
          checked={entry.active}
          onChange={(event) => onChange(index, { active: event.target.checked })}
        />
      ) : (
        <span className={entry.active ? 'text-emerald-700' : 'text-zinc-400'}>
          {entry.active ? 'Yes' : 'No'}
        </span>
      );
    }
    if (!editable)
      return (
        <span className="truncate" title={entry[field] || undefined}>
          {entry[field]}
        </span>
      );
    const isDate = field === 'move_in_date' || field === 'move_out_date';
    return (
      <input
        type={isDate ? 'date' : field === 'email' ? 'email' : 'text'}
        // The date field's own calendar button needs the room of its padding.
        className={cn(inputClass, isDate && 'px-1.5!')}
        aria-label={`${header} ${rowLabel}`}
        title={isDate ? undefined : entry[field] || undefined}
        value={entry[field]}
        onChange={(event) => onChange(index, { [field]: event.target.value })}
      />
    );
  };
  return (
    <>
      {TENANT_CSV_COLUMNS.map((column) => (
        <div
          key={column.field}
          role="cell"
          className={cn(
            'flex min-w-0 items-center text-[13px] text-zinc-800',
            // A field brings its own padding.
            editable ? 'px-1' : 'px-2',
          )}
        >
          {cell(column.field, column.header)}
        </div>
      ))}
      {confirmed !== undefined && (
        <div
          role="cell"
          className="flex min-w-0 items-center px-2 text-[13px] whitespace-nowrap text-zinc-600"
        >
          {confirmed ? (
            formatDate(confirmed)
          ) : (
            <span className="text-zinc-400">{CONFIRMATION_TEXT.never}</span>
          )}
        </div>
      )}
      {editable && (
        <div role="cell" className="flex items-center justify-center">
          <button
            type="button"
            className="rounded-md p-1.5 text-zinc-400 hover:bg-red-50 hover:text-red-600 disabled:pointer-events-none disabled:opacity-30"
            aria-label={`${TENANTS_TEXT.removeEntry} ${index + 1}`}
            disabled={!canRemove}
            onClick={() => onRemove(index)}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </>
  );
});

export interface TenantsTableProps {
  entries: readonly TenantEntry[];
  editable: boolean;
  onChange?: (index: number, patch: EntryPatch) => void;
  onRemove?: (index: number) => void;
  /** When each entry was last confirmed, by entry id (docs/product.md §15); adds the 'Confirmed' column. */
  confirmedAt?: ReadonlyMap<string, string>;
}

const noop = () => undefined;

/**
 * The tenants editor table (docs/product.md §2). Rows are virtualized so a 10,000-row import stays
 * smooth; the box grows with its rows between the editor's minimum and maximum height.
 */
export function TenantsTable({
  entries,
  editable,
  onChange = noop,
  onRemove = noop,
  confirmedAt,
}: TenantsTableProps) {
  const showConfirmed = confirmedAt !== undefined && !editable;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const height = Math.min(
    TENANTS_EDITOR_MAX_HEIGHT,
    Math.max(TENANTS_EDITOR_MIN_HEIGHT, HEADER_HEIGHT + entries.length * ROW_HEIGHT + 2),
  );
  const template = gridTemplate(editable, showConfirmed);
  const leastWidth =
    TENANT_CSV_COLUMNS.reduce((sum, column) => sum + leastWidthOf(column.field, editable), 0) +
    (editable ? REMOVE_WIDTH : 0) +
    (showConfirmed ? CONFIRMED_WIDTH : 0);

  return (
    <div
      ref={scrollRef}
      // Focusable, so the arrow keys and Page Down scroll a long directory without a mouse.
      tabIndex={0}
      className="overflow-auto rounded-xl border border-zinc-200 bg-white focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
      style={{ height }}
      role="table"
      aria-label="Tenant entries"
      aria-rowcount={entries.length + 1}
    >
      <div style={{ minWidth: leastWidth }}>
        <div
          role="row"
          aria-rowindex={1}
          className="sticky top-0 z-10 grid border-b border-zinc-200 bg-zinc-50 text-xs font-medium text-zinc-600"
          style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
        >
          {TENANT_CSV_COLUMNS.map((column) => (
            <div
              key={column.field}
              role="columnheader"
              className="flex items-center overflow-hidden px-2 whitespace-nowrap"
            >
              {column.header}
            </div>
          ))}
          {showConfirmed && (
            <div role="columnheader" className="flex items-center overflow-hidden px-2 whitespace-nowrap">
              {CONFIRMATION_TEXT.confirmedColumn}
            </div>
          )}
          {editable && (
            <div role="columnheader" className="sr-only">
              {TENANTS_TEXT.removeEntry}
            </div>
          )}
        </div>
        <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const entry = entries[item.index];
            if (!entry) return null;
            return (
              <div
                key={entry.id || item.index}
                role="row"
                aria-rowindex={item.index + 2}
                className={cn(
                  'absolute left-0 grid w-full border-b border-zinc-100',
                  item.index % 2 === 1 && 'bg-zinc-50/60',
                )}
                style={{
                  gridTemplateColumns: template,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <TenantRow
                  entry={entry}
                  index={item.index}
                  editable={editable}
                  canRemove={entries.length > 1}
                  onChange={onChange}
                  onRemove={onRemove}
                  confirmed={showConfirmed ? (entry.id && confirmedAt?.get(entry.id)) || '' : undefined}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
