import { publishedBundleSchema, type PublishedBundle } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The newest bundle of a pairing code: the preview's 'Published Bundle' mode (docs/product.md §4 Preview). */
export function getPublishedBundle(
  orgId: string,
  pairingCode: string,
  signal?: AbortSignal,
): Promise<PublishedBundle> {
  return api.get(
    `/foyer/published-bundles/pairing-code/${encodeURIComponent(orgId)}/${encodeURIComponent(pairingCode)}`,
    publishedBundleSchema,
    signal,
  );
}

export const publishedBundleQueryKey = (orgId: string, pairingCode: string) =>
  ['published-bundles', orgId, pairingCode] as const;

export function usePublishedBundle(orgId: string, pairingCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: publishedBundleQueryKey(orgId, pairingCode ?? ''),
    queryFn: ({ signal }) => getPublishedBundle(orgId, pairingCode ?? '', signal),
    enabled: enabled && Boolean(pairingCode),
    retry: false,
  });
}
