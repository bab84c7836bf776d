import {
  ALERT_MESSAGES,
  alertListQuerySchema,
  alertWebhookSchema,
  emergencyAlertListSchema,
  emergencyAlertSchema,
  startAlertSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams, orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { endAlert, listAlerts, startAlertAsMember } from './service';
import { callWebhook, createWebhookToken, revokeWebhook, webhookState } from './webhook';

const tags = ['emergency-alerts'];

/** Under /api/foyer: emergency alerts and the webhook's settings (docs/product.md §10), signed-in members. */
export const emergencyAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/organizations/:orgId/emergency-alerts',
    {
      schema: {
        tags,
        summary:
          'The active alerts, with each screen in scope and whether it confirmed showing the alert, and the last ones that are over',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: alertListQuerySchema,
        response: { 200: successEnvelope(emergencyAlertListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAlerts(app.ctx, requireActor(request), request.params.orgId, request.query.screens),
    }),
  );

  app.post(
    '/organizations/:orgId/emergency-alerts',
    {
      schema: {
        tags,
        summary:
          'Start an alert (Owners and Admins): every screen in scope shows it full screen until it ends or expires',
        security: bearerSecurity,
        params: orgIdParams,
        body: startAlertSchema,
        response: { 201: successEnvelope(emergencyAlertSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await startAlertAsMember(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.body,
      );
      return reply.code(201).send({ success: true, message: ALERT_MESSAGES.started, data });
    },
  );

  app.post(
    '/emergency-alerts/:id/end',
    {
      schema: {
        tags,
        summary: 'End an alert on every screen at once (Owners and Admins)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(emergencyAlertSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: ALERT_MESSAGES.ended,
      data: await endAlert(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.get(
    '/organizations/:orgId/alert-webhook',
    {
      schema: {
        tags,
        summary: 'Whether the organization has an alert webhook token, since when, and when it was last used',
        security: bearerSecurity,
        params: orgIdParams,
        response: { 200: successEnvelope(alertWebhookSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhookState(app.ctx, requireActor(request), request.params.orgId),
    }),
  );

  app.post(
    '/organizations/:orgId/alert-webhook',
    {
      schema: {
        tags,
        summary:
          'Create the webhook token, or rotate it (the old one stops working at once); the token is answered only here',
        security: bearerSecurity,
        params: orgIdParams,
        response: { 201: successEnvelope(alertWebhookSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await createWebhookToken(app.ctx, requireActor(request), request.params.orgId);
      return reply.code(201).send({ success: true, message: ALERT_MESSAGES.webhookCreated, data });
    },
  );

  app.delete(
    '/organizations/:orgId/alert-webhook',
    {
      schema: {
        tags,
        summary: 'Revoke the webhook token',
        security: bearerSecurity,
        params: orgIdParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await revokeWebhook(app.ctx, requireActor(request), request.params.orgId);
      return { success: true as const, message: ALERT_MESSAGES.webhookRevoked, data: null };
    },
  );
};

const webhookAnswerSchema = z.object({
  action: z.enum(['start', 'end']),
  alert: emergencyAlertSchema.optional(),
  ended: z.number().int().optional(),
});

/**
 * Under /api/foyer: the inbound webhook a fire panel calls with the organization's token as Bearer.
 * The body is checked inside the call (not by the route schema) so that refused calls are audited.
 */
export const alertWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/hooks/emergency-alerts',
    {
      schema: {
        tags,
        summary:
          'Start a template alert ({"action":"start","template":"evacuate","building_ids"?,"title"?,"text"?,' +
          '"expires_in_minutes"?}) or end the active ones ({"action":"end"}); Authorization: Bearer <webhook token>',
        security: bearerSecurity,
        response: { 200: successEnvelope(webhookAnswerSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const result = await callWebhook(app.ctx, request.headers.authorization, request.body);
      return {
        success: true as const,
        message: result.action === 'start' ? ALERT_MESSAGES.started : ALERT_MESSAGES.ended,
        data: result,
      };
    },
  );
};
