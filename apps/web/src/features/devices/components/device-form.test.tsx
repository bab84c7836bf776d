import { FOOTER_PLACEHOLDERS, type Device, type DeviceScreen, type Theme } from '@foyer/shared';
import { deviceRecord, deviceScreenRecord, publishedBundleRecord, themeRecord } from '@foyer/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LEAVE_WITHOUT_SAVING } from '../../../components/ui/leave-without-saving-dialog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, testUser } from '../../../testing/mock-api';
import { formatTimeOfDay } from '../../../lib/format-date';
import { renderWithClient } from '../../../testing/render-with-client';
import { DELIVERY_POLL_MS, DELIVERY_WATCH_MS } from './delivery-toast';
import { DeviceForm } from './device-form';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const links = {
  list: '/dashboard/devices',
  createTheme: '/dashboard/themes/create',
  editTheme: (id: string) => `/dashboard/themes/${id}/edit`,
  tenants: (id: string | null) => (id ? `/dashboard/tenants/${id}` : '/dashboard/tenants'),
  preview: (id: string) => `/dashboard/preview/${id}`,
};

/** The form on its page in a data router (it holds navigation while typed work is unsaved); answers the router. */
function renderForm(device?: Device, themes: Theme[] = []) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/devices/new',
        element: (
          <DeviceForm
            actor={testUser}
            device={device}
            subOrgId={null}
            themes={themes}
            tenantLists={[]}
            onCreateTenants={() => Promise.reject(new Error('not used'))}
            links={links}
          />
        ),
      },
      { path: links.list, element: <p>Devices page</p> },
    ],
    { initialEntries: ['/dashboard/devices/new'] },
  );
  renderWithClient(<RouterProvider router={router} />);
  return router;
}

const screenUpdate = (name: string) => screen.getByRole('radio', { name });

