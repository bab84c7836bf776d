import type { ElementType } from '@foyer/display';
import { IMAGE_FITS } from '@foyer/shared';
import { THEMES_TEXT } from '../messages';
import { FIT_LABELS } from './choice-labels';
import { CONTENT_AREA_GROUPS } from './content-area-controls';
import { select, type ControlGroup, type ElementPanel } from './control-description';
import { options } from './controls';
import { FOOTER_GROUPS, HEADER_GROUPS } from './header-footer-controls';
import { IMAGE_FIELDS } from './image-source-slot';
import { TENANT_LIST_GROUPS } from './tenant-list-controls';

/** The picture beside or above the directory: its image and how it fills its box. */
const HERO_GROUPS: readonly ControlGroup[] = [
  {
    title: 'Hero image',
    controls: [
      { kind: 'image', label: 'Hero Image URL', field: IMAGE_FIELDS.hero },
      select('Image Fit', ['media', 'heroImageFit'], options(IMAGE_FITS, FIT_LABELS)),
    ],
  },
];

const LIST_PANEL: ElementPanel = {
  name: 'tenant list',
  hint: 'Rows, columns and paging of the directory',
  groups: TENANT_LIST_GROUPS,
};

/** The right panel of each element type of the preview: its name, its hint and its controls. */
export const ELEMENT_PANELS: Record<ElementType, ElementPanel> = {
  header: { name: 'header', hint: 'Logo and the band above the directory', groups: HEADER_GROUPS },
  footer: { name: 'footer', hint: 'The band of building information at the bottom', groups: FOOTER_GROUPS },
  hero: {
    name: 'hero image',
    hint: 'The large picture beside the directory',
    groups: HERO_GROUPS,
    tips: THEMES_TEXT.heroTips,
  },
  'image-tenant-image': {
    name: 'image',
    hint: 'The picture above the directory',
    groups: HERO_GROUPS,
    tips: THEMES_TEXT.heroTips,
  },
  'preview-content': {
    name: 'content area',
    hint: 'Background and spacing, scheduled notices and after hours',
    groups: CONTENT_AREA_GROUPS,
  },
  'list-simple': LIST_PANEL,
  'tenant-list': LIST_PANEL,
};
