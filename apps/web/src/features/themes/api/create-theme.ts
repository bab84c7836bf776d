import { themeSchema, type Theme, type ThemeInput } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

/** An empty name is named by the server ('Theme' plus the date, docs/product.md §5). */
export function createTheme(body: ThemeInput): Promise<Theme> {
  return api.post('/foyer/themes', body, themeSchema);
}

export function useCreateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTheme,
    onSuccess: (theme) => {
      queryClient.setQueryData(queryKeys.themes.detail(theme.id), theme);
      return refreshAfter(queryClient, 'theme');
    },
  });
}
