import {
  ALERT_MESSAGES,
  alertListQuerySchema,
  alertWebhookSchema,
  emergencyAlertListSchema,
  emergencyAlertSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  startAlertSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { Unauthorized } from '../../platform/errors';
import { refusedCallsLimit } from '../../platform/rate-limits';
import { idParams, orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { endAlert, listAlerts, startAlertAsMember } from './service';
import { callWebhook, createWebhookToken, revokeWebhook, webhookState, type WebhookAnswer } from './webhook';

const tags = ['emergency-alerts'];

/** Under /api/foyer: emergency alerts and the webhook's settings (docs/product.md §10), signed-in members. */
export const emergencyAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/organizations/:orgId/emergency-alerts',
    {
      config: { apiScope: 'read' },
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
      config: { apiScope: 'alerts' },
      schema: {
        tags,
        summary:
          'Start an alert (Owners and Admins): every screen in scope shows it full screen until it ends or expires. ' +
          'Optional `translations` ({"de":{"title","text"}}, keys among the visitor languages) give the title and ' +
          "text per language; a template start with the template's own title and text fills every other language of " +
          "the buildings reached from the template's messages (English shows title and text), one with an edited title " +
          "or text fills none. A screen shows its building's one or two languages, else title and text.",
        security: bearerSecurity,
        params: orgIdParams,
        body: startAlertSchema,
        response: {
          201: successEnvelope(emergencyAlertSchema),
          200: successEnvelope(emergencyAlertSchema).describe(
            'The same alert was started less than a minute ago and still runs: that alert, no second one',
          ),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { alert, repeated } = await startAlertAsMember(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.body,
      );
      return reply.code(repeated ? 200 : 201).send({
        success: true,
        message: repeated ? ALERT_MESSAGES.repeated : ALERT_MESSAGES.started,
        data: alert,
      });
    },
  );

  app.post(
    '/emergency-alerts/:id/end',
    {
      config: { apiScope: 'alerts' },
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
  /** 'start' only: true when the same alert was already running (started less than a minute ago). */
  repeated: z.boolean().optional(),
  ended: z.number().int().optional(),
});

/** OpenAPI security of the webhook: the organization's webhook token, not a member's session. */
const webhookSecurity = [{ webhookToken: [] }];

/**
 * Under /api/foyer: the inbound webhook a fire panel calls with the organization's token as Bearer.
 * The body is checked inside the call (not by the route schema) so that refused calls are audited.
 * Calls with a wrong token are limited per address (ALR-8); calls with the right one never are.
 */
export const alertWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const countRefused = refusedCallsLimit(
    app,
    'webhook-refused',
    app.ctx.config.rateLimits.webhookRefused,
    ALERT_MESSAGES.webhookTooManyRefused,
  );
  app.post(
    '/hooks/emergency-alerts',
    {
      schema: {
        tags,
        summary:
          'Start a template alert ({"action":"start","template":"evacuate","building_ids"?,"title"?,"text"?,' +
          '"translations"?,"expires_in_minutes"?}; without its own title or text, the buildings\' other languages get the template\'s texts in them; with one, the screens show the call\'s own texts) or end the active ones ({"action":"end"}); Authorization: Bearer <webhook token>. ' +
          'Send an Idempotency-Key header to make retries safe: the same key within 24 hours answers the first ' +
          "call's answer (header Idempotent-Replayed: true). Without one, the same start within a minute answers " +
          'the alert already running (repeated: true).',
        security: webhookSecurity,
        headers: z.object({
          [IDEMPOTENCY_KEY_HEADER]: z
            .string()
            .optional()
            .describe(`Up to ${IDEMPOTENCY_KEY_MAX} visible characters, for example a UUID per event`),
        }),
        response: { 200: successEnvelope(webhookAnswerSchema), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      let answer: WebhookAnswer;
      try {
        answer = await callWebhook(
          app.ctx,
          request.headers.authorization,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        );
      } catch (error) {
        if (error instanceof Unauthorized) await countRefused(request);
        throw error;
      }
      const { result, replayed } = answer;
      if (replayed) reply.header('idempotent-replayed', 'true');
      const started = result.action === 'start';
      return {
        success: true as const,
        message: !started
          ? ALERT_MESSAGES.ended
          : result.repeated
            ? ALERT_MESSAGES.repeated
            : ALERT_MESSAGES.started,
        data: result,
      };
    },
  );
};
