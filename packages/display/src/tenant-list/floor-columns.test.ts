import { groupByFloor, type TenantEntry } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { balancedSlots, floorColumns, groupedRowCount, pageOfColumns, type ListItem } from './floor-columns';
import { pageLayout } from './pagination';

const entry = (company_name: string, floor: string) =>
  ({ id: company_name, company_name, floor }) as TenantEntry;

/** A column as text: headings in brackets, companies by name. */
const show = (items: ListItem[]) =>
  items.map((item) => (item.kind === 'floor' ? `[${item.heading}]` : item.entry.company_name));

const directory = groupByFloor([
  entry('A1', '1'),
  entry('A2', '1'),
  entry('A3', '1'),
  entry('B1', '2'),
  entry('B2', '2'),
  entry('C1', '3'),
]);

describe('floorColumns', () => {
  it('starts each floor with its heading and counts headings as rows', () => {
    expect(floorColumns(directory, 9).map(show)).toEqual([
      ['[Floor 1]', 'A1', 'A2', 'A3', '[Floor 2]', 'B1', 'B2', '[Floor 3]', 'C1'],
    ]);
    expect(groupedRowCount(directory)).toBe(9);
  });

  it('repeats the floor heading on a column that starts inside a floor', () => {
    expect(floorColumns(directory, 3).map(show)).toEqual([
      ['[Floor 1]', 'A1', 'A2'],
      ['[Floor 1]', 'A3'],
      ['[Floor 2]', 'B1', 'B2'],
      ['[Floor 3]', 'C1'],
    ]);
  });

  it('never ends a column with a heading whose companies are on the next', () => {
    const columns = floorColumns(directory, 5);
    expect(columns.map(show)).toEqual([
      ['[Floor 1]', 'A1', 'A2', 'A3'],
      ['[Floor 2]', 'B1', 'B2', '[Floor 3]', 'C1'],
    ]);
    for (const column of columns) expect(column[column.length - 1]?.kind).toBe('tenant');
  });

  it('lists companies only when a column holds a single row', () => {
    expect(floorColumns(directory, 1).map(show)).toEqual([['A1'], ['A2'], ['A3'], ['B1'], ['B2'], ['C1']]);
  });
});

describe('paging a directory grouped by floor', () => {
  const geometry = (areaHeight: number, columns = 1) => ({
    areaHeight,
    rowHeight: 40,
    rowCount: groupedRowCount(directory),
    columns,
    columnsNeeded: (slots: number) => floorColumns(directory, slots).length,
  });

  it('needs a second page once the headings no longer fit, though the six names would', () => {
    // 320 px: column header row + 7 rows. Six names fit, six names and three headings do not.
    const layout = pageLayout(geometry(320));
    expect(layout.showFooter).toBe(true);
    // 320 - 40 footer - 40 header row = 6 rows a page: [1] A1 A2 A3 [2] B1 | B2 ... on page two.
    expect(layout.rowsPerColumn).toBe(6);
    expect(layout.pageCount).toBe(2);
  });

  it('is one page when names and headings fit', () => {
    expect(pageLayout(geometry(400))).toMatchObject({ pageCount: 1, showFooter: false });
  });

  it('spreads a one-page directory evenly over two columns', () => {
    const slots = balancedSlots(directory, 2, 12);
    expect(slots).toBe(5);
    expect(floorColumns(directory, slots)).toHaveLength(2);
  });
});

describe('pageOfColumns', () => {
  it('shows two columns a page, and spreads a last page of one column over both', () => {
    const chunks = floorColumns(directory, 3);
    expect(chunks).toHaveLength(4);
    expect(pageOfColumns(chunks, 0, 2, 3).map(show)).toEqual([
      ['[Floor 1]', 'A1', 'A2'],
      ['[Floor 1]', 'A3'],
    ]);
    const five = floorColumns(directory, 5);
    // Floors 1 and 2 fill page one; floor 3 alone is the last page, in its first column.
    const chunksOfFive = [
      ...five,
      ...floorColumns(groupByFloor([entry('D1', '4'), entry('D2', '4'), entry('D3', '4')]), 5),
    ];
    expect(pageOfColumns(chunksOfFive, 1, 2, 5).map(show)).toEqual([
      ['[Floor 4]', 'D1', 'D2'],
      ['[Floor 4]', 'D3'],
    ]);
  });

  it('keeps a highest-first directory top down when it spreads the last page (THM-32)', () => {
    const tower = groupByFloor(
      ['D1', 'D2', 'D3', 'C1', 'C2', 'C3', 'B1', 'A1'].map((name) =>
        entry(name, String(name.charCodeAt(0) - 64)),
      ),
      'highest-first',
    );
    const chunks = floorColumns(tower, 4);
    // Floors 4 and 3 fill page one; floors 2 and 1 share the last page's one column.
    expect(chunks.map(show)).toEqual([
      ['[Floor 4]', 'D1', 'D2', 'D3'],
      ['[Floor 3]', 'C1', 'C2', 'C3'],
      ['[Floor 2]', 'B1', '[Floor 1]', 'A1'],
    ]);
    expect(pageOfColumns(chunks, 1, 2, 4, { headings: true, order: 'highest-first' }).map(show)).toEqual([
      ['[Floor 2]', 'B1'],
      ['[Floor 1]', 'A1'],
    ]);
  });

  it('leaves one column alone', () => {
    const chunks = floorColumns(directory, 3);
    expect(pageOfColumns(chunks, 3, 1, 3).map(show)).toEqual([['[Floor 3]', 'C1']]);
  });
});
