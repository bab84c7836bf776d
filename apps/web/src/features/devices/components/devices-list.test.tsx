import type { Device, DeviceScreen } from '@foyer/shared';
import { deviceRecord, deviceScreenRecord } from '@foyer/shared/testing';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { DEVICES_LIVE_REFRESH_MS, liveRefreshMs } from '../api/get-devices';
import { startPublishing } from '../../../lib/publishing-now';
import { formatTimeOfDay } from '../../../lib/format-date';
import { renderDevicesList } from './devices-list.testing';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A device showing nothing yet, so the card needs no theme or tenant list. */
const device = (status: Device['status']): Device =>
  deviceRecord({ theme_id: null, tenants_id: null, name: 'Lobby Screen', status });

describe('DevicesList', () => {
  it('follows the screens’ status without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Device['status'] = 'Disconnected';
    mockApi({
      'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: [device(status)] }),
    });
    renderDevicesList();
    expect(await screen.findByText('DISCONNECTED')).toBeTruthy();

    status = 'Connected';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEVICES_LIVE_REFRESH_MS);
    });
    expect(await screen.findByText('CONNECTED')).toBeTruthy();
    expect(screen.queryByText('DISCONNECTED')).toBeNull();
  });

  it('says until when a screen sleeps outside its building’s hours, in the building’s time (SCH-7)', async () => {
    const until = '2099-01-05T06:00:00.000Z';
    const asleep = { ...device('Disconnected'), asleep: { until, time_zone: 'Europe/Berlin' } };
    mockApi({ 'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: [asleep] }) });
    renderDevicesList();
    expect(await screen.findByText('Asleep until Mon 07:00')).toBeTruthy();
    expect(screen.queryByText('DISCONNECTED')).toBeNull();
  });

  it('tells what each screen shows, and when it lags behind a publish', async () => {
    const now = Date.now();
    const since = new Date(now - 20 * 60_000).toISOString();
    const started = new Date(now - ((3 * 24 + 4) * 3600 + 60) * 1000).toISOString();
    const report: DeviceScreen = {
      linked: true,
      published_version: 13,
      shown_version: 12,
      shown_since: since,
      started_at: started,
      last_reload_reason: 'stream-stalled',
      legacy: false,
    };
    let screenReport = report;
    mockApi({
      'GET /api/foyer/organizations/o1/devices': () =>
        json({
          success: true,
          data: [
            { ...device('Connected'), app_version: '1.2.0', screen: screenReport },
            // A device whose screen never reported: nothing to say.
            {
              ...device('Disconnected'),
              id: 'd2',
              name: 'Back door',
              screen: {
                ...report,
                shown_version: null,
                shown_since: null,
                started_at: null,
                last_reload_reason: null,
                legacy: null,
              },
            },
          ],
        }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDevicesList();
    const lagging = `Published v13 — screen still shows v12 since ${formatTimeOfDay(since)}`;
    expect(await screen.findByText(lagging)).toBeTruthy();
    expect(
      screen.getByText('Player 1.2.0 · up 3 d 4 h · Reloaded by the watchdog: the stream stalled'),
    ).toBeTruthy();
    expect(screen.getAllByTestId('screen-report')).toHaveLength(1);

    screenReport = {
      ...report,
      shown_version: 13,
      shown_since: new Date().toISOString(),
      last_reload_reason: null,
    };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEVICES_LIVE_REFRESH_MS);
    });
    expect(await screen.findByText('Showing v13')).toBeTruthy();
    expect(screen.queryByText(lagging)).toBeNull();
    expect(screen.getByText('Player 1.2.0 · up 3 d 4 h')).toBeTruthy();
  });
});

