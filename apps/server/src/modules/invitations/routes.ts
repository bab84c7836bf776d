import {
  acceptInvitationBodySchema,
  acceptInvitationResultSchema,
  invitationDetailsSchema,
  inviteUserBodySchema,
  successEnvelope,
  USER_MESSAGES,
  userSchema,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth';
import { idParams, tokenParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import * as invitations from './service';

/** Under /api: invite and resend (Owner, Admin) and the two public calls of the accept page. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invitations'];

  app.post(
    '/invite-users',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Invite a user by e-mail (201; 200 when a pending invitation is replaced and sent again). ' +
          'The mail is queued, not awaited: invitationDelivery tells how it stands.',
        security: bearerSecurity,
        body: inviteUserBodySchema,
        response: {
          200: successEnvelope(userSchema),
          201: successEnvelope(userSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { user, created } = await invitations.inviteUser(app.ctx, requireActor(request), request.body);
      return reply
        .code(created ? 201 : 200)
        .send({ success: true, message: USER_MESSAGES.invitationSent, data: user });
    },
  );

  app.post(
    '/users/:id/resend-invitation',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Resend an invited user’s invitation: a new link (the old one stops working), queued',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(userSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: USER_MESSAGES.invitationResent,
      data: await invitations.resendInvitation(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.get(
    '/invitation/:token',
    {
      schema: {
        tags,
        summary: 'Details of a pending invitation (404 when unknown, used or expired)',
        params: tokenParams,
        response: { 200: successEnvelope(invitationDetailsSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await invitations.getInvitation(app.ctx, request.params.token),
    }),
  );

  app.post(
    '/accept-invitation/:token',
    {
      schema: {
        tags,
        summary: 'Accept: set name and password; answers a session token (single use)',
        params: tokenParams,
        body: acceptInvitationBodySchema,
        response: { 200: successEnvelope(acceptInvitationResultSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: USER_MESSAGES.invitationAccepted,
      data: await invitations.acceptInvitation(app.ctx, request.params.token, request.body),
    }),
  );
};