describe('DeviceForm unsaved work', () => {
  it('asks before leaving with a typed name, keeps it when staying, and leaves freely once saved', async () => {
    const saved = deviceRecord({ name: 'Lobby East', theme_id: null, tenants_id: null });
    mockApi({ 'POST /api/foyer/devices': () => json({ success: true, data: saved }) });
    const router = renderForm();
    const name = screen.getByLabelText('Device Name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Lobby East' } });

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText(LEAVE_WITHOUT_SAVING.title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(LEAVE_WITHOUT_SAVING.title)).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard/devices/new');
    expect(name.value).toBe('Lobby East');

    fireEvent.click(screen.getByRole('button', { name: 'Create Device' }));
    expect(await screen.findByText('Devices page')).toBeTruthy();
    expect(screen.queryByText(LEAVE_WITHOUT_SAVING.title)).toBeNull();
  });

  it('leaves without asking when nothing was typed', async () => {
    const router = renderForm();
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Devices page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(links.list);
  });
});

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

  it("shows the server's reason when it refuses the device, after the usual text", async () => {
    mockApi({
      'POST /api/foyer/devices': () =>
        json(
          {
            success: false,
            code: 'INVALID_INPUT',
            message: 'This pairing code has expired. Ask the screen for a new code.',
          },
          400,
        ),
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Device' }));
    expect(
      await screen.findByText(
        'Failed to save device. Please try again. This pairing code has expired. Ask the screen for a new code.',
      ),
    ).toBeTruthy();
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

describe('DeviceForm publish receipt', () => {
  const device = deviceRecord();
  const published = { ...publishedBundleRecord(device, 2), id: 'b2', bundle_name: 'Lobby Bundle' };
  const report = (shown: number, since: string): DeviceScreen =>
    deviceScreenRecord({
      published_version: 2,
      shown_version: shown,
      shown_since: since,
      started_at: since,
      legacy: false,
    });

  function publishWith(screenNow: () => DeviceScreen) {
    mockApi({
      [`POST /api/foyer/devices/${device.id}`]: () => json({ success: true, data: device }),
      'POST /api/foyer/published-bundles': () => json({ success: true, data: published }, 201),
      [`GET /api/foyer/devices/${device.id}`]: () =>
        json({ success: true, data: { ...device, screen: screenNow() } }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm(device);
    fireEvent.click(screen.getByRole('button', { name: 'Update & Publish' }));
  }

  it('says when the screen confirms it shows the new version', async () => {
    let current = report(1, '2026-03-04T09:00:00.000Z');
    publishWith(() => current);
    expect(await screen.findByText('Published v2 — waiting for the screen to show it')).toBeTruthy();

    const confirmed = new Date().toISOString();
    current = report(2, confirmed);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS);
    });
    expect(
      await screen.findByText(`The screen shows v2 (confirmed ${formatTimeOfDay(confirmed)})`),
    ).toBeTruthy();
    expect(screen.queryByText('Published v2 — waiting for the screen to show it')).toBeNull();
  });

  it('says so when the screen does not confirm within the watch', async () => {
    publishWith(() => report(1, '2026-03-04T09:00:00.000Z'));
    expect(await screen.findByText('Published v2 — waiting for the screen to show it')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DELIVERY_WATCH_MS);
    });
    expect(
      await screen.findByText(
        'The screen has not confirmed v2 yet. Check that it is switched on and online.',
      ),
    ).toBeTruthy();
  });
});

describe('DeviceForm publish to a code no screen has shown', () => {
  it('says so at once instead of waiting for the screen, and names no version on screen', async () => {
    const device = deviceRecord({ pairing_code: 'TYP2Q5' });
    const unlinked = deviceScreenRecord({ linked: false, published_version: 2 });
    const { calls } = mockApi({
      [`POST /api/foyer/devices/${device.id}`]: () =>
        json({ success: true, data: { ...device, screen: unlinked } }),
      'POST /api/foyer/published-bundles': () =>
        json({ success: true, data: publishedBundleRecord(device, 2) }, 201),
      [`GET /api/foyer/devices/${device.id}`]: () =>
        json({ success: true, data: { ...device, screen: unlinked } }),
    });
    renderForm(device);
    fireEvent.click(screen.getByRole('button', { name: 'Update & Publish' }));
    expect(await screen.findByText('Published v2 — no screen has shown this code yet')).toBeTruthy();
    expect(screen.queryByText(/waiting for the screen/)).toBeNull();
    // Nothing to wait for: the device is not asked for a receipt.
    expect(calls.some((call) => call.method === 'GET')).toBe(false);
  });
});

describe('DeviceForm pairing code', () => {
  it('names a look-alike character on the field and sends nothing', async () => {
    const { calls } = mockApi({});
    renderForm();
    fireEvent.change(screen.getByLabelText('Pairing Code'), { target: { value: 'abc0ef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Device' }));
    expect(
      await screen.findByText('“0” is never in a pairing code: check the code on the screen again'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Pairing Code').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends a typed code tidied: without spaces, in capitals', async () => {
    const saved = deviceRecord({ theme_id: null, tenants_id: null, pairing_code: 'K7M2QX' });
    const { calls } = mockApi({ 'POST /api/foyer/devices': () => json({ success: true, data: saved }) });
    renderForm();
    fireEvent.change(screen.getByLabelText('Pairing Code'), { target: { value: ' k7m 2qx ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Device' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ pairing_code: 'K7M2QX' });
  });

  it('keeps a code stored before the rule: the device saves and publishes without resending it', async () => {
    const device = deviceRecord({ pairing_code: 'LOBBY1' });
    const { calls } = mockApi({
      [`POST /api/foyer/devices/${device.id}`]: () => json({ success: true, data: device }),
      'POST /api/foyer/published-bundles': () =>
        json({ success: true, data: publishedBundleRecord(device, 3) }, 201),
      [`GET /api/foyer/devices/${device.id}`]: () => json({ success: true, data: device }),
    });
    renderForm(device);
    fireEvent.change(screen.getByLabelText('Device Name'), { target: { value: 'Lobby east' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update & Publish' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const [save, publish] = calls.filter((call) => call.method === 'POST');
    expect(save?.body).toMatchObject({ name: 'Lobby east' });
    expect(save?.body).not.toHaveProperty('pairing_code');
    expect(publish?.body).not.toHaveProperty('pairing_code');
  });
});

describe('DeviceForm publish warnings', () => {
  it('asks before publishing a theme whose footer still shows sample text, and publishes on "Publish anyway"', async () => {
    const theme = themeRecord({
      footer: {
        ...themeRecord().footer,
        items: {
          ...themeRecord().footer.items,
          OfficeNumber: { show: true, text: FOOTER_PLACEHOLDERS.OfficeNumber, order: 3 },
        },
      },
    } as Partial<Theme>);
    const device = deviceRecord({ theme_id: theme.id });
    const { calls } = mockApi({
      [`POST /api/foyer/devices/${device.id}`]: () => json({ success: true, data: device }),
      'POST /api/foyer/published-bundles': () =>
        json({ success: true, data: publishedBundleRecord(device, 1) }, 201),
      [`GET /api/foyer/devices/${device.id}`]: () => json({ success: true, data: device }),
    });
    renderForm(device, [theme]);
    fireEvent.click(screen.getByRole('button', { name: 'Update & Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This theme is not ready for a lobby' });
    expect(dialog.textContent).toContain('“Office (555) 010-0100”');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/foyer/published-bundles')).toHaveLength(1),
    );
  });
});