describe('DevicesList for a code no screen has shown', () => {
  it('says so instead of waiting for a screen, and names no version a screen never reported', async () => {
    // What a screen once linked under another code reported: not about this code.
    const report = deviceScreenRecord({
      linked: false,
      published_version: 13,
      shown_version: 12,
      shown_since: new Date().toISOString(),
      started_at: new Date().toISOString(),
      last_reload_reason: 'nightly',
      legacy: false,
    });
    mockApi({
      'GET /api/foyer/organizations/o1/devices': () =>
        json({
          success: true,
          data: [
            { ...device('Disconnected'), pairing_code: 'TYP2Q5', screen: report },
            { ...device('Disconnected'), id: 'd2', name: 'No code', pairing_code: '', screen: report },
          ],
        }),
    });
    renderDevicesList();
    const card = (await screen.findByText('No screen has shown this code yet')).closest(
      '[data-testid="screen-report"]',
    );
    expect(card?.textContent).toBe('No screen has shown this code yet');
    expect(screen.getAllByTestId('screen-report')).toHaveLength(1);
    expect(screen.queryByText(/v12|v13|waiting for the screen|Player /)).toBeNull();
  });
});

describe('DevicesList in a building without screens (BLD-11)', () => {
  it('says where the other buildings’ screens are and offers all buildings', async () => {
    mockApi({
      'GET /api/foyer/organizations/o1/devices': () =>
        json({
          success: true,
          data: [
            deviceRecord({ sub_org_id: 'south', theme_id: null, tenants_id: null, name: 'South lobby' }),
            deviceRecord({ sub_org_id: 'south', theme_id: null, tenants_id: null, name: 'South lift' }),
          ],
        }),
    });
    const onShowAll = vi.fn();
    renderDevicesList({ subOrgId: 'aardvark', building: { name: 'Aardvark House', onShowAll } });
    expect(await screen.findByRole('heading', { name: 'No devices in Aardvark House' })).toBeTruthy();
    expect(screen.getByText('2 devices are in other buildings.')).toBeTruthy();
    expect(screen.queryByText('No devices yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all buildings' }));
    expect(onShowAll).toHaveBeenCalledOnce();
  });

  it('still says No devices yet when the organization has none', async () => {
    mockApi({ 'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: [] }) });
    renderDevicesList({ subOrgId: 'aardvark', building: { name: 'Aardvark House', onShowAll: () => {} } });
    expect(await screen.findByText('No devices yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show all buildings' })).toBeNull();
  });
});

describe('DevicesList with 10,000 devices (issue 30, DEV-19)', () => {
  const many = Array.from({ length: 10_000 }, (_, index) =>
    deviceRecord({
      id: `d${index + 1}`,
      name: `Screen ${String(index + 1).padStart(5, '0')}`,
      theme_id: null,
      tenants_id: null,
      pairing_code: '',
    }),
  );
  const reads = (calls: { method: string; path: string }[]) =>
    calls.filter((call) => call.method === 'GET' && call.path.endsWith('/devices')).length;

  it('draws only the cards near the window, and the search finds the last', async () => {
    mockApi({ 'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: many }) });
    renderDevicesList();
    const list = await screen.findByRole('list', { name: 'Devices' });
    const cards = within(list).getAllByRole('link', { name: /^Edit device Screen/ });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(40);
    expect(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('10000');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search devices' }), {
      target: { value: 'Screen 10000' },
    });
    expect(await screen.findByRole('link', { name: 'Edit device Screen 10000' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('reads the list every 20 s instead of 10, and not while a publish to many runs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({
      'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: many }),
    });
    renderDevicesList();
    await screen.findByRole('list', { name: 'Devices' });
    expect(reads(calls)).toBe(1);
    expect(liveRefreshMs(many.length)).toBe(20_000);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEVICES_LIVE_REFRESH_MS + 1_000);
    });
    expect(reads(calls)).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(reads(calls)).toBe(2);

    let ended = () => {};
    act(() => {
      ended = startPublishing();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(45_000);
    });
    expect(reads(calls)).toBe(2);

    act(() => ended());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(21_000);
    });
    expect(reads(calls)).toBe(3);
  });
});
