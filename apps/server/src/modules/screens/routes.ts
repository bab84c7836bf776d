import {
  idSchema,
  pairResultSchema,
  playerReportSchema,
  playerStateSchema,
  publishedBundleSchema,
  scheduleAtQuerySchema,
  scheduleAtSchema,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { idParams } from '../../platform/params';
import { limitPerIp } from '../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { appVersionOf, secretOf, shownBundleOf } from './players';
import { scheduleAt } from './schedule-at';
import type { BundleCaller } from './service';

const deviceIdParams = z.object({ deviceId: idSchema('Device id') });
const secretSecurity = [{ deviceSecret: [] }];

/**
 * Under /api/foyer: the screen's calls (pairing, its state, the event stream, the bundle poll, its
 * report). The player authenticates with its secret in the `x-device-secret` header; the bundle
 * call also answers signed-in members.
 */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['screens'];
  const { ctx, screens } = app;
  app.addHook('onReady', async () => ctx.events.ready());

  /** The calling screen, its contact recorded. */
  const callingPlayer = async (request: FastifyRequest) => {
    const player = await screens.requirePlayer(secretOf(request));
    await screens.contact(player, appVersionOf(request), request.log);
    return player;
  };

  app.post(
    '/tv-devices/pair',
    {
      config: limitPerIp(ctx.config.rateLimits.pair),
      schema: {
        tags,
        summary:
          'A screen asks for a pairing code (6 characters without look-alikes), its expiry and, when new (201), ' +
          'the device secret it keeps. With its secret: a new code for a waiting screen, the state as it is for a ' +
          'linked one (200); an unknown secret counts as a new screen. Rate limited per address.',
        response: {
          200: successEnvelope(pairResultSchema),
          201: successEnvelope(pairResultSchema),
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const { created, data } = await screens.pair(secretOf(request), appVersionOf(request), request.log);
      return reply.code(created ? 201 : 200).send({ success: true, data });
    },
  );

  app.get(
    '/tv-devices/me',
    {
      schema: {
        tags,
        summary:
          "The screen's state: its code, the code's expiry and the device it is linked to (device secret)",
        security: secretSecurity,
        response: { 200: successEnvelope(playerStateSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.screens.state(await callingPlayer(request)),
    }),
  );

  app.post(
    '/tv-devices/report',
    {
      schema: {
        tags,
        summary:
          'The screen reports (device secret) the bundle version it has drawn (`shown_version`, null while it ' +
          'shows none), its uptime, why its page was last reloaded (null: opened normally) and whether it runs ' +
          'the legacy build; sent on start, after each new bundle is on screen and every 5 minutes. Counts as a ' +
          'contact. The device keeps since when the shown version is shown.',
        security: secretSecurity,
        body: playerReportSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await screens.report(await callingPlayer(request), request.body);
      return { success: true as const, data: null };
    },
  );

  app.get(
    '/tv-devices/stream',
    {
      compress: false,
      // A HEAD twin would open a stream too.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary:
          'Server-Sent Events for the screen (device secret): `state` on connect and on every change of its ' +
          'pairing, then its bundle (`bundle`) or `cleared` when it has none, a new `bundle` on each publish, ' +
          '`cleared` when the bundle or device is deleted; a comment line every 25 s. Each event is one JSON ' +
          'object on its `data:` line. A screen back after a drop may say in `x-shown-bundle` the ' +
          '`<bundle id>:<version>` it shows: that bundle is not sent again.',
        security: secretSecurity,
        response: { ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      screens.openStream(reply, await callingPlayer(request), shownBundleOf(request));
    },
  );

  app.get(
    '/tv-devices/:deviceId/bundle',
    {
      schema: {
        tags,
        summary:
          "The device's newest bundle, for the screen linked to the device (device secret) or a signed-in member " +
          'who may see the device. `ETag` is the bundle version; a matching `If-None-Match` answers 304 without ' +
          'a body. 401 without a credential or with an unknown secret, 404 for a device the caller may not see ' +
          '(for a screen not linked to any device yet: "This screen is not paired yet").',
        security: [...secretSecurity, ...bearerSecurity],
        params: deviceIdParams,
        response: { 200: successEnvelope(publishedBundleSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      let caller: BundleCaller;
      if (secretOf(request) !== undefined) {
        caller = { kind: 'screen', player: await callingPlayer(request) };
      } else {
        await app.authenticate(request);
        caller = { kind: 'member', actor: requireActor(request) };
      }
      const answer = await screens.bundle(request.params.deviceId, caller, request.headers['if-none-match']);
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      // The 200 body is stored JSON text, so this reply is not typed by the response schema.
      const raw = reply as FastifyReply;
      if (answer.notModified) return raw.code(304).send();
      // Stored JSON text spliced into the envelope: no parse and re-serialization of the bundle.
      return raw.type('application/json; charset=utf-8').send(answer.json);
    },
  );

  app.get(
    '/devices/:id/schedule-at',
    {
      config: { apiScope: 'read' },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "What the device's screen will show at `at` (an ISO instant with its offset, from a day ago to 366 days " +
          'ahead) by its schedule, for the preview at a chosen time (docs/product.md §12): its zone, whether it ' +
          "sleeps outside its building's opening hours, its own 'Always on', the notices in their windows then, " +
          'and the next opening or closing. Same access as GET /devices/{id}.',
        security: bearerSecurity,
        params: idParams,
        querystring: scheduleAtQuerySchema,
        response: { 200: successEnvelope(scheduleAtSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await scheduleAt(
        ctx,
        screens.schedules,
        requireActor(request),
        request.params.id,
        Date.parse(request.query.at),
      ),
    }),
  );
};
