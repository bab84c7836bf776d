import type { Device } from '@foyer/shared';
import { deviceRecord } from '@foyer/shared/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, testUser } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { DeviceForm } from './device-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const links = {
  list: '/dashboard/devices',
  createTheme: '/dashboard/themes/create',
  editTheme: (id: string) => `/dashboard/themes/${id}/edit`,
  tenants: '/dashboard/tenants',
  preview: (id: string) => `/dashboard/preview/${id}`,
};

function renderForm(device?: Device) {
  renderWithClient(
    <MemoryRouter>
      <DeviceForm
        actor={testUser}
        device={device}
        subOrgId={null}
        themes={[]}
        tenantLists={[]}
        onCreateTenants={() => Promise.reject(new Error('not used'))}
        links={links}
      />
    </MemoryRouter>,
  );
}

const screenUpdate = (name: string) => screen.getByRole('radio', { name });

describe('DeviceForm screen updates', () => {
  it('creates a device that updates overnight when Overnight is picked', async () => {
    const saved = deviceRecord({ theme_id: null, tenants_id: null, refresh_policy: 'manual' });
    const { calls } = mockApi({ 'POST /api/foyer/devices': () => json({ success: true, data: saved }) });
    renderForm();

    expect(screenUpdate('Live').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screenUpdate('Overnight'));
    expect(screenUpdate('Overnight').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Published changes appear at midnight or when the screen restarts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Device' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ refresh_policy: 'manual' });
  });

  it('loads the stored policy on edit and sends the changed one', async () => {
    const device = deviceRecord({ theme_id: null, tenants_id: null, refresh_policy: 'Manual' });
    const { calls } = mockApi({
      [`POST /api/foyer/devices/${device.id}`]: () =>
        json({ success: true, data: { ...device, refresh_policy: 'auto' } }),
    });
    renderForm(device);

    expect(screenUpdate('Overnight').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screenUpdate('Live'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Device' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ refresh_policy: 'auto' });
  });
});
