import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

export function deleteTheme(id: string): Promise<unknown> {
  return api.post(`/foyer/themes/${encodeURIComponent(id)}/delete`, undefined, z.unknown());
}

export function useDeleteTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTheme,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.themes.detail(id) });
      return refreshAfter(queryClient, 'theme');
    },
  });
}
