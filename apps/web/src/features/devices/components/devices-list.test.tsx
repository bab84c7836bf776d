import type { Device } from '@foyer/shared';
import { deviceRecord } from '@foyer/shared/testing';
import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, testUser } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { DEVICES_LIVE_REFRESH_MS } from '../api/get-devices';
import { DevicesList } from './devices-list';

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
    renderWithClient(
      <MemoryRouter>
        <DevicesList
          actor={testUser}
          subOrgId={null}
          themes={[]}
          tenantEntries={new Map()}
          createPath="/dashboard/devices/new"
          editHref={(id) => `/dashboard/devices/${id}/edit`}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText('DISCONNECTED')).toBeTruthy();

    status = 'Connected';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEVICES_LIVE_REFRESH_MS);
    });
    expect(await screen.findByText('CONNECTED')).toBeTruthy();
    expect(screen.queryByText('DISCONNECTED')).toBeNull();
  });
});
