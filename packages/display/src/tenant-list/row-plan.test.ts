import type { ScreenTenant } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { balancedSlots, floorColumns, oneGroup, type ListItem, type Packing } from './floor-columns';
import { detailText, fitName, fitRow, planTable } from './row-plan';
import { estimateMeasure, wrappedLines } from './text-measure';

const tenant = (company_name: string, floor = '3', suite_room = '310', category = 'Legal') =>
  ({ id: company_name, company_name, floor, suite_room, category }) as ScreenTenant;

// estimateMeasure: every letter 0.56 of the size, so at 50 px a letter is 28 px wide.
const measure = estimateMeasure;
const LONG = 'Gemeinschaftspraxis für Innere Medizin, Kardiologie und Sportmedizin am Kaiserhof';

describe('wrappedLines', () => {
  it('wraps at spaces and hyphens as the browser does', () => {
    // 10 letters a line at 50 px in 280 px.
    expect(wrappedLines('Acme', 280, 50, 600, measure)).toBe(1);
    expect(wrappedLines('Acme Legal Partners', 280, 50, 600, measure)).toBe(2);
    expect(wrappedLines('Nord-Süd Handelshaus Lübeck', 340, 50, 600, measure)).toBe(3);
    // One word wider than the line cannot wrap: the name must shrink.
    expect(wrappedLines('Kinderzahnarztpraxis Dr. Weber', 280, 50, 600, measure)).toBe(Infinity);
  });
});

describe('fitName (names first)', () => {
  it('keeps a name that fits on one line at the list size', () => {
    expect(fitName('Acme Corp', 600, 60, measure)).toEqual({ lines: 1, size: 60 });
  });

  it('puts a long name on two lines at the same size before it shrinks', () => {
    expect(fitName('Meridian Legal Partners LLP', 500, 60, measure)).toEqual({ lines: 2, size: 60 });
  });

  it('shrinks a name too long for two lines only down to the size the distance needs', () => {
    // 'Greenfield Sustainability Institute': 35 letters, 3 lines of 18 at 60 px in 640 px.
    const name = 'Greenfield Sustainability Institute';
    expect(fitName(name, 640, 60, measure, 57)).toEqual({ lines: 3, size: 60 });
    // Where two lines hold it at 54 px and the distance needs 50, it is drawn on two at 54.
    expect(fitName(name, 760, 60, measure, 50)).toEqual({ lines: 2, size: 54 });
  });

  it('gives a name shrunk for one long word the lines it really takes', () => {
    // 'Kinderzahnarztpraxis' is 20 letters: at 42 px it fits one line of 480 px.
    expect(fitName('Kinderzahnarztpraxis', 500, 60, measure, 57)).toEqual({ lines: 1, size: 42 });
  });

  it('shrinks only a name too long for three lines below that, never below 0.6 of the size', () => {
    const fit = fitName(LONG, 700, 60, measure, 57);
    expect(fit.lines).toBe(3);
    expect(fit.size).toBeLessThan(57);
    expect(fit.size).toBeGreaterThanOrEqual(36);
    expect(wrappedLines(LONG, 700 * 0.96, fit.size, 600, measure)).toBeLessThanOrEqual(3);
    // Past three lines even at 0.6 of the size: the smallest size, cut after the third line.
    expect(fitName(LONG, 300, 60, measure, 57)).toEqual({ lines: 3, size: 36 });
  });
});

