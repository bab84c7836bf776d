import {
  AFTER_HOURS_CONTACT_MAX_LENGTH,
  AFTER_HOURS_MESSAGE_MAX_LENGTH,
  AFTER_HOURS_MODES,
  BACKGROUND_TYPES,
  NOTICE_BANDS,
  changeBackgroundType,
  IMAGE_FITS,
  splitSizes,
  THEME_RANGES,
  type BackgroundType,
} from '@foyer/shared';
import {
  AFTER_HOURS_MODE_LABELS,
  BACKGROUND_TYPE_LABELS,
  FIT_LABELS,
  NOTICE_BAND_LABELS,
} from './choice-labels';
import {
  color,
  segmented,
  select,
  slider,
  type Condition,
  type ControlDescription,
  type ControlGroup,
} from './control-description';
import { options } from './controls';
import { IMAGE_FIELDS } from './image-source-slot';
import type { ThemeDraft } from './theme-draft';

const imageOnly: Condition = (draft) => draft.layout === 'imageOnly';
const notImageOnly: Condition = (draft) => !imageOnly(draft);
const backgroundIs =
  (type: BackgroundType): Condition =>
  (draft) =>
    draft.background.type === type;
const hasGradient: Condition = (draft) =>
  backgroundIs('gradient')(draft) && draft.background.gradient != null;
const uniformPadding: Condition = (draft) => draft.layoutOptions.uniformPadding;
const afterHoursPage: Condition = (draft) => draft.afterHours.mode === 'page';

const PADDING_SIDES = { top: 'Top', right: 'Right', bottom: 'Bottom', left: 'Left' } as const;
/** The space inside the content area: on every side ('all'), or on one. */
const padding = (side: string, label: string) =>
  slider(label, ['layoutOptions', 'contentPadding', side], THEME_RANGES.contentPadding, 'px');

/** The hero and the list share the width: moving one moves the other, recorded as one change. */
const sizeSplit = (changed: 'imageSize' | 'tenantListSize', label: string): ControlDescription => ({
  ...slider(label, ['layoutOptions', changed], THEME_RANGES[changed], '%'),
  compound: (value: number, draft: ThemeDraft) => ({
    path: ['layoutOptions'],
    value: { ...draft.layoutOptions, ...splitSizes(changed, value) },
  }),
});

/** The content area's panel: the screen's background, its shape and spacing, and the size split. */
export const CONTENT_AREA_GROUPS: readonly ControlGroup[] = [
  {
    title: 'Full page image',
    when: imageOnly,
    controls: [
      { kind: 'image', label: 'Full Page Image URL', field: IMAGE_FIELDS.fullPage },
      color('Fallback Background Color', ['colors', 'background']),
    ],
  },
  {
    title: 'Background',
    when: notImageOnly,
    controls: [
      {
        ...segmented(
          'Background Type',
          ['background', 'type'],
          options(BACKGROUND_TYPES, BACKGROUND_TYPE_LABELS),
        ),
        // A preset gradient, or the gradient and image cleared (docs/product.md §4 Background type).
        compound: (type: string, draft: ThemeDraft) => ({
          path: ['background'],
          value: changeBackgroundType(draft.background, type as BackgroundType),
        }),
      },
      { ...color('Background Color', ['colors', 'background']), when: backgroundIs('color') },
      { ...color('Gradient From', ['background', 'gradient', 'from']), when: hasGradient },
      { ...color('Gradient To', ['background', 'gradient', 'to']), when: hasGradient },
      {
        ...slider('Angle', ['background', 'gradient', 'angle'], THEME_RANGES.gradientAngle, '°'),
        when: hasGradient,
      },
      {
        kind: 'image',
        label: 'Background Image URL',
        field: IMAGE_FIELDS.background,
        when: backgroundIs('image'),
      },
      {
        ...select('Image Fit', ['background', 'imageFit'], options(IMAGE_FITS, FIT_LABELS)),
        when: backgroundIs('image'),
      },
    ],
  },
  {
    title: 'Shape and spacing',
    when: notImageOnly,
    controls: [
      slider('Border Radius', ['layoutOptions', 'borderRadius'], THEME_RANGES.borderRadius, 'px'),
      { kind: 'checkbox', label: 'Same padding on every side', path: ['layoutOptions', 'uniformPadding'] },
      { ...padding('all', 'Content Padding'), when: uniformPadding },
      ...Object.entries(PADDING_SIDES).map(([side, name]) => ({
        ...padding(side, `Padding ${name}`),
        when: (draft: ThemeDraft) => !uniformPadding(draft),
      })),
    ],
  },
  {
    title: 'Size split',
    when: (draft) => draft.layout === 'split' || draft.layout === 'imageTenant',
    controls: [sizeSplit('imageSize', 'Hero Image Size'), sizeSplit('tenantListSize', 'Tenant List Size')],
  },
  {
    // docs/product.md §12: where the building's scheduled notices show on this theme's screens.
    title: 'Scheduled notices',
    controls: [
      segmented('Notice Band', ['notices', 'band'], options(NOTICE_BANDS, NOTICE_BAND_LABELS)),
      {
        kind: 'checkbox',
        label: 'Also show each notice as a page between directory pages',
        path: ['notices', 'page'],
      },
      {
        kind: 'note',
        text: 'Notices are written on the Notices page and show by themselves at their times.',
      },
    ],
  },
  {
    // docs/decisions/schedules.md SCH-8: outside the building's opening hours.
    title: 'After hours',
    controls: [
      segmented(
        'Outside Opening Hours',
        ['afterHours', 'mode'],
        options(AFTER_HOURS_MODES, AFTER_HOURS_MODE_LABELS),
      ),
      {
        kind: 'text',
        label: 'After-hours Message',
        path: ['afterHours', 'message'],
        placeholder: 'The building is closed',
        maxLength: AFTER_HOURS_MESSAGE_MAX_LENGTH,
        when: afterHoursPage,
      },
      {
        kind: 'text',
        label: 'After-hours Contact',
        path: ['afterHours', 'contact'],
        placeholder: 'Security desk: (555) 010-0111',
        maxLength: AFTER_HOURS_CONTACT_MAX_LENGTH,
        when: afterHoursPage,
      },
      { kind: 'checkbox', label: 'Show the clock', path: ['afterHours', 'clock'], when: afterHoursPage },
      { kind: 'note', text: 'Opening hours are set per building: Sub-Organizations → Screen hours.' },
    ],
  },
];
