import type { ImageListQuery } from '@foyer/shared';

/** Every cached image query starts with this, for invalidation after an upload or a delete. */
export const allImagesQueryKey = ['images'] as const;

export const imagesQueryKey = (orgId: string, query: ImageListQuery) =>
  ['images', 'list', orgId, query] as const;
