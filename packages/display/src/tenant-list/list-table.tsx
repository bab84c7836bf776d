import { THEME_DEFAULTS, type ScreenTenant, type TenantColumn, type ThemeContent } from '@foyer/shared';
import { memo, useRef, type CSSProperties, type Ref } from 'react';
import { columnHeadingPx, ROW_LINE_HEIGHT } from '../canvas-units';
import { LOGICAL_ALIGN } from '../logical-align';
import { cellText } from './columns';
import { CJK_WRAP, hasCjk } from './text-measure';
import { useFitCells } from './fit-cells';
import type { ScreenWords } from '../i18n/screen-words';
import type { ListItem } from './floor-columns';
import type { ListLook } from './list-look';
import { DETAIL_SCALE, WRAPPED_LINE_HEIGHT, type RowFit } from './row-plan';

export interface ListTableProps {
  label: string;
  columns: readonly TenantColumn[];
  /** The headings' and floors' words in the screen's language(s) (docs/product.md §16). */
  words: ScreenWords;
  widths: Record<string, number>;
  alignments: ThemeContent['tenants']['columnAlignments'];
  /** Companies, and floor headings when the directory is grouped by floor. */
  items: readonly ListItem[];
  /** Index of the first drawn row in the whole list, so stripes stay put while a list scrolls. */
  firstIndex: number;
  /** Row heights (0 or less) the first drawn row starts above the top, while it scrolls out. */
  leadSlots?: number;
  /** Some columns give way and are drawn under the names (row-plan.ts). */
  stacked?: boolean;
  rowHeight: number;
  fontSize: number;
  colors: ThemeContent['colors'];
  look: ListLook;
  trackRef?: Ref<HTMLDivElement>;
  emptyText?: string;
  /** Extra style of the column's box (its spacing from the column before). */
  style?: CSSProperties;
}

/** Company names lead; floor is the way-finding number; category is supporting detail. */
function cellLook(column: TenantColumn, colors: ThemeContent['colors']): CSSProperties {
  switch (column) {
    case 'company_name':
      return { fontWeight: 600, color: colors.textPrimary };
    case 'floor':
      return { fontWeight: 700, color: colors.primary };
    case 'suite_room':
      return { fontWeight: 500, color: colors.textPrimary };
    case 'category':
      return { fontWeight: 500, color: colors.textSecondary };
  }
}

const ellipsis: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/**
 * A theme's column alignment by the start and end of the line: on a right-to-left screen the
 * columns mirror, and a name set to the left in English sits at the right in Arabic (§16).
 */
/** One column of the directory: the column header row and the rows under it. */
export const ListTable = memo(function ListTable({
  label,
  columns,
  words,
  widths,
  alignments,
  items,
  firstIndex,
  leadSlots = 0,
  stacked = false,
  rowHeight,
  fontSize,
  colors,
  look,
  trackRef,
  emptyText,
  style,
}: ListTableProps) {
  const tableRef = useRef<HTMLDivElement>(null);
  const headingSize = columnHeadingPx(fontSize);
  useFitCells(tableRef, headingSize);
  const cellPadding = `0 ${Math.round(fontSize * 0.6)}px`;
  const cellBase = (column: TenantColumn): CSSProperties => ({
    ...ellipsis,
    flex: `0 0 ${widths[column] ?? 0}%`,
    maxWidth: `${widths[column] ?? 0}%`,
    boxSizing: 'border-box',
    padding: cellPadding,
    textAlign: LOGICAL_ALIGN[alignments[column] ?? THEME_DEFAULTS.tenants.columnAlignments[column]],
  });

  return (
    <div
      ref={tableRef}
      role="table"
      aria-label={label}
      style={{
        flex: '1 1 0px',
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        ...style,
      }}
    >
      <div
        role="row"
        style={{
          flex: `0 0 ${rowHeight}px`,
          height: rowHeight,
          display: 'flex',
          alignItems: 'center',
          boxSizing: 'border-box',
          borderBottom: `3px solid ${colors.primary}`,
          color: colors.primary,
          fontSize: headingSize,
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
        }}
      >
        {columns.map((column) => (
          <div role="columnheader" key={column} data-fit="heading" style={cellBase(column)}>
            {words.heading(column)}
          </div>
        ))}
      </div>
      <div role="rowgroup" style={{ flex: '1 1 0px', minHeight: 0, overflow: 'hidden' }}>
        <div ref={trackRef} style={leadSlots ? { marginTop: leadSlots * rowHeight } : undefined}>
          {items.map((item, i) =>
            item.kind === 'floor' ? (
              <div
                role="row"
                key={`floor:${item.floor}`}
                data-floor-heading={item.floor}
                style={{
                  height: rowHeight,
                  display: 'flex',
                  alignItems: 'flex-end',
                  boxSizing: 'border-box',
                  padding: `0 ${Math.round(fontSize * 0.6)}px ${Math.round(rowHeight * 0.12)}px`,
                  borderBottom: `2px solid ${colors.primary}`,
                }}
              >
                <div
                  role="rowheader"
                  aria-colspan={columns.length}
                  style={{
                    ...ellipsis,
                    fontSize: Math.round(fontSize * 1.1),
                    fontWeight: 700,
                    lineHeight: 1.2,
                    color: colors.primary,
                  }}
                >
                  <bdi>{words.floor(item.floor)}</bdi>
                </div>
              </div>
            ) : (
              <TenantRow
                key={item.entry.id || `${firstIndex + i}`}
                entry={item.entry}
                fit={item.fit}
                columns={columns}
                words={words}
                stacked={stacked}
                cellBase={cellBase}
                rowHeight={rowHeight}
                fontSize={fontSize}
                colors={colors}
                background={look.rowBackground(item.stripe ?? firstIndex + i)}
                separator={look.separator}
              />
            ),
          )}
          {items.length === 0 && emptyText && (
            <div
              style={{
                height: rowHeight,
                display: 'flex',
                alignItems: 'center',
                padding: cellPadding,
                fontSize,
                color: colors.textSecondary,
              }}
            >
              {emptyText}
            </div>
          )}
        </div>
      </div>
    </div>
  );
});

