import type { Role } from '@foyer/shared';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../testing/browser-stubs';
import { json, mockApi, testOrganization, testUser } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { DashboardLayout } from './dashboard-layout';
import { CONTENT_NAV, isNavItemActive } from './nav-items';

beforeAll(stubResizeObserver);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderShellAs(role: Role) {
  localStorage.setItem('authToken', 'tok');
  mockApi({
    'GET /api/me': () =>
      json({ success: true, data: { user: { ...testUser, role }, organization: testOrganization } }),
    'POST /api/logout': () => json({ success: true, data: null }),
  });
  renderRoutes(
    <>
      <Route
        path="/dashboard"
        element={
          <DashboardLayout>
            <p>page body</p>
          </DashboardLayout>
        }
      />
      <Route path="/login" element={<p>login page</p>} />
    </>,
    { path: '/dashboard' },
  );
  await screen.findByText('page body');
}

function openAccountMenu() {
  const trigger = screen.getByRole('button', { name: /account menu/i });
  act(() => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  return screen.getByRole('menu');
}

describe('DashboardLayout', () => {
  it.each(['Owner', 'Admin', 'Editor'] as const)(
    'shows Screens, Tenants and Themes to an %s',
    async (role) => {
      await renderShellAs(role);
      const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
      if (!nav) throw new Error('no sidebar');
      for (const entry of ['Screens', 'Tenants', 'Themes'])
        expect(within(nav).getByRole('link', { name: entry })).toBeTruthy();
    },
  );

  it('shows a Viewer no sidebar entries', async () => {
    await renderShellAs('Viewer');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Screens' })).toBeNull();
  });

  it("puts the user's initial, name, e-mail and organization in the account menu", async () => {
    await renderShellAs('Owner');
    const trigger = screen.getByRole('button', { name: /account menu/i });
    expect(trigger.textContent).toContain('D');
    const menu = openAccountMenu();
    expect(within(menu).getByText(testUser.name)).toBeTruthy();
    expect(within(menu).getByText(testUser.email)).toBeTruthy();
    expect(within(menu).getByText(testOrganization.name)).toBeTruthy();
  });

  it.each([
    ['Owner', true],
    ['Admin', true],
    ['Editor', false],
    ['Viewer', false],
  ] as const)(
    'gives an %s the Users, Sub-Organizations and Images items (%s) and Settings',
    async (role, shown) => {
      await renderShellAs(role);
      const menu = openAccountMenu();
      for (const item of ['Users', 'Sub-Organizations', 'Images']) {
        expect(within(menu).queryByRole('menuitem', { name: item }) !== null).toBe(shown);
      }
      // Everyone has their own name and password to look after.
      expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe(
        '/dashboard/settings',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    },
  );

  it('signs out: revokes the token on the server and forgets it here', async () => {
    await renderShellAs('Owner');
    const menu = openAccountMenu();
    act(() => {
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    });
    expect(localStorage.getItem('authToken')).toBeNull();
    const logout = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(logout?.[0]).toBe('/api/logout');
  });

  it('remembers a collapsed sidebar', async () => {
    await renderShellAs('Owner');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('foyer.sidebarCollapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });
});

describe('isNavItemActive', () => {
  const [screens, tenants] = CONTENT_NAV;
  it('marks Screens on /dashboard, devices and preview pages', () => {
    if (!screens || !tenants) throw new Error('nav items missing');
    expect(isNavItemActive(screens, '/dashboard')).toBe(true);
    expect(isNavItemActive(screens, '/dashboard/devices/abc/edit')).toBe(true);
    expect(isNavItemActive(screens, '/dashboard/preview/abc')).toBe(true);
    expect(isNavItemActive(screens, '/dashboard/themes')).toBe(false);
    expect(isNavItemActive(tenants, '/dashboard/tenants/new')).toBe(true);
    expect(isNavItemActive(tenants, '/dashboard/tenantsx')).toBe(false);
  });
});
