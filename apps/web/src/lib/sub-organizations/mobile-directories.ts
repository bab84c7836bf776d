import { buildingDirectorySchema, type BuildingDirectory } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * The mobile directory of each building the member reaches (docs/product.md §11): on or
 * off, and its public address. The buildings page manages them; the preview draws a screen's QR
 * code from them, so this lives outside any feature.
 */
export function getMobileDirectories(orgId: string, signal?: AbortSignal): Promise<BuildingDirectory[]> {
  return api.get(
    `/foyer/organizations/${encodeURIComponent(orgId)}/mobile-directories`,
    z.array(buildingDirectorySchema),
    signal,
  );
}

export function useMobileDirectories(
  orgId: string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: queryKeys.mobileDirectories.list(orgId ?? ''),
    queryFn: ({ signal }) => getMobileDirectories(orgId ?? '', signal),
    enabled: enabled && Boolean(orgId),
  });
}
