import {
  ALIGNMENTS,
  DIRECTORY_QR_PLACES,
  FOOTER_PLACEHOLDERS,
  HEADER_CLOCKS,
  HEADER_TITLE_MAX_LENGTH,
  JUSTIFY_CONTENTS,
  THEME_RANGES,
} from '@foyer/shared';
import { ALIGN_LABELS, CLOCK_LABELS, JUSTIFY_LABELS, QR_LABELS } from './choice-labels';
import {
  color,
  segmented,
  select,
  slider,
  type ControlDescription,
  type ControlGroup,
} from './control-description';
import { options } from './controls';
import { FooterItemsEditor } from './footer-items-editor';
import { IMAGE_FIELDS } from './image-source-slot';

type Band = 'header' | 'footer';

/** Where the QR code to the building's mobile directory goes; offered in the header and footer panels. */
const DIRECTORY_QR: readonly ControlDescription[] = [
  segmented('Mobile directory QR code', ['media', 'directoryQr'], options(DIRECTORY_QR_PLACES, QR_LABELS)),
  {
    kind: 'note',
    text: 'Shown on screens whose building has its mobile directory turned on (Sub-Organizations page).',
  },
];

/** A clock in the header or the footer (docs/product.md §11). */
const clock = (band: Band) => segmented('Clock', [band, 'clock'], options(HEADER_CLOCKS, CLOCK_LABELS));

/** The band's background colour and how opaque it is. */
const bandBackground = (band: Band) => [
  color('Background Color', [band, 'backgroundColor']),
  slider('Background Opacity', [band, 'backgroundOpacity'], THEME_RANGES.opacity),
];

/** The footer's panel: its look, its six items, and its clock and QR code. */
export const FOOTER_GROUPS: readonly ControlGroup[] = [
  {
    title: 'Appearance',
    controls: [
      ...bandBackground('footer'),
      color('Text Color', ['footer', 'textColor']),
      slider('Font Size', ['footer', 'fontSize'], THEME_RANGES.footerFontSize, 'rem'),
      select('Justification', ['footer', 'justifyContent'], options(JUSTIFY_CONTENTS, JUSTIFY_LABELS)),
    ],
  },
  {
    title: 'Items',
    controls: [
      { kind: 'custom', name: 'Footer items', Component: FooterItemsEditor },
      { kind: 'note', text: "Leave Building name empty to show the name of each screen's own building." },
    ],
  },
  { title: 'Clock and QR code', controls: [clock('footer'), ...DIRECTORY_QR] },
];

/** The header's panel: the logo or title, the clock and building name, and the band's background. */
export const HEADER_GROUPS: readonly ControlGroup[] = [
  {
    title: 'Logo',
    controls: [
      { kind: 'image', label: 'Company Logo URL', field: IMAGE_FIELDS.logo },
      {
        kind: 'text',
        label: 'Title',
        hint: "Shown when there is no logo. Empty shows the building's name.",
        placeholder: FOOTER_PLACEHOLDERS.BuildingName,
        maxLength: HEADER_TITLE_MAX_LENGTH,
        path: ['header', 'title'],
      },
      slider('Logo Size', ['media', 'logoSize'], THEME_RANGES.logoSize, 'px'),
      segmented('Logo Alignment', ['header', 'logoAlignment'], options(ALIGNMENTS, ALIGN_LABELS)),
    ],
  },
  {
    title: 'Clock and building',
    controls: [
      clock('header'),
      {
        kind: 'checkbox',
        label: 'Show the building name',
        hint: 'Each screen shows the name of its own building, beside the logo.',
        path: ['header', 'buildingName'],
      },
      ...DIRECTORY_QR,
    ],
  },
  { title: 'Background', controls: bandBackground('header') },
];
