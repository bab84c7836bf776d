import {
  successEnvelope,
  TENANT_LIST_MESSAGES,
  tenantListInputSchema,
  tenantListQuerySchema,
  tenantListSchema,
  tenantListsSchema,
  tenantListUpdateSchema,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams, orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import * as tenants from './service';

/** 10,000 entries of a few hundred bytes each; more is refused with 413. */
export const TENANTS_BODY_LIMIT = 16 * 1024 * 1024;

/** Under /api/foyer: the tenants calls of docs/product.md §7. */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['tenants'];

  app.get(
    '/organizations/:orgId/tenants',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary:
          'Tenant lists the caller may see; ?sub_org_id= narrows to one sub-organization plus the organization-wide ones',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: tenantListQuerySchema,
        response: { 200: successEnvelope(tenantListsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tenants.listVisibleTenantLists(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.query.sub_org_id,
      ),
    }),
  );

  app.get(
    '/tenants/:id',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary: 'One tenant list (not in docs/product.md §7)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(tenantListSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tenants.getTenantList(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/tenants',
    {
      config: { apiScope: 'tenants' },
      bodyLimit: TENANTS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Create a tenant list; entries without a company name are dropped, at least one must remain',
        security: bearerSecurity,
        body: tenantListInputSchema,
        response: { 201: successEnvelope(tenantListSchema), ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const data = await tenants.createTenantList(app.ctx, requireActor(request), request.body);
      return reply.code(201).send({ success: true, message: TENANT_LIST_MESSAGES.created, data });
    },
  );

  app.post(
    '/tenants/:id',
    {
      config: { apiScope: 'tenants' },
      bodyLimit: TENANTS_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Save a tenant list (absent fields keep their value); published devices showing it get hasUnpublishedChanges',
        security: bearerSecurity,
        params: idParams,
        body: tenantListUpdateSchema,
        response: { 200: successEnvelope(tenantListSchema), ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => ({
      success: true as const,
      message: TENANT_LIST_MESSAGES.updated,
      data: await tenants.editTenantList(app.ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/tenants/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete a tenant list; devices showing it lose the link',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await tenants.removeTenantList(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: TENANT_LIST_MESSAGES.deleted, data: null };
    },
  );
};
