import {
  buildingDirectorySchema,
  directorySettingSchema,
  MOBILE_DIRECTORY_MESSAGES,
  publicDirectorySchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams, orgIdParams } from '../../platform/params';
import { limitPerIp } from '../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { listDirectories, newDirectoryAddress, publicDirectory, setDirectoryEnabled } from './service';

const tags = ['mobile-directory'];

/** Under /api/foyer: each building's mobile directory (docs/product.md §11); Owners and Admins change it. */
export const mobileDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/organizations/:orgId/mobile-directories',
    {
      schema: {
        tags,
        summary:
          'The mobile directory of each building the caller reaches: on or off, and its public address',
        security: bearerSecurity,
        params: orgIdParams,
        response: {
          200: successEnvelope(z.array(buildingDirectorySchema)),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listDirectories(app.ctx, requireActor(request), request.params.orgId),
    }),
  );

  app.post(
    '/sub-organizations/:id/mobile-directory',
    {
      schema: {
        tags,
        summary:
          'Turn the mobile directory on (an address is made the first time) or off (the address is kept)',
        security: bearerSecurity,
        params: idParams,
        body: directorySettingSchema,
        response: { 200: successEnvelope(buildingDirectorySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await setDirectoryEnabled(
        app.ctx,
        requireActor(request),
        request.params.id,
        request.body.enabled,
      );
      return {
        success: true as const,
        message: data.enabled ? MOBILE_DIRECTORY_MESSAGES.enabled : MOBILE_DIRECTORY_MESSAGES.disabled,
        data,
      };
    },
  );

  app.post(
    '/sub-organizations/:id/mobile-directory/new-address',
    {
      schema: {
        tags,
        summary: 'Give the mobile directory a new address; the old one stops working',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(buildingDirectorySchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: MOBILE_DIRECTORY_MESSAGES.rotated,
      data: await newDirectoryAddress(app.ctx, requireActor(request), request.params.id),
    }),
  );
};

/** Under /api/foyer: the public page's content, without sign-in; the address is the only key. */
export const publicDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/directories/:token',
    {
      config: limitPerIp(app.ctx.config.rateLimits.publicDirectory),
      schema: {
        tags,
        summary: "A building's mobile directory: the companies its screens list, by floor and suite",
        // Any text: a malformed address is the same 404 as an unknown one.
        params: z.object({ token: z.string() }),
        response: { 200: successEnvelope(publicDirectorySchema), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const { directory, etag } = await publicDirectory(app.ctx, request.params.token);
      // Private: a phone keeps it for its own reload, no proxy shares it (the address is the secret).
      // The phone's minute-by-minute question is then answered 304 until something changed.
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send();
      return { success: true as const, data: directory };
    },
  );
};
