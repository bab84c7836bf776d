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
import { TENANTS_TEXT } from '../messages';

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 40;
// Company is widest; dates need room for the browser's date input.
const COLUMN_WIDTHS: Record<(typeof TENANT_CSV_COLUMNS)[number]['field'], number> = {
  company_name: 220,
  floor: 80,
  suite_room: 90,
  category: 120,
  contact_person: 150,
  phone: 140,
  email: 200,
  move_in_date: 150,
  move_out_date: 150,
  logo_url: 220,
  active: 70,
};
const REMOVE_WIDTH = 48;

type EntryPatch = Partial<TenantEntry>;
type Field = (typeof TENANT_CSV_COLUMNS)[number]['field'];

function gridTemplate(editable: boolean) {
  const widths = TENANT_CSV_COLUMNS.map((column) => `${COLUMN_WIDTHS[column.field]}px`);
  return [...widths, ...(editable ? [`${REMOVE_WIDTH}px`] : [])].join(' ');
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
}

const TenantRow = memo(function TenantRow({
  entry,
  index,
  editable,
  canRemove,
  onChange,
  onRemove,
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
    if (!editable) return <span className="truncate">{entry[field]}</span>;
    const isDate = field === 'move_in_date' || field === 'move_out_date';
    return (
      <input
        type={isDate ? 'date' : field === 'email' ? 'email' : 'text'}
        className={inputClass}
        aria-label={`${header} ${rowLabel}`}
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
          className="flex min-w-0 items-center px-2 text-[13px] text-zinc-800"
        >
          {cell(column.field, column.header)}
        </div>
      ))}
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
}

const noop = () => undefined;

/**
 * The tenants editor table (docs/product.md §2). Rows are virtualized so a 10,000-row import stays
 * smooth; the box grows with its rows between the editor's minimum and maximum height.
 */
export function TenantsTable({ entries, editable, onChange = noop, onRemove = noop }: TenantsTableProps) {
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
  const template = gridTemplate(editable);
  const totalWidth =
    TENANT_CSV_COLUMNS.reduce((sum, column) => sum + COLUMN_WIDTHS[column.field], 0) +
    (editable ? REMOVE_WIDTH : 0);

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
      <div style={{ width: totalWidth, minWidth: '100%' }}>
        <div
          role="row"
          aria-rowindex={1}
          className="sticky top-0 z-10 grid border-b border-zinc-200 bg-zinc-50 text-xs font-medium text-zinc-600"
          style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
        >
          {TENANT_CSV_COLUMNS.map((column) => (
            <div key={column.field} role="columnheader" className="flex items-center px-2">
              {column.header}
            </div>
          ))}
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
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
