import { themeSchema, type Theme, type ThemeInput } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { themeQueryKey, themesQueryKey } from './theme-query-keys';

/** An empty name is named by the server ('Theme' plus the date, docs/product.md §5). */
export function createTheme(body: ThemeInput): Promise<Theme> {
  return api.post('/foyer/themes', body, themeSchema);
}

export function useCreateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTheme,
    onSuccess: (theme) => {
      queryClient.setQueryData(themeQueryKey(theme.id), theme);
      return queryClient.invalidateQueries({ queryKey: themesQueryKey(theme.org_id) });
    },
  });
}