describe('planTable (columns that would be cut give way)', () => {
  const shown = ['company_name', 'floor', 'suite_room', 'category'] as const;
  const widths = { company_name: 40, floor: 20, suite_room: 20, category: 20 };
  const ground = tenant('Acme', 'Ground', '1200', 'Office Services');
  const rows = [ground];

  it('keeps every column where each value fits', () => {
    const plan = planTable({
      shown: [...shown],
      widths,
      tableWidth: 3000,
      size: 60,
      padding: 36,
      rows,
      measure,
    });
    expect(plan.columns).toEqual([...shown]);
    expect(plan.stacked).toEqual([]);
  });

  it('stacks under the name the columns whose values would be cut, giving the name their width', () => {
    const plan = planTable({
      shown: [...shown],
      widths,
      tableWidth: 900,
      size: 60,
      padding: 36,
      rows,
      measure,
    });
    expect(plan.stacked).toEqual(['floor', 'category']);
    expect(plan.columns).toEqual(['company_name', 'suite_room']);
    expect(plan.widths).toEqual({ company_name: 80, suite_room: 20 });
    expect(detailText(ground, plan.stacked)).toBe('Ground · Office Services');
  });

  it('widens a column that would be cut with room other columns can spare', () => {
    const plan = planTable({
      shown: [...shown],
      widths,
      tableWidth: 1800,
      size: 60,
      padding: 36,
      rows,
      measure,
    });
    expect(plan.stacked).toEqual([]);
    expect(plan.columns).toEqual([...shown]);
    // 'Office Services' at 42 px needs 426 px of the 360 its 20% gives: floor and suite, with room
    // to spare, give the 66 px; the name keeps its width.
    expect(plan.widths.category).toBeCloseTo((100 * 426) / 1800, 1);
    expect(plan.widths.company_name).toBe(40);
    expect((plan.widths.floor ?? 0) + (plan.widths.suite_room ?? 0)).toBeCloseTo(40 - (100 * 66) / 1800, 1);
  });

  it('gives names wider than their column the room floors and suites do not need', () => {
    const long = tenant('Meridian Legal Partners and Associates', '3', '310', '');
    const plan = planTable({
      shown: ['company_name', 'floor', 'suite_room'],
      widths: { company_name: 50, floor: 25, suite_room: 25 },
      tableWidth: 1600,
      size: 60,
      padding: 36,
      rows: [long],
      measure,
    });
    // The name (38 letters, 1277 px + padding) takes what '3' and '310' leave of their 400 px each.
    expect(plan.widths.company_name).toBeGreaterThan(50);
    const floorPx = (1600 * (plan.widths.floor ?? 0)) / 100;
    expect(floorPx).toBeGreaterThanOrEqual(Math.ceil((60 * 0.56) / 0.96 + 72 + 1) - 0.5);
    expect(Object.values(plan.widths).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 5);
  });

  it('keeps every column before the table is measured', () => {
    expect(
      planTable({ shown: [...shown], widths, tableWidth: null, size: 60, padding: 36, rows, measure })
        .stacked,
    ).toEqual([]);
  });
});

describe('packing rows of different heights', () => {
  const first = tenant('A');
  const meridian = tenant('Meridian Legal Partners and Associates LLP');
  const rows = [first, meridian, tenant('B'), tenant('C'), tenant('D')];
  const plan = planTable({
    shown: ['company_name'],
    widths: { company_name: 100 },
    tableWidth: 1000,
    size: 60,
    padding: 36,
    rows,
    measure,
  });
  const fits = new Map(
    rows.map((row) => [row, fitRow(row, plan, { nameWidth: 928, size: 60, rowHeight: 78, measure })]),
  );
  const packing: Packing = { headings: false, fitOf: (entry) => fits.get(entry) };
  const names = (column: ListItem[]) =>
    column.map((item) => (item.kind === 'tenant' ? item.entry.company_name.slice(0, 4) : '#'));

  it('gives a name on two lines two row heights', () => {
    expect(fits.get(meridian)).toMatchObject({ lines: 2, size: 60, slots: 2 });
    expect(fits.get(first)).toMatchObject({ lines: 1, size: 60, slots: 1 });
  });

  it('moves a tall row that does not fit to the next column instead of cutting it', () => {
    expect(floorColumns(oneGroup(rows), 3, packing).map(names)).toEqual([
      ['A', 'Meri'],
      ['B', 'C', 'D'],
    ]);
    expect(floorColumns(oneGroup(rows), 2, packing).map(names)).toEqual([['A'], ['Meri'], ['B', 'C'], ['D']]);
  });

  it('balances a page over its columns by row heights', () => {
    expect(balancedSlots(oneGroup(rows), 2, 10, packing)).toBe(3);
  });
});
