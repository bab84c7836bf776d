import {
  BACKGROUND_TYPES,
  changeBackgroundType,
  IMAGE_FITS,
  splitSizes,
  THEME_RANGES,
  type BackgroundType,
} from '@foyer/shared';
import { BACKGROUND_TYPE_LABELS, FIT_LABELS } from './choice-labels';
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
];
