import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeImageList,
  clearImageFilters,
  DEFAULT_IMAGE_LIST,
  imageListQuery,
  readImageListParams,
  writeImageListParams,
} from './image-list-params';

describe('Images page state in the address', () => {
  it('starts with the docs/product.md §9 defaults: date descending, 0 to 100 MB, all types, page 1', () => {
    expect(readImageListParams(new URLSearchParams())).toEqual({
      search: '',
      type: 'all',
      from: '',
      to: '',
      minMb: 0,
      maxMb: 100,
      sort: 'date',
      order: 'desc',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const state = { ...DEFAULT_IMAGE_LIST, search: 'lobby', type: 'png' as const, maxMb: 2, page: 3 };
    const params = writeImageListParams(state);
    expect(params.toString()).toBe('q=lobby&type=png&max=2&page=3');
    expect(readImageListParams(params)).toEqual(state);
    expect(writeImageListParams(DEFAULT_IMAGE_LIST).toString()).toBe('');
  });

  it('ignores values it cannot use', () => {
    const state = readImageListParams(
      new URLSearchParams('type=bmp&sort=colour&order=up&page=-2&min=abc&from=yesterday&to=2026-13-45'),
    );
    expect(state).toEqual(DEFAULT_IMAGE_LIST);
    // A page number past what the server takes (a safe integer) is page 1, not a failed list.
    expect(readImageListParams(new URLSearchParams('page=1e20')).page).toBe(1);
  });

  it('goes back to page 1 when the search, a filter or the sort changes, not when paging', () => {
    const onPage3 = { ...DEFAULT_IMAGE_LIST, page: 3 };
    expect(changeImageList(onPage3, { search: 'a' }).page).toBe(1);
    expect(changeImageList(onPage3, { type: 'gif' }).page).toBe(1);
    expect(changeImageList(onPage3, { from: '2026-01-01' }).page).toBe(1);
    expect(changeImageList(onPage3, { maxMb: 5 }).page).toBe(1);
    expect(changeImageList(onPage3, { sort: 'size' }).page).toBe(1);
    expect(changeImageList(onPage3, { order: 'asc' }).page).toBe(1);
    expect(changeImageList(onPage3, { page: 4 }).page).toBe(4);
    expect(changeImageList(onPage3, { type: 'all' }).page).toBe(3);
  });

  it('starts each sort key in its natural direction, and the toggle still flips it (IMG-21)', () => {
    const byName = changeImageList(DEFAULT_IMAGE_LIST, { sort: 'name' });
    expect(byName).toMatchObject({ sort: 'name', order: 'asc' });
    expect(changeImageList(byName, { order: 'desc' })).toMatchObject({ sort: 'name', order: 'desc' });
    expect(changeImageList({ ...byName, order: 'desc' }, { sort: 'size' })).toMatchObject({ order: 'desc' });
    expect(changeImageList({ ...byName, order: 'asc' }, { sort: 'date' })).toMatchObject({ order: 'desc' });
    // Choosing the key already in use keeps the direction chosen.
    expect(changeImageList({ ...byName, order: 'desc' }, { sort: 'name' }).order).toBe('desc');
  });

  it('counts the filters in use, and Clear All resets them and the search but keeps the sort', () => {
    const busy = {
      ...DEFAULT_IMAGE_LIST,
      search: 'x',
      type: 'webp' as const,
      from: '2026-01-01',
      minMb: 1,
      sort: 'size' as const,
      order: 'asc' as const,
      page: 2,
    };
    expect(activeFilterCount(busy)).toBe(3);
    expect(clearImageFilters(busy)).toEqual({ ...DEFAULT_IMAGE_LIST, sort: 'size', order: 'asc' });
  });

  it('asks the server for 15 a page and leaves out filters not in use', () => {
    expect(imageListQuery(DEFAULT_IMAGE_LIST)).toEqual({
      search: undefined,
      type: 'all',
      from: undefined,
      to: undefined,
      min_mb: undefined,
      max_mb: undefined,
      sort: 'date',
      order: 'desc',
      page: 1,
      per_page: 15,
    });
    expect(imageListQuery({ ...DEFAULT_IMAGE_LIST, search: '  logo ', maxMb: 2 })).toMatchObject({
      search: 'logo',
      min_mb: 0,
      max_mb: 2,
    });
  });
});
