import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

/** Owners and Admins only (docs/product.md §6). */
export async function deleteImage(id: string): Promise<void> {
  await api.delete(`/foyer/organization-images/${encodeURIComponent(id)}`, z.unknown());
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: () => refreshAfter(queryClient, 'image'),
  });
}
