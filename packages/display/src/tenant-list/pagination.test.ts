import { MIN_LIST_AREA_HEIGHT, PAGINATION_FOOTER_HEIGHT } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { fitLayout, nextPage, pageLayout } from './pagination';

describe('pageLayout (pages mode)', () => {
  it('is one page without footer while the area is not measured', () => {
    expect(pageLayout({ areaHeight: null, rowHeight: 40, rowCount: 23, columns: 1 })).toEqual({
      rowsPerColumn: 23,
      perPage: 23,
      pageCount: 1,
      showFooter: false,
    });
  });

  it('draws at most a canvas-full of rows before the area is measured', () => {
    expect(pageLayout({ areaHeight: null, rowHeight: 40, rowCount: 10_000, columns: 2 })).toEqual({
      rowsPerColumn: 48,
      perPage: 96,
      pageCount: 1,
      showFooter: false,
    });
  });

  it('is one page without footer when every row fits under the column header row', () => {
    // 400 px: header row 40 + 9 rows of 40.
    expect(pageLayout({ areaHeight: 400, rowHeight: 40, rowCount: 9, columns: 1 })).toMatchObject({
      pageCount: 1,
      showFooter: false,
    });
  });

  it('reserves the 40 px footer and fills each page with whole rows when rows overflow', () => {
    const layout = pageLayout({ areaHeight: 400, rowHeight: 40, rowCount: 23, columns: 1 });
    expect(PAGINATION_FOOTER_HEIGHT).toBe(40);
    // 400 - 40 footer - 40 header row = 320: 8 rows.
    expect(layout).toEqual({ rowsPerColumn: 8, perPage: 8, pageCount: 3, showFooter: true });
  });

  it('never works with less than the 100 px minimum list area, and shows at least one row', () => {
    expect(MIN_LIST_AREA_HEIGHT).toBe(100);
    const tiny = pageLayout({ areaHeight: 20, rowHeight: 20, rowCount: 10, columns: 1 });
    // 100 - 40 - 20 = 40: 2 rows.
    expect(tiny).toMatchObject({ rowsPerColumn: 2, pageCount: 5 });
    expect(pageLayout({ areaHeight: 100, rowHeight: 80, rowCount: 3, columns: 1 })).toMatchObject({
      rowsPerColumn: 1,
      pageCount: 3,
    });
  });

  it('counts both columns of the twoColumn layout in a page', () => {
    expect(pageLayout({ areaHeight: 400, rowHeight: 40, rowCount: 23, columns: 2 })).toEqual({
      rowsPerColumn: 8,
      perPage: 16,
      pageCount: 2,
      showFooter: true,
    });
    expect(pageLayout({ areaHeight: 400, rowHeight: 40, rowCount: 18, columns: 2 })).toMatchObject({
      pageCount: 1,
      showFooter: false,
    });
  });
});

describe('fitLayout (none mode)', () => {
  it('shows what fits, on one page, without footer', () => {
    expect(fitLayout({ areaHeight: 400, rowHeight: 40, rowCount: 23, columns: 1 })).toEqual({
      rowsPerColumn: 9,
      perPage: 9,
      pageCount: 1,
      showFooter: false,
    });
  });
});

describe('nextPage', () => {
  it('advances to the next page and wraps to the first', () => {
    expect(nextPage(0, 3)).toBe(1);
    expect(nextPage(2, 3)).toBe(0);
    expect(nextPage(0, 1)).toBe(0);
    expect(nextPage(7, 3)).toBe(0);
  });
});
