import type { Device, Theme } from '@foyer/shared';
import { deviceRecord, publishedBundleRecord, themeRecord } from '@foyer/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, mockApi, testUser } from '../../../testing/mock-api';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { DEVICES_TEXT } from '../messages';
import { useDeviceDraft } from './use-device-draft';

const LIST = '/dashboard/devices';

/** The form's hook on its page in a data router (the leave guard needs one); answers it and the router. */
function renderDraft(device?: Device, themes: Theme[] = []) {
  const client = createQueryClient();
  const routes = (children: ReactNode) =>
    createMemoryRouter(
      [
        { path: '/dashboard/devices/edit', element: children },
        { path: LIST, element: <p>Devices page</p> },
      ],
      { initialEntries: ['/dashboard/devices/edit'] },
    );
  let router: ReturnType<typeof routes> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= routes(children);
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  const hook = renderHook(
    () =>
      useDeviceDraft({ actor: testUser, device, subOrgId: null, themes, tenantLists: [], listPath: LIST }),
    { wrapper },
  );
  return { hook, at: () => router?.state.location.pathname };
}

setUpSignedInTests();

describe('useDeviceDraft', () => {
  it('keeps a stored code the rule would refuse today, and names the problem of a retyped one', () => {
    const device = deviceRecord({ pairing_code: 'ABC10' });
    const { hook } = renderDraft(device);
    expect(hook.result.current.codeProblem('abc10')).toBeNull();
    expect(hook.result.current.codeProblem('ABC1O')).not.toBeNull();
  });

  it('publishes only with a theme and a code, saying so in the message area and sending nothing', async () => {
    const api = mockApi({});
    const { hook } = renderDraft(deviceRecord({ theme_id: null, pairing_code: 'K7P2QX' }));
    expect(hook.result.current.canPublish).toBe(false);
    await act(() => hook.result.current.onPublish());
    expect(hook.result.current.error).toBe(DEVICES_TEXT.needsThemeAndCode);
    expect(api.calls).toHaveLength(0);
  });

  it('publishing saves the device first, then publishes what was saved and goes back to the list', async () => {
    const theme = themeRecord({ id: 't1' });
    const device = deviceRecord({ id: 'd1', theme_id: 't1', pairing_code: 'K7P2QX' });
    const api = mockApi({
      'POST /api/foyer/devices/d1': () => json({ success: true, data: device }),
      'POST /api/foyer/published-bundles': () =>
        json({ success: true, data: publishedBundleRecord(device, 2) }),
    });
    const { hook, at } = renderDraft(device, [theme]);
    expect(hook.result.current.canPublish).toBe(true);
    await act(() => hook.result.current.onPublish());
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/foyer/devices/d1',
      'POST /api/foyer/published-bundles',
    ]);
    // The code was not retyped: it is not sent again (DEV-17).
    expect(api.calls[0]?.body).not.toHaveProperty('pairing_code');
    expect(api.calls[1]?.body).toMatchObject({ device_id: 'd1', theme_id: 't1' });
    expect(at()).toBe(LIST);
  });

  it('a refused delete closes the question and says why after the usual text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const device = deviceRecord({ id: 'd1' });
    mockApi({
      'POST /api/foyer/devices/d1/delete': () =>
        json(
          { success: false, code: 'FORBIDDEN', message: 'Only Owners and Admins can delete devices' },
          403,
        ),
    });
    const { hook, at } = renderDraft(device);
    act(() => hook.result.current.setConfirmDelete(true));
    await act(() => hook.result.current.onDelete());
    expect(hook.result.current.confirmDelete).toBe(false);
    expect(hook.result.current.error).toBe(
      `${DEVICES_TEXT.deleteFailed} Only Owners and Admins can delete devices`,
    );
    expect(at()).toBe('/dashboard/devices/edit');
  });
});
