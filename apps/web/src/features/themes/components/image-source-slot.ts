import type { EditPath, ImagePurpose } from '@foyer/shared';
import type { ReactNode } from 'react';

export interface ImageSourceSlotProps {
  /** What the image is for: decides the upload limit (docs/product.md §5). */
  purpose: ImagePurpose;
  /** Names the controls, e.g. 'Hero image'. */
  label: string;
  /** The URL in use, or ''. */
  value: string;
  /** Puts an uploaded or picked image's URL in the field. */
  onSelect: (url: string) => void;
}

/**
 * Upload and 'Select from library' for an image field (docs/product.md §2 Theme builder). The route hands
 * it in, so the themes feature does not depend on the images feature.
 */
export type RenderImageSource = (props: ImageSourceSlotProps) => ReactNode;

/** The image fields of the builder: where each URL lives in the theme and what it is for. */
export const IMAGE_FIELDS = {
  hero: { path: ['media', 'heroImageUrl'], purpose: 'hero', label: 'Hero image' },
  background: { path: ['background', 'imageUrl'], purpose: 'background', label: 'Background image' },
  logo: { path: ['media', 'companyLogoUrl'], purpose: 'logo', label: 'Company logo' },
  fullPage: { path: ['media', 'fullPageImageUrl'], purpose: 'background', label: 'Full page image' },
} as const satisfies Record<string, { path: EditPath; purpose: ImagePurpose; label: string }>;
