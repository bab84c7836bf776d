import multipart from '@fastify/multipart';
import {
  approveSuggestionSchema,
  confirmationSendQuerySchema,
  confirmationSendResultSchema,
  IMAGE_MESSAGES,
  listConfirmationsSchema,
  listingSuggestionInputSchema,
  publicListingSchema,
  successEnvelope,
  TENANT_CONFIRMATION_MESSAGES as MESSAGES,
  tenantSuggestionSchema,
  uploadResultSchema,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { PayloadTooLarge, RateLimited } from '../../platform/errors';
import { idParams, orgIdParams } from '../../platform/params';
import { limitPerIp, waitText } from '../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { receiveImage, UPLOAD_MULTIPART_LIMITS } from '../images/service';
import * as confirmations from './service';

const tags = ['tenant-confirmations'];

/** Under /api/foyer: staff send the e-mails and review the suggestions (docs/product.md §15). */
export const tenantConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/tenants/:id/confirmation-requests',
    {
      schema: {
        tags,
        summary:
          "Send 'Is your listing correct?' to every company of the list with a contact e-mail, " +
          'unless asked in the last 30 days; answers how many were sent and skipped, and why',
        security: bearerSecurity,
        params: idParams,
        response: {
          200: successEnvelope(confirmationSendResultSchema),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const data = await confirmations.sendForList(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: MESSAGES.sent(data.sent, data.skipped), data };
    },
  );

  app.post(
    '/organizations/:orgId/tenant-confirmation-requests',
    {
      schema: {
        tags,
        summary:
          "Send 'Is your listing correct?' for every tenant list the caller may change " +
          '(?sub_org_id= narrows to one building and the organization-wide lists)',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: confirmationSendQuerySchema,
        response: {
          200: successEnvelope(confirmationSendResultSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const data = await confirmations.sendForOrganization(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.query.sub_org_id,
      );
      return { success: true as const, message: MESSAGES.sent(data.sent, data.skipped), data };
    },
  );

  app.get(
    '/tenants/:id/confirmations',
    {
      schema: {
        tags,
        summary: "When each entry was last confirmed and asked, and the list's freshness figure",
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(listConfirmationsSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await confirmations.listConfirmations(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.get(
    '/organizations/:orgId/tenant-suggestions',
    {
      schema: {
        tags,
        summary:
          'Listing changes suggested by companies, waiting for review on the lists the caller may change',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: confirmationSendQuerySchema,
        response: {
          200: successEnvelope(z.array(tenantSuggestionSchema)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await confirmations.listSuggestions(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.query.sub_org_id,
      ),
    }),
  );

  app.post(
    '/tenant-suggestions/:id/approve',
    {
      schema: {
        tags,
        summary:
          "Apply a suggestion to its list (published screens get 'changes, please publish'); 409 when " +
          'the company is gone, or changed since and confirm_stale is not true',
        security: bearerSecurity,
        params: idParams,
        body: approveSuggestionSchema,
        response: {
          200: successEnvelope(tenantSuggestionSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.approved,
      data: await confirmations.approveSuggestion(
        app.ctx,
        requireActor(request),
        request.params.id,
        request.body.confirm_stale === true,
      ),
    }),
  );

  app.post(
    '/tenant-suggestions/:id/reject',
    {
      schema: {
        tags,
        summary: 'Drop a suggestion; the list stays as it is',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(tenantSuggestionSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.rejected,
      data: await confirmations.rejectSuggestion(app.ctx, requireActor(request), request.params.id),
    }),
  );
};

// Any text: a malformed link is the same 404 as an unknown one.
const tokenParams = z.object({ token: z.string().max(200) });

/** `POST /public/listings/:token/logo`: its own scope, so the multipart parser exists for it only. */
const logoUploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_MULTIPART_LIMITS, throwFileSizeLimit: false });
  const perLink = app.ctx.config.rateLimits.listingUploadPerLink;
  const limitLink = app.createRateLimit({
    max: perLink.max,
    timeWindow: perLink.windowMs,
    // Keyed on the link's id, never its token: the limit store must not hold working links.
    keyGenerator: (request) => `listing-logo|${linkOf.get(request) ?? ''}`,
  });
  const linkOf = new WeakMap<object, string>();
  app.post(
    '/public/listings/:token/logo',
    {
      config: limitPerIp(app.ctx.config.rateLimits.listingUpload),
      schema: {
        tags,
        summary:
          "A company's new logo for its suggestion (multipart/form-data, field file): checked and " +
          'processed as any upload; the answer is the image_url to suggest',
        params: tokenParams,
        consumes: ['multipart/form-data'],
        response: {
          201: successEnvelope(uploadResultSchema),
          ...errorResponses(400, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      // Before the body is read: a wrong link's file is never parsed.
      const link = await confirmations.requireLiveLink(app.ctx, request.params.token);
      linkOf.set(request, link.id);
      const limit = await limitLink(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('connection', 'close');
        throw new RateLimited(MESSAGES.tooManyLogos(waitText(limit.ttl)), limit.ttlInSeconds);
      }
      try {
        const received = await receiveImage(request, 'logo');
        const data = await confirmations.uploadListingLogo(app.ctx, link, received);
        return reply.code(201).send({ success: true, message: IMAGE_MESSAGES.uploaded, data });
      } catch (error) {
        if (error instanceof PayloadTooLarge && !request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    },
  );
};

/** Under /api/foyer: the company's page, without sign-in; the link's token is the only key. */
export const publicListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/listings/:token',
    {
      config: limitPerIp(app.ctx.config.rateLimits.listingPage),
      schema: {
        tags,
        summary:
          "A company's own listing as the building's screens show it, for the link in its e-mail; " +
          'no other company, phone, e-mail or note',
        params: tokenParams,
        response: { 200: successEnvelope(publicListingSchema), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await confirmations.publicListing(app.ctx, request.params.token),
      };
    },
  );

  app.post(
    '/public/listings/:token/confirm',
    {
      config: limitPerIp(app.ctx.config.rateLimits.listingAnswer),
      schema: {
        tags,
        summary: "The company's answer 'Correct': the entry counts as confirmed now",
        params: tokenParams,
        response: { 200: successEnvelope(publicListingSchema), ...errorResponses(404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.confirmed,
      data: await confirmations.confirmListing(app.ctx, request.params.token),
    }),
  );

  app.post(
    '/public/listings/:token/suggestion',
    {
      config: limitPerIp(app.ctx.config.rateLimits.listingAnswer),
      schema: {
        tags,
        summary:
          "The company's suggested listing (every field as it should read); waits for review and " +
          'replaces one this company left waiting',
        params: tokenParams,
        body: listingSuggestionInputSchema,
        response: { 200: successEnvelope(publicListingSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.suggested,
      data: await confirmations.suggestListing(app.ctx, request.params.token, request.body),
    }),
  );

  await app.register(logoUploadRoute);
};
