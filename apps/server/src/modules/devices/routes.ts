import {
  DEVICE_MESSAGES,
  deviceInputSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams, orgIdParams } from '../../platform/params';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import * as devices from './service';

/** Under /api/foyer: the devices calls of docs/product.md §7 (updates and deletes are POSTs there). */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['devices'];

  app.get(
    '/organizations/:orgId/devices',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary:
          'Devices the caller may see (Editors and Viewers: their sub-organizations and organization-wide ones); ' +
          '?sub_org_id= narrows to one sub-organization plus the organization-wide ones',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: deviceListQuerySchema,
        response: { 200: successEnvelope(deviceListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await devices.listVisibleDevices(
        app.ctx,
        requireActor(request),
        request.params.orgId,
        request.query.sub_org_id,
      ),
    }),
  );

  app.get(
    '/devices/:id',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary: 'One device, for the device edit page (not in docs/product.md §7)',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(deviceSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await devices.getDevice(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/devices',
    {
      schema: {
        tags,
        summary:
          'Create a device: status Disconnected, app_version 1.0.0, orientation landscape; a blank name ' +
          "'Device {date} {time}'; the pairing code is stored upper case and unique in the organization (409)",
        security: bearerSecurity,
        body: deviceInputSchema,
        response: { 201: successEnvelope(deviceSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await devices.createDevice(app.ctx, requireActor(request), request.body);
      return reply.code(201).send({ success: true, message: DEVICE_MESSAGES.created, data });
    },
  );

  app.post(
    '/devices/:id',
    {
      schema: {
        tags,
        summary:
          'Update a device (absent fields keep their value); a published device gets hasUnpublishedChanges',
        security: bearerSecurity,
        params: idParams,
        body: deviceInputSchema,
        response: { 200: successEnvelope(deviceSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: DEVICE_MESSAGES.updated,
      data: await devices.editDevice(app.ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/devices/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete a device and its published bundles',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await devices.removeDevice(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: DEVICE_MESSAGES.deleted, data: null };
    },
  );
};
