import type { Device } from '@foyer/shared';
import { deviceRecord, deviceScreenRecord } from '@foyer/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderDevicesList } from './devices-list.testing';
import { devicesToPublish } from '../../../lib/publish-many';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const changed = (id: string, name: string, fields: Partial<Device> = {}) =>
  deviceRecord({
    id,
    name,
    pairing_code: `CODE${id}`,
    hasBeenPublished: true,
    hasUnpublishedChanges: true,
    ...fields,
  });

describe('devicesToPublish', () => {
  it('takes devices with changes or never published, that have a theme and a code', () => {
    const list = [
      changed('1', 'Changed'),
      changed('2', 'Never published', { hasBeenPublished: false, hasUnpublishedChanges: false }),
      changed('3', 'Up to date', { hasUnpublishedChanges: false }),
      changed('4', 'No theme', { theme_id: null }),
      changed('5', 'No code', { pairing_code: ' ' }),
    ];
    expect(devicesToPublish(list).map((device) => device.name)).toEqual(['Changed', 'Never published']);
  });
});

describe("'Publish to N screens' on the devices page", () => {
  it('publishes each screen on its own; one refusal is shown on its row and the others go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const devices = [changed('1', 'East lobby'), changed('2', 'West lobby'), changed('3', 'Elevator hall')];
    const { calls } = mockApi({
      'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: devices }),
      'POST /api/foyer/published-bundles/many': ({ body }) =>
        json({
          success: true,
          data: (body as { device_ids: string[] }).device_ids.map((id) =>
            id === '2'
              ? { device_id: id, version: null, error: 'This pairing code is used by another device' }
              : { device_id: id, version: 7, error: null },
          ),
        }),
    });
    renderDevicesList();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to 3 screens' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish to 3 screens' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));

    expect(await dialog.findByText('Published to 2 of 3 screens')).toBeTruthy();
    const rows = dialog.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'East lobbyPublished v7 — waiting for the screen',
      'West lobbyFailed to publish: This pairing code is used by another device',
      'Elevator hallPublished v7 — waiting for the screen',
    ]);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ org_id: 'o1', device_ids: ['1', '2', '3'] }]);
    // The list is asked again, so the badges and receipts follow.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(1));
  });

  it('marks the screens of a call that could not reach the server as failed, and goes on with the next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const devices = Array.from({ length: 12 }, (_, i) => changed(String(i + 1), `Screen ${i + 1}`));
    let calls = 0;
    mockApi({
      'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: devices }),
      'POST /api/foyer/published-bundles/many': ({ body }) => {
        calls += 1;
        if (calls === 1) return json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Down' }, 503);
        const ids = (body as { device_ids: string[] }).device_ids;
        return json({ success: true, data: ids.map((id) => ({ device_id: id, version: 3, error: null })) });
      },
    });
    renderDevicesList();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to 12 screens' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish to 12 screens' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(await dialog.findByText('Published to 2 of 12 screens')).toBeTruthy();
    const outcomes = dialog.getAllByTestId('publish-outcome').map((cell) => cell.textContent);
    expect(outcomes.slice(0, 10).every((text) => text?.startsWith('Failed to publish'))).toBe(true);
    expect(outcomes.slice(10)).toEqual([
      'Published v3 — waiting for the screen',
      'Published v3 — waiting for the screen',
    ]);
  });

  it('says so for a code no screen has shown, instead of waiting for the screen', async () => {
    const noScreen = deviceScreenRecord({ linked: false, published_version: 4 });
    const devices = [changed('1', 'East lobby'), changed('2', 'Typo', { screen: noScreen })];
    mockApi({
      'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: devices }),
      'POST /api/foyer/published-bundles/many': ({ body }) =>
        json({
          success: true,
          data: (body as { device_ids: string[] }).device_ids.map((id) => ({
            device_id: id,
            version: 4,
            error: null,
          })),
        }),
    });
    renderDevicesList();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to 2 screens' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish to 2 screens' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(await dialog.findByText('Published to 2 of 2 screens')).toBeTruthy();
    expect(dialog.getAllByTestId('publish-outcome').map((cell) => cell.textContent)).toEqual([
      'Published v4 — waiting for the screen',
      'Published v4 — no screen has shown this code yet',
    ]);
  });

  it('is not offered when every screen is up to date', async () => {
    mockApi({
      'GET /api/foyer/organizations/o1/devices': () =>
        json({ success: true, data: [changed('1', 'East lobby', { hasUnpublishedChanges: false })] }),
    });
    renderDevicesList();
    expect(await screen.findByText('East lobby')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Publish to/ })).toBeNull();
  });
});
