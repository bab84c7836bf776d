import {
  CATEGORY_TRANSLATION_MESSAGES,
  categoryTranslationsSchema,
  categoryTranslationsUpdateSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth';
import { orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { getCategoryTranslations, saveCategoryTranslations } from './service';

const tags = ['tenants'];

/** Under /api/foyer: the organization's category dictionary (docs/product.md §16 "Category translations"). */
export const categoryTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/organizations/:orgId/category-translations',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary:
          "The organization's categories (each with how many companies use it) and their translations into its buildings' languages; a caller limited to buildings gets those of the lists it reaches",
        security: bearerSecurity,
        params: orgIdParams,
        response: { 200: successEnvelope(categoryTranslationsSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCategoryTranslations(app.ctx, requireActor(request), request.params.orgId),
    }),
  );

  app.put(
    '/organizations/:orgId/category-translations',
    {
      config: { apiScope: 'tenants' },
      schema: {
        tags,
        summary:
          "Save category translations (upsert; '' or an absent language removes it, a row without any removes the category); published screens showing a changed category in a changed language get hasUnpublishedChanges; every building's screens show it at their next publish",
        security: bearerSecurity,
        params: orgIdParams,
        body: categoryTranslationsUpdateSchema,
        response: { 200: successEnvelope(categoryTranslationsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: CATEGORY_TRANSLATION_MESSAGES.saved,
      data: await saveCategoryTranslations(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.body,
      ),
    }),
  );
};
