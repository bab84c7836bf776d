/** What the right panel's choices say, by the value they store. */

export const FIT_LABELS = { cover: 'Cover', contain: 'Contain', fill: 'Fill', none: 'None' } as const;
export const ALIGN_LABELS = { left: 'Left', center: 'Center', right: 'Right' } as const;
export const BACKGROUND_TYPE_LABELS = { color: 'Color', gradient: 'Gradient', image: 'Image' } as const;
export const PAGINATION_LABELS = { none: 'None', pages: 'Pages', scroll: 'Scroll' } as const;
export const SORT_LABELS = {
  company_name: 'Company name',
  floor: 'Floor',
  suite_room: 'Suite/Room',
  custom: 'Custom (as entered)',
} as const;
/** docs/decisions/themes.md THM-32: up the building, or down it as an elevator panel reads. */
export const FLOOR_ORDER_LABELS = {
  'lowest-first': 'Lowest first',
  'highest-first': 'Highest first',
} as const;
export const LIST_STYLE_LABELS = { solid: 'Solid', alternating: 'Alternating', glassy: 'Glassy' } as const;
export const JUSTIFY_LABELS = {
  'flex-start': 'Start',
  center: 'Center',
  'flex-end': 'End',
  'space-between': 'Space between',
  'space-around': 'Space around',
  'space-evenly': 'Space evenly',
} as const;
/** The header and footer clock's choices (docs/product.md §11). */
export const CLOCK_LABELS = { none: 'None', time: 'Time', 'date-time': 'Date & time' } as const;
export const QR_LABELS = { none: 'None', header: 'Header', footer: 'Footer' } as const;
/** Where scheduled notices show (docs/product.md §12). */
export const NOTICE_BAND_LABELS = { none: 'No band', top: 'Top', bottom: 'Bottom' } as const;
/** What a screen shows outside its building's opening hours (docs/decisions/schedules.md SCH-8). */
export const AFTER_HOURS_MODE_LABELS = { dark: 'Dark screen', page: 'After-hours page' } as const;
