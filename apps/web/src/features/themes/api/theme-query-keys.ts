/** Every cached theme query starts with this, for invalidation after a change. */
export const allThemesQueryKey = ['themes'] as const;

export const themesQueryKey = (orgId: string) => ['themes', 'list', orgId] as const;
export const themeQueryKey = (id: string) => ['themes', 'detail', id] as const;
