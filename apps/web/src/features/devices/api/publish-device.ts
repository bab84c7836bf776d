import { publishedBundleSchema, type PublishedBundle, type PublishRequest } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

/** The server drops older bundles of the pairing code and marks the device published (docs/product.md §4). */
export function publishDevice(body: PublishRequest): Promise<PublishedBundle> {
  return api.post('/foyer/published-bundles', body, publishedBundleSchema);
}

export function usePublishDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDevice,
    onSuccess: () => refreshAfter(queryClient, 'device'),
  });
}
