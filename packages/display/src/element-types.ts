/**
 * The parts of a rendered theme the builder can select to edit (docs/product.md §2 Theme builder context
 * panels). 'list-simple' is the list of the list-simple layout, 'tenant-list' the list of the
 * others; 'hero' the hero image of hero and split, 'image-tenant-image' the image of imageTenant.
 * 'preview-content' is the area between header and footer (the whole canvas in imageOnly).
 */
export const ELEMENT_TYPES = [
  'header',
  'footer',
  'hero',
  'image-tenant-image',
  'preview-content',
  'list-simple',
  'tenant-list',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
