/** Every cached device query starts with this, for invalidation after a change. */
export const allDevicesQueryKey = ['devices'] as const;

export const devicesQueryKey = (orgId: string) => ['devices', 'list', orgId] as const;

export const deviceQueryKey = (id: string) => ['devices', 'detail', id] as const;
