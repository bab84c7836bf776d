import {
  BUILDING_SCHEDULE_MESSAGES,
  buildingScheduleSchema,
  SUB_ORGANIZATION_MESSAGES,
  subOrganizationInputSchema,
  subOrganizationSchema,
  subOrganizationUpdateSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams, orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { getBuildingSchedule, setBuildingSchedule } from './schedule';
import * as subOrganizations from './service';

/** Under /api/foyer: the sub-organization calls of docs/product.md §7 (updates and deletes are POSTs there). */
export const subOrganizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['sub-organizations'];

  app.get(
    '/organizations/:orgId/sub-organizations',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary: 'Sub-organizations the caller may see (Editors and Viewers: only their own)',
        security: bearerSecurity,
        params: orgIdParams,
        response: { 200: successEnvelope(z.array(subOrganizationSchema)), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subOrganizations.listVisibleSubOrganizations(
        app.ctx,
        requireActor(request),
        request.params.orgId,
      ),
    }),
  );

  app.post(
    // docs/product.md §7 writes {org_id} here; the same name as the GET keeps one valid OpenAPI path.
    '/organizations/:orgId/sub-organizations',
    {
      schema: {
        tags,
        summary: 'Create a sub-organization; its slug comes from the name, unique in the organization',
        security: bearerSecurity,
        params: orgIdParams,
        body: subOrganizationInputSchema,
        response: { 201: successEnvelope(subOrganizationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await subOrganizations.createSubOrganization(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.body,
      );
      return reply.code(201).send({ success: true, message: SUB_ORGANIZATION_MESSAGES.created, data });
    },
  );

  app.post(
    '/sub-organizations/:id',
    {
      schema: {
        tags,
        summary: 'Update name and description; a new name gives a new slug',
        security: bearerSecurity,
        params: idParams,
        body: subOrganizationUpdateSchema,
        response: { 200: successEnvelope(subOrganizationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: SUB_ORGANIZATION_MESSAGES.updated,
      data: await subOrganizations.editSubOrganization(
        app.ctx,
        requireActor(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/sub-organizations/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete a sub-organization (409 while it holds devices, themes or tenant lists)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await subOrganizations.removeSubOrganization(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: SUB_ORGANIZATION_MESSAGES.deleted, data: null };
    },
  );

  app.get(
    '/sub-organizations/:id/schedule',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary: "A building's time zone and opening hours (null: its screens are always on)",
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(buildingScheduleSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getBuildingSchedule(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/sub-organizations/:id/schedule',
    {
      schema: {
        tags,
        summary: "Set a building's time zone and opening hours (Owners and Admins)",
        security: bearerSecurity,
        params: idParams,
        body: buildingScheduleSchema,
        response: { 200: successEnvelope(buildingScheduleSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: BUILDING_SCHEDULE_MESSAGES.saved,
      data: await setBuildingSchedule(app.ctx, requireActor(request), request.params.id, request.body),
    }),
  );
};
