import {
  IMAGE_LIST_DEFAULTS,
  IMAGE_SORT_FIELDS,
  IMAGE_SORT_ORDERS,
  IMAGE_TYPE_FILTERS,
  IMAGES_PER_PAGE,
  isCalendarDay,
  type ImageListQuery,
  type ImageSortField,
  type ImageSortOrder,
  type ImageTypeFilter,
} from '@foyer/shared';

/** What the Images page shows, kept in the address so a reload or a shared link keeps it. */
export interface ImageListState {
  search: string;
  type: ImageTypeFilter;
  /** Upload date range, YYYY-MM-DD or ''. */
  from: string;
  to: string;
  minMb: number;
  maxMb: number;
  sort: ImageSortField;
  order: ImageSortOrder;
  page: number;
}

export const DEFAULT_IMAGE_LIST: ImageListState = {
  search: '',
  type: IMAGE_LIST_DEFAULTS.type,
  from: '',
  to: '',
  minMb: IMAGE_LIST_DEFAULTS.min_mb,
  maxMb: IMAGE_LIST_DEFAULTS.max_mb,
  sort: IMAGE_LIST_DEFAULTS.sort,
  order: IMAGE_LIST_DEFAULTS.order,
  page: 1,
};

const PARAM = {
  search: 'q',
  type: 'type',
  from: 'from',
  to: 'to',
  minMb: 'min',
  maxMb: 'max',
  sort: 'sort',
  order: 'order',
  page: 'page',
} as const satisfies Record<keyof ImageListState, string>;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const isoDay = (value: string | null) => (value && isCalendarDay(value) ? value : '');

const megabytes = (value: string | null, fallback: number) => {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The page's state from the address; anything unreadable falls back to the docs/product.md §9 defaults. */
export function readImageListParams(params: URLSearchParams): ImageListState {
  const page = Number(params.get(PARAM.page));
  return {
    search: params.get(PARAM.search) ?? '',
    type: oneOf(IMAGE_TYPE_FILTERS, params.get(PARAM.type), DEFAULT_IMAGE_LIST.type),
    from: isoDay(params.get(PARAM.from)),
    to: isoDay(params.get(PARAM.to)),
    minMb: megabytes(params.get(PARAM.minMb), DEFAULT_IMAGE_LIST.minMb),
    maxMb: megabytes(params.get(PARAM.maxMb), DEFAULT_IMAGE_LIST.maxMb),
    sort: oneOf(IMAGE_SORT_FIELDS, params.get(PARAM.sort), DEFAULT_IMAGE_LIST.sort),
    order: oneOf(IMAGE_SORT_ORDERS, params.get(PARAM.order), DEFAULT_IMAGE_LIST.order),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address for a state: only what differs from the defaults, so the plain page stays plain. */
export function writeImageListParams(state: ImageListState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.keys(PARAM) as (keyof ImageListState)[]) {
    const value = state[key];
    if (value === DEFAULT_IMAGE_LIST[key]) params.delete(PARAM[key]);
    else params.set(PARAM[key], String(value));
  }
  return params;
}

/** The direction each sort key starts in when chosen (IMG-21). */
export const FIRST_ORDER: Record<ImageSortField, ImageSortOrder> = {
  name: 'asc',
  date: 'desc',
  size: 'desc',
};

/**
 * The next state after a change. Any change of search, filters or sort starts again at page 1
 * (docs/product.md §4 Images page); only a change of page itself keeps the others.
 */
export function changeImageList(state: ImageListState, patch: Partial<ImageListState>): ImageListState {
  const next = { ...state, ...patch };
  // A new sort key starts in its natural direction (names A first, newest and largest first); the
  // toggle still flips it afterwards.
  if (patch.sort !== undefined && patch.sort !== state.sort && patch.order === undefined)
    next.order = FIRST_ORDER[patch.sort];
  const changedOtherThanPage = (Object.keys(patch) as (keyof ImageListState)[]).some(
    (key) => key !== 'page' && patch[key] !== state[key],
  );
  if (changedOtherThanPage) next.page = 1;
  return next;
}

/** Filters that narrow the list (the search is counted apart). */
export function activeFilterCount(state: ImageListState): number {
  let count = 0;
  if (state.type !== DEFAULT_IMAGE_LIST.type) count += 1;
  if (state.from || state.to) count += 1;
  if (state.minMb !== DEFAULT_IMAGE_LIST.minMb || state.maxMb !== DEFAULT_IMAGE_LIST.maxMb) count += 1;
  return count;
}

/** Clear All: every filter and the search back to their defaults; the sort stays. */
export function clearImageFilters(state: ImageListState): ImageListState {
  return { ...DEFAULT_IMAGE_LIST, sort: state.sort, order: state.order };
}

/** The server query for a state (filtering, sorting and paging happen on the server). */
export function imageListQuery(state: ImageListState, perPage: number = IMAGES_PER_PAGE): ImageListQuery {
  const search = state.search.trim();
  const sizeFiltered = state.minMb !== DEFAULT_IMAGE_LIST.minMb || state.maxMb !== DEFAULT_IMAGE_LIST.maxMb;
  return {
    search: search || undefined,
    type: state.type,
    from: state.from || undefined,
    to: state.to || undefined,
    min_mb: sizeFiltered ? state.minMb : undefined,
    max_mb: sizeFiltered ? state.maxMb : undefined,
    sort: state.sort,
    order: state.order,
    page: state.page,
    per_page: perPage,
  };
}
