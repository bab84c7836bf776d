import { subOrganizationSchema, type SubOrganization, type SubOrganizationInput } from '@foyer/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/query-keys';

export interface CreateSubOrganizationInput {
  orgId: string;
  body: SubOrganizationInput;
}

/** The server makes the @slug from the name, unique in the organization. */
export function createSubOrganization({ orgId, body }: CreateSubOrganizationInput): Promise<SubOrganization> {
  return api.post(
    `/foyer/organizations/${encodeURIComponent(orgId)}/sub-organizations`,
    body,
    subOrganizationSchema,
  );
}

export function useCreateSubOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubOrganization,
    onSuccess: () => refreshAfter(queryClient, 'subOrganization'),
  });
}
