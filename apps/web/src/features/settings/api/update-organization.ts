import { organizationSchema, type Organization, type UpdateOrganizationBody } from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UpdateOrganizationInput {
  orgId: string;
  body: UpdateOrganizationBody;
}

/** Renames the organization (Owners and Admins). */
export function updateOrganization({ orgId, body }: UpdateOrganizationInput): Promise<Organization> {
  return api.put(`/foyer/organizations/${encodeURIComponent(orgId)}`, body, organizationSchema);
}

export function useUpdateOrganization() {
  return useMutation({ mutationFn: updateOrganization });
}
