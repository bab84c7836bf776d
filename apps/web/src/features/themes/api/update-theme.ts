import { themeSchema, type Theme, type ThemeInput } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, refreshAfter } from '../../../lib/query-keys';

export interface UpdateThemeInput {
  id: string;
  /** The whole theme; metadata.version is the version that was loaded, so a concurrent save answers 409. */
  body: ThemeInput;
}

export function updateTheme({ id, body }: UpdateThemeInput): Promise<Theme> {
  return api.post(`/foyer/themes/${encodeURIComponent(id)}`, body, themeSchema);
}

export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    onSuccess: (theme) => {
      queryClient.setQueryData(queryKeys.themes.detail(theme.id), theme);
      return refreshAfter(queryClient, 'theme');
    },
  });
}
