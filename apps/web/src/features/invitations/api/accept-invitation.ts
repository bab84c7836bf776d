import {
  acceptInvitationResultSchema,
  type AcceptInvitationBody,
  type AcceptInvitationResult,
} from '@foyer/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AcceptInvitationInput {
  token: string;
  body: AcceptInvitationBody;
}

/** Sets the name and password of the invited account and answers a session for it. */
export function acceptInvitation({ token, body }: AcceptInvitationInput): Promise<AcceptInvitationResult> {
  return api.post(`/accept-invitation/${encodeURIComponent(token)}`, body, acceptInvitationResultSchema);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
