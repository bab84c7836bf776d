import multipart from '@fastify/multipart';
import {
  IMAGE_MESSAGES,
  imageListQuerySchema,
  imageListSchema,
  imagePurposeSchema,
  organizationImageInputSchema,
  registeredImageSchema,
  successEnvelope,
  uploadResultSchema,
} from '@foyer/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { PayloadTooLarge, NotFound } from '../../platform/errors';
import { idParams, orgIdParams } from '../../platform/params';
import { limitPerUser } from '../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { contentTypeOfKey, IMMUTABLE_CACHE_CONTROL } from '../../platform/storage';
import * as images from './service';
import { receiveImage, UPLOAD_MULTIPART_LIMITS } from './upload-reader';

/** Uploads per user and minute: a generous batch from the Images page, not an endless loop. */
export const UPLOAD_RATE_LIMIT = { max: 120, windowMs: 60_000 };

const tags = ['images'];

/** `POST /uploads`: its own scope, so the multipart parser exists for this route only. */
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    '/uploads',
    {
      config: limitPerUser(UPLOAD_RATE_LIMIT),
      schema: {
        tags,
        summary:
          'Upload an image (multipart/form-data: field file, optional purpose image|hero|background|logo, ' +
          'also accepted as ?purpose=). Checked by its bytes (JPEG, PNG, WebP, GIF), size limit by purpose ' +
          '(5 MB; 10 MB hero and background), processed as docs/product.md §5 and stored under its content hash',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: imagePurposeSchema.optional() }),
        response: {
          201: successEnvelope(uploadResultSchema),
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      // Before the body is read: a Viewer's file is never parsed.
      images.authorizeUpload(actor);
      try {
        const received = await receiveImage(request, request.query.purpose);
        const data = await images.storeUpload(app.ctx, actor, received);
        return reply.code(201).send({ success: true, message: IMAGE_MESSAGES.uploaded, data });
      } catch (error) {
        // Refused before the client finished sending: close rather than read the rest.
        if (error instanceof PayloadTooLarge && !request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    },
  );
};

/** The calls that need a signed-in member. */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(uploadRoute);

  app.post(
    '/organization-images',
    {
      schema: {
        tags,
        summary:
          'Add an uploaded image to the organization library (Editors and up); 201 when added, ' +
          '200 with the existing entry when the organization already has it',
        security: bearerSecurity,
        body: organizationImageInputSchema,
        response: {
          200: successEnvelope(registeredImageSchema),
          201: successEnvelope(registeredImageSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { image, created } = await images.addOrganizationImage(
        app.ctx,
        requireActor(request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send({
        success: true,
        message: created ? IMAGE_MESSAGES.added : IMAGE_MESSAGES.alreadyInLibrary(image.original_name),
        data: { ...image, already_in_library: !created },
      });
    },
  );

  app.get(
    '/organization-images/:orgId',
    {
      config: { apiScope: 'read' },
      schema: {
        tags,
        summary:
          'One page of the organization library, searched, filtered and sorted on the server (every member)',
        security: bearerSecurity,
        params: orgIdParams,
        querystring: imageListQuerySchema,
        response: { 200: successEnvelope(imageListSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await images.listImages(app.ctx, requireActor(request), request.params.orgId, request.query),
    }),
  );

  app.delete(
    '/organization-images/:id',
    {
      schema: {
        tags,
        summary: 'Delete an image of the library (Owners and Admins); its file goes too unless still in use',
        security: bearerSecurity,
        params: idParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await images.removeOrganizationImage(app.ctx, requireActor(request), request.params.id);
      return { success: true as const, message: IMAGE_MESSAGES.deleted, data: null };
    },
  );
};

/** Under /api/foyer: uploads, their files and the organization-images calls of docs/product.md §7. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public, like any <img> source: names are content hashes, and screens load them without a token.
  app.get(
    '/uploads/files/:name',
    {
      schema: {
        tags,
        summary:
          'An uploaded file (local storage): immutable cache headers, its type by extension, never sniffed',
        // No response schema: the answer is the file's bytes (or the 404 envelope).
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const contentType = contentTypeOfKey(name);
      const file = contentType ? await app.ctx.storage.get(name) : null;
      if (!contentType || !file) throw new NotFound(IMAGE_MESSAGES.notFound);
      const etag = `"${name.slice(0, name.indexOf('.'))}"`;
      reply
        .header('content-type', contentType)
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        file.body.destroy();
        return reply.code(304).send();
      }
      reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );

  await app.register(signedInRoutes);
};
