import {
  successEnvelope,
  THEME_MESSAGES,
  themeInputSchema,
  themeListQuerySchema,
  themeListSchema,
  themeSchema,
  themeUpdateSchema,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams, orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import * as themes from './service';

/** A whole theme is a few KB (at most ~60 KB with every image list full); more is refused with 413. */
export const THEME_BODY_LIMIT = 256 * 1024;

/** Under /api/foyer: the themes calls of docs/product.md §7 (updates and deletes are POSTs there). */
export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['themes'];

  app.get(
    '/organizations/:orgId/themes',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary:
          'Themes the caller may see (Editors and Viewers: their sub-organizations and organization-wide ones); ' +
          '?sub_org_id= narrows to one sub-organization plus the organization-wide ones',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: themeListQuerySchema,
        response: { 200: successEnvelope(themeListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await themes.listVisibleThemes(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.query.sub_org_id,
      ),
    }),
  );

  app.get(
    '/themes/:id',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary: 'One theme, for the theme builder (not in docs/product.md §7)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(themeSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await themes.getTheme(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/themes',
    {
      bodyLimit: THEME_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Create a theme (version 1); missing sections get their defaults, an empty name a dated one',
        security: bearerSecurity,
        body: themeInputSchema,
        response: { 201: successEnvelope(themeSchema), ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const data = await themes.createTheme(app.ctx, requireActor(request), request.body);
      return reply.code(201).send({ success: true, message: THEME_MESSAGES.created, data });
    },
  );

  app.post(
    '/themes/:id',
    {
      bodyLimit: THEME_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Save the whole theme over the version loaded (metadata.version); another version is 409, ' +
          'a save makes the next version',
        security: bearerSecurity,
        params: idParams,
        body: themeUpdateSchema,
        response: { 200: successEnvelope(themeSchema), ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => ({
      success: true as const,
      message: THEME_MESSAGES.updated,
      data: await themes.editTheme(app.ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/themes/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete a theme',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await themes.removeTheme(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: THEME_MESSAGES.deleted, data: null };
    },
  );
};
