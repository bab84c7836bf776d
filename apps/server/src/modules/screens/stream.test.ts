import net from 'node:net';
import {
  DEVICE_SECRET_HEADER,
  MAX_STREAMS_PER_PLAYER,
  SHOWN_BUNDLE_HEADER,
  STREAM_RETRY_MS,
  type Device,
  type ScreenEvent,
} from '@foyer/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../test/auth-helpers';
import { publishDevice } from '../../test/device-fixture';
import { createOrgFixture } from '../../test/org-fixture';
import { linkedDevice, pairScreen } from '../../test/screen-fixture';
import { openStream, type TestStream } from '../../test/sse-client';
import { createTestApp, DIALECTS, listenOnFreePort, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';

const isState = (deviceId: string | null) => (e: ScreenEvent) =>
  e.type === 'state' && e.state.device_id === deviceId;
const isBundle = (version: number) => (e: ScreenEvent) => e.type === 'bundle' && e.bundle.version === version;
const isCleared = (e: ScreenEvent) => e.type === 'cleared';

/** The stream over real HTTP: `inject` cannot hold a response open. */
describe.each(DIALECTS)('screen event stream on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;
  let base = '';
  const open: TestStream[] = [];
  const connect = async (secret: string | undefined, headers?: Record<string, string>) => {
    const stream = await openStream(base, secret, headers);
    open.push(stream);
    return stream;
  };

  beforeAll(async () => {
    base = await listenOnFreePort(app());
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
    vi.restoreAllMocks();
  });

  it('needs the secret', async () => {
    const none = await connect(undefined);
    expect(none.status).toBe(401);
    const wrong = await connect('w'.repeat(43));
    expect(wrong.status).toBe(401);
  });

  it('opens with the retry hint a player paces its reconnects by (docs/decisions/player.md PLY-3)', async () => {
    const screen = await pairScreen(app());
    const res = await fetch(`${base}/api/foyer/tv-devices/stream`, {
      headers: { [DEVICE_SECRET_HEADER]: screen.secret },
    });
    const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('\n\n')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += chunk.value;
    }
    await reader?.cancel();
    expect(text.startsWith(`retry: ${STREAM_RETRY_MS}\n\n`)).toBe(true);
  });

  it('follows a screen from pairing through publishes to the deletion of its device', async () => {
    const org = await createOrgFixture(app());
    const screen = await pairScreen(app());
    const stream = await connect(screen.secret);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();

    // Waiting: its state, then nothing to show.
    const first = await stream.next(isState(null));
    expect(first).toEqual({
      type: 'state',
      state: {
        player_id: screen.playerId,
        pairing_code: screen.code,
        pairing_expires_at: screen.expiresAt,
        device_id: null,
      },
    });
    await stream.next(isCleared);

    // Staff save a device with the code: the screen hears it is linked.
    const theme = await addTheme(app(), org.orgId, null);
    const device = await linkedDevice(app(), org.editor.token, screen, {
      org_id: org.orgId,
      sub_org_id: org.north.id,
      theme_id: theme.id,
    });
    await stream.next(isState(device.id));

    // Each publish arrives as a bundle event.
    let from = stream.events.length;
    const published = await publishDevice(app(), org.editor.token, device);
    const pushed = await stream.next(isBundle(1), { from });
    expect(pushed).toEqual({ type: 'bundle', bundle: published });
    from = stream.events.length;
    await publishDevice(app(), org.editor.token, device);
    await stream.next(isBundle(2), { from });

    // A second connection gets the current bundle at once.
    const again = await connect(screen.secret);
    await again.next(isState(device.id));
    await again.next(isBundle(2));

    // Deleting the bundle clears both screens.
    from = stream.events.length;
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/foyer/published-bundles/pairing-code/${org.orgId}/${screen.code}`,
      headers: bearer(org.editor.token),
    });
    expect(removed.json().data).toEqual({ deletedCount: 1 });
    await stream.next(isCleared, { from });
    await again.next(isCleared, { from: 2 });

    // Deleting the device unlinks the screen: a fresh code, then nothing to show.
    await publishDevice(app(), org.editor.token, device);
    await stream.next(isBundle(1), { from });
    from = stream.events.length;
    await app().inject({
      method: 'POST',
      url: `/api/foyer/devices/${device.id}/delete`,
      headers: bearer(org.editor.token),
    });
    const unlinked = await stream.next(isState(null), { from });
    expect(unlinked.type === 'state' && unlinked.state.pairing_code).not.toBe(screen.code);
    await stream.next(isCleared, { from });
  });

  it('sends a screen back after a drop its bundle only when it shows another (docs/decisions/player.md PLY-3)', async () => {
    const org = await createOrgFixture(app());
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await linkedDevice(app(), org.editor.token, screen, {
      org_id: org.orgId,
      theme_id: theme.id,
    });
    const first = await publishDevice(app(), org.editor.token, device);
    const shows = (bundle: { id: string; version: number }) => ({
      [SHOWN_BUNDLE_HEADER]: `${bundle.id}:${bundle.version}`,
    });

    // It shows the current bundle: its state, alert and hours come, the bundle does not...
    const back = await connect(screen.secret, shows(first));
    await back.next(isState(device.id));
    await back.next((e) => e.type === 'alert');
    await back.next((e) => e.type === 'schedule');
    // ...and the next publish is the first bundle it gets (one sent at connect would come before).
    await publishDevice(app(), org.editor.token, device);
    await back.next(isBundle(2));
    expect(back.events.filter((e) => e.type === 'bundle' || e.type === 'cleared')).toHaveLength(1);

    // One that shows an older bundle, or says nothing readable, gets the current one at once.
    const behind = await connect(screen.secret, shows(first));
    await behind.next(isBundle(2));
    const garbled = await connect(screen.secret, { [SHOWN_BUNDLE_HEADER]: 'the newest, surely' });
    await garbled.next(isBundle(2));
  });

  it('counts an open stream as contact', async () => {
    const org = await createOrgFixture(app());
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await linkedDevice(app(), org.owner.token, screen, {
      org_id: org.orgId,
      theme_id: theme.id,
    });
    t.current.clock.advance(5 * 60_000);
    const stream = await connect(screen.secret);
    await stream.next(isState(device.id));
    const seen = await app().inject({
      method: 'GET',
      url: `/api/foyer/devices/${device.id}`,
      headers: bearer(org.owner.token),
    });
    expect(seen.json<{ data: Device }>().data.status).toBe('Connected');
  });

  it('keeps no stream of a screen that hung up, also one that hung up while its secret was checked', async () => {
    const { hub } = app().screens;
    const opened = vi.spyOn(hub, 'open');
    const screen = await pairScreen(app());
    for (let i = 0; i < 20; i += 1) {
      const stream = await connect(screen.secret);
      await stream.next(isState(null));
      stream.close();
    }
    await expect.poll(() => hub.size).toBe(0);

    // The contact write before `open` waits until the server has seen the socket close.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { contacts } = app().screens;
    const record = contacts.record.bind(contacts);
    const held = vi.spyOn(contacts, 'record').mockImplementation(async (...args) => {
      await gate;
      return record(...args);
    });
    const closedOnServer = new Promise((resolve) =>
      app().server.once('connection', (socket: net.Socket) => socket.once('close', resolve)),
    );
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    socket.write(
      `GET /api/foyer/tv-devices/stream HTTP/1.1\r\nhost: screen\r\n${DEVICE_SECRET_HEADER}: ${screen.secret}\r\n\r\n`,
    );
    await vi.waitFor(() => expect(held).toHaveBeenCalled());
    socket.destroy();
    await closedOnServer;
    const calls = opened.mock.calls.length;
    release();
    await vi.waitFor(() => expect(opened.mock.calls.length).toBe(calls + 1));
    expect(hub.size).toBe(0);
  });

  it('sends the linked state to a stream whose secret was checked before its screen was linked', async () => {
    const org = await createOrgFixture(app());
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    // The contact write after the secret check waits until staff have linked the screen.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { contacts } = app().screens;
    const record = contacts.record.bind(contacts);
    const held = vi.spyOn(contacts, 'record').mockImplementation(async (...args) => {
      await gate;
      return record(...args);
    });
    const forget = vi.spyOn(app().screens.players, 'forget');
    const opening = connect(screen.secret);
    await vi.waitFor(() => expect(held).toHaveBeenCalled());
    const device = await linkedDevice(app(), org.editor.token, screen, {
      org_id: org.orgId,
      theme_id: theme.id,
    });
    // This instance has heard of the link.
    await vi.waitFor(() => expect(forget).toHaveBeenCalledWith(screen.playerId));
    release();
    const stream = await opening;
    // The player row the secret was checked with says unlinked; the stream must not take it.
    const first = await stream.next((e) => e.type === 'state');
    expect(first.type === 'state' && first.state.device_id).toBe(device.id);
  });

  it('keeps at most the cap of streams per screen secret, closing the oldest for a new one', async () => {
    const { hub } = app().screens;
    const screen = await pairScreen(app());
    const other = await pairScreen(app());
    const otherStream = await connect(other.secret);
    await otherStream.next(isCleared);
    const streams: TestStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_PLAYER; i += 1) {
      const stream = await connect(screen.secret);
      await stream.next(isCleared);
      streams.push(stream);
    }
    expect(hub.size).toBe(MAX_STREAMS_PER_PLAYER + 1);

    // One more (a screen that reloads): the oldest ends, the newest is served.
    const newest = await connect(screen.secret);
    await newest.next(isCleared);
    await streams[0]?.ended;
    expect(hub.size).toBe(MAX_STREAMS_PER_PLAYER + 1);
    // Another screen's stream is not touched.
    expect(otherStream.done).toBe(false);
    for (const stream of streams.slice(1)) expect(stream.done).toBe(false);

    // Again and again: always the oldest still open goes.
    const last = await connect(screen.secret);
    await last.next(isCleared);
    await streams[1]?.ended;
    expect(streams[2]?.done).toBe(false);
    expect(hub.size).toBe(MAX_STREAMS_PER_PLAYER + 1);
  });

  it('ends the open streams when the app closes, so closing does not wait for the screens', async () => {
    const own = await createTestApp(dialect);
    const ownBase = await listenOnFreePort(own.app);
    const screen = await pairScreen(own.app);
    const streams = await Promise.all([1, 2, 3].map(() => openStream(ownBase, screen.secret)));
    open.push(...streams);
    await Promise.all(streams.map((stream) => stream.next(isCleared)));
    // Without the hub's preClose, close() waits for the streams forever and the test times out;
    // with it, close() resolves and the server has ended every stream (a state, not a stopwatch,
    // so a busy machine does not fail it).
    await own.close();
    await Promise.all(streams.map((stream) => stream.ended));
    expect(streams.every((stream) => stream.done)).toBe(true);
  });
});
