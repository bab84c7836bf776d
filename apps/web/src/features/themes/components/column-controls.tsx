import {
  ALIGNMENTS,
  normalizeColumnWidths,
  setColumnWidth,
  TENANT_COLUMN_LABELS,
  TENANT_COLUMNS,
  THEME_RANGES,
  type TenantColumn,
} from '@foyer/shared';
import { ALIGN_LABELS } from './choice-labels';
import type { ControlProps } from './control-description';
import { CheckboxField, options, SegmentedField, SliderField } from './controls';

/**
 * The tenant list's columns: which are shown (never none), and each shown one's width and alignment.
 * Showing or hiding a column and moving a width keep the shown widths at 100% together.
 */
export function ColumnControls({ draft, onChange }: ControlProps) {
  const t = draft.tenants;
  const ordered = [...t.columnOrder, ...TENANT_COLUMNS.filter((c) => !t.columnOrder.includes(c))];
  const visible = ordered.filter((c) => !t.hiddenColumns.includes(c));

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
              onChange(['tenants', 'columnWidths'], setColumnWidth(t.columnWidths, visible, column, value), {
                coalesce: true,
              })
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
    </>
  );
}
