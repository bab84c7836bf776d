import {
  DEVICE_MESSAGES,
  idSchema,
  pairResultSchema,
  playerReportSchema,
  playerStateSchema,
  PUBLISH_MESSAGES,
  publishedBundleSchema,
  SCREEN_MESSAGES,
  successEnvelope,
} from '@foyer/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { NotFound } from '../../platform/errors';
import { limitPerIp } from '../../platform/rate-limits';
import { bearerSecurity, errorResponses } from '../../platform/responses';
import { findAuthorizedDevice } from '../devices/service';
import { latestBundleOfDevice } from '../publishing/repo';
import { EnvelopeCache, etagOf, matchesEtag } from './bundle-json';
import { ContactRecorder } from './contacts';
import { ScreenHub } from './hub';
import { createPlayer, renewPlayer, rowToPlayerState, type PlayerRow } from '../pairing/service';
import { appVersionOf, PlayerDirectory, secretOf } from './players';
import { ReportRecorder } from './reports';
import { latestBundleVersion } from './repo';

const deviceIdParams = z.object({ deviceId: idSchema('Device id') });
const secretSecurity = [{ deviceSecret: [] }];

/**
 * Under /api/foyer: the screen's calls (pairing, its state, the event stream, the bundle poll, its
 * report). The player authenticates with its secret in the `x-device-secret` header; the bundle
 * call also answers signed-in members.
 */
export const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['screens'];
  const { ctx } = app;
  const players = new PlayerDirectory(ctx.db);
  const contacts = new ContactRecorder(ctx);
  const reports = new ReportRecorder(ctx);
  const envelopes = new EnvelopeCache();
  const hub = new ScreenHub(ctx, players, contacts, envelopes);
  // Streams never end by themselves: end them before the server waits for open connections.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onReady', async () => ctx.events.ready());

  /** A contact never fails the call that makes it. */
  const contact = async (player: PlayerRow, request: FastifyRequest) => {
    try {
      await contacts.record(player, appVersionOf(request));
    } catch (error) {
      request.log.warn({ err: error }, 'Could not record a screen contact');
    }
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
      const secret = secretOf(request);
      const known = secret ? await players.find(secret) : undefined;
      if (known) {
        await contact(known, request);
        const data = await renewPlayer(ctx, known);
        players.forget(known.id);
        return reply.code(200).send({ success: true, data });
      }
      const data = await createPlayer(ctx, appVersionOf(request));
      return reply.code(201).send({ success: true, data });
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
    async (request) => {
      const player = await players.require(request);
      await contact(player, request);
      return { success: true as const, data: rowToPlayerState(player) };
    },
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
      const player = await players.require(request);
      await contact(player, request);
      await reports.record(player, request.body);
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
          'object on its `data:` line.',
        security: secretSecurity,
        response: { ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const player = await players.require(request);
      await contact(player, request);
      hub.open(reply, player);
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
      const { deviceId } = request.params;
      if (secretOf(request) !== undefined) {
        const player = await players.require(request);
        await contact(player, request);
        // A screen waiting for staff to save its code has no device yet; any other device is not its own.
        if (player.device_id === null) throw new NotFound(SCREEN_MESSAGES.notPaired);
        if (player.device_id !== deviceId) throw new NotFound(DEVICE_MESSAGES.notFound);
      } else {
        await app.authenticate(request);
        await findAuthorizedDevice(ctx.db, requireActor(request), deviceId, 'content:read');
      }
      const latest = await latestBundleVersion(ctx.db, deviceId);
      if (!latest) throw new NotFound(PUBLISH_MESSAGES.noBundle);
      const etag = etagOf(latest.version);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      // The 200 body is stored JSON text, so this reply is not typed by the response schema.
      const raw = reply as FastifyReply;
      if (matchesEtag(request.headers['if-none-match'], etag)) return raw.code(304).send();
      let json = envelopes.get(deviceId, latest.id, latest.version);
      if (json === undefined) {
        const row = await latestBundleOfDevice(ctx.db, deviceId);
        if (!row) throw new NotFound(PUBLISH_MESSAGES.noBundle);
        json = envelopes.set(row);
        raw.header('etag', etagOf(Number(row.version)));
      }
      // Stored JSON text spliced into the envelope: no parse and re-serialization of the bundle.
      return raw.type('application/json; charset=utf-8').send(json);
    },
  );
};
