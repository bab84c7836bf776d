import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { allThemesQueryKey, themeQueryKey } from './theme-query-keys';

export function deleteTheme(id: string): Promise<unknown> {
  return api.post(`/foyer/themes/${encodeURIComponent(id)}/delete`, undefined, z.unknown());
}

export function useDeleteTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTheme,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: themeQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: allThemesQueryKey });
    },
  });
}
