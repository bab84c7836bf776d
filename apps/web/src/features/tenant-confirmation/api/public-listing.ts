import type { ListingSuggestionInput, PublicListing, UploadResult } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { API_BASE_PATH, api, ApiError, SERVER_FAILED_MESSAGE } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/*
 * A company's own listing, for the link in its e-mail (docs/product.md §15); no sign-in. Without
 * zod schemas: the server checks each answer against `publicListingSchema` before sending it.
 */

const base = (token: string) => `/foyer/public/listings/${encodeURIComponent(token)}`;

export function getPublicListing(token: string, signal?: AbortSignal): Promise<PublicListing> {
  return api.get<PublicListing>(base(token), undefined, signal);
}

export function usePublicListing(token: string) {
  return useQuery({
    queryKey: queryKeys.publicListing(token),
    queryFn: ({ signal }) => getPublicListing(token, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchOnWindowFocus: false,
  });
}

export function confirmListing(token: string): Promise<PublicListing> {
  return api.post<PublicListing>(`${base(token)}/confirm`);
}

export function suggestListing(token: string, body: ListingSuggestionInput): Promise<PublicListing> {
  return api.post<PublicListing>(`${base(token)}/suggestion`, body);
}

/** Uploads a new logo through the link; answers the address to suggest. */
export async function uploadListingLogo(token: string, file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${base(token)}/logo`, { method: 'POST', body: form });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: SERVER_FAILED_MESSAGE });
  }
  const json = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    code?: string;
    data?: UploadResult;
  } | null;
  if (!response.ok || !json?.success || !json.data) {
    throw new ApiError({
      status: response.status,
      code: (json?.code as ApiError['code'] | undefined) ?? 'INVALID_RESPONSE',
      message: json?.message ?? SERVER_FAILED_MESSAGE,
    });
  }
  return json.data;
}
