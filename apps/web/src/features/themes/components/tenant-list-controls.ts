import {
  FLOOR_ORDERS,
  LANGUAGE_MODE_LABELS,
  LANGUAGE_MODES,
  LIST_STYLES,
  PAGINATION_MODES,
  SORT_METHODS,
  THEME_RANGES,
} from '@foyer/shared';
import { FLOOR_ORDER_LABELS, LIST_STYLE_LABELS, PAGINATION_LABELS, SORT_LABELS } from './choice-labels';
import { ColumnControls } from './column-controls';
import { color, segmented, select, slider, type ControlGroup } from './control-description';
import { options } from './controls';

/** The tenant list's panel: order and style, row colours, glass, sizes and the columns. */
export const TENANT_LIST_GROUPS: readonly ControlGroup[] = [
  {
    title: 'Order and style',
    controls: [
      select('Sort Method', ['tenants', 'sortMethod'], options(SORT_METHODS, SORT_LABELS)),
      segmented('List Style', ['tenants', 'listStyle'], options(LIST_STYLES, LIST_STYLE_LABELS)),
      segmented('Pagination', ['layoutOptions', 'pagination'], options(PAGINATION_MODES, PAGINATION_LABELS)),
      {
        kind: 'checkbox',
        label: 'Group by floor',
        hint: 'A heading for each floor; names keep the sort order within a floor. The Floor column can then be hidden.',
        path: ['tenants', 'groupByFloor'],
      },
      {
        ...segmented('Floor Order', ['tenants', 'floorOrder'], options(FLOOR_ORDERS, FLOOR_ORDER_LABELS)),
        when: ({ tenants: t }) => t.groupByFloor || t.sortMethod === 'floor',
      },
      // docs/product.md §16: for buildings with two screen languages (set per building).
      select('Two Languages', ['languages', 'mode'], options(LANGUAGE_MODES, LANGUAGE_MODE_LABELS)),
    ],
  },
  {
    title: 'Row colors',
    controls: [
      color('Row Color', ['tenants', 'solidRowColor']),
      color('Alternating Row Color', ['tenants', 'alternatingRowColor']),
      slider('Alternating Row Opacity', ['tenants', 'alternatingRowOpacity'], THEME_RANGES.opacity),
    ],
  },
  {
    title: 'Glass',
    when: (draft) => draft.tenants.listStyle === 'glassy',
    controls: [
      color('Glass Color', ['tenants', 'glassBackgroundColor']),
      slider('Glass Opacity', ['tenants', 'glassOpacity'], THEME_RANGES.glassOpacity),
      slider('Glass Blur', ['tenants', 'glassBlur'], THEME_RANGES.glassBlur, 'px'),
    ],
  },
  {
    title: 'Size and spacing',
    controls: [
      slider('Text Size', ['tenants', 'textSize'], THEME_RANGES.textSize, 'rem'),
      slider('List Padding', ['tenants', 'padding'], THEME_RANGES.listPadding, 'px'),
      slider('Row Height', ['tenants', 'rowHeight'], THEME_RANGES.rowHeight, 'px'),
    ],
  },
  { title: 'Columns', controls: [{ kind: 'custom', name: 'Columns', Component: ColumnControls }] },
];