/**
 * One company. Its planned fit (row-plan.ts) says the size its text is drawn at, how many lines
 * its name takes, and the values drawn under the name; the row is as many row heights tall as that
 * needs. Every cell of a row is drawn at the row's size, so a name is never smaller than the floor,
 * suite or category beside it (THM-35).
 */
function TenantRow({
  entry,
  fit,
  columns,
  words,
  stacked,
  cellBase,
  rowHeight,
  fontSize,
  colors,
  background,
  separator,
}: {
  entry: ScreenTenant;
  fit: RowFit | undefined;
  columns: readonly TenantColumn[];
  words: ScreenWords;
  stacked: boolean;
  cellBase: (column: TenantColumn) => CSSProperties;
  rowHeight: number;
  fontSize: number;
  colors: ThemeContent['colors'];
  background: string | undefined;
  separator: string | undefined;
}) {
  const size = fit?.size ?? fontSize;
  const lines = fit?.lines ?? 1;
  const wrapped = lines > 1;
  const slots = fit?.slots ?? 1;
  const nameStyle: CSSProperties = wrapped
    ? {
        whiteSpace: 'normal',
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: lines,
        lineHeight: WRAPPED_LINE_HEIGHT,
      }
    : {};
  return (
    <div
      role="row"
      data-row-slots={slots}
      style={{
        height: rowHeight * slots,
        display: 'flex',
        alignItems: 'center',
        boxSizing: 'border-box',
        fontSize: size,
        lineHeight: ROW_LINE_HEIGHT,
        fontVariantNumeric: 'tabular-nums',
        backgroundColor: background,
        borderBottom: separator,
      }}
    >
      {columns.map((column) =>
        column === 'company_name' ? (
          <div
            role="cell"
            key={column}
            data-fit="name"
            style={{ ...cellBase(column), ...cellLook(column, colors), whiteSpace: 'normal' }}
          >
            {/* Each value is isolated (<bdi>, Chrome 16+): a Latin name keeps its order on a right-to-left
                screen ('Acme Corp.', not '.Acme Corp'), a Hebrew or Arabic one its own on any other (§16). */}
            <div style={{ ...ellipsis, ...nameStyle, ...(hasCjk(entry.company_name) ? CJK_WRAP : null) }}>
              <bdi>{cellText(entry, column)}</bdi>
            </div>
            {stacked && fit?.detail && (
              <div
                data-part="row-detail"
                style={{
                  ...ellipsis,
                  fontSize: Math.min(size, Math.round(fontSize * DETAIL_SCALE)),
                  fontWeight: 500,
                  lineHeight: ROW_LINE_HEIGHT,
                  color: colors.textSecondary,
                }}
              >
                <bdi>{fit.detail}</bdi>
              </div>
            )}
          </div>
        ) : (
          <div
            role="cell"
            key={column}
            data-fit="cell"
            style={{ ...cellBase(column), ...cellLook(column, colors) }}
          >
            <bdi>{cellText(entry, column, words)}</bdi>
          </div>
        ),
      )}
    </div>
  );
}
