import type { SubOrganization } from '@foyer/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { createQueryClient } from '../../lib/query-client';
import {
  useSelectedSubOrganization,
  type SubOrganizationContextValue,
} from '../../lib/sub-organizations/sub-organization-context';
import { SubOrganizationProvider } from '../../lib/sub-organizations/sub-organization-provider';
import { stubResizeObserver } from '../../testing/browser-stubs';
import { makeSubOrganization } from '../../testing/fixtures';
import { json, mockApi, testOrganization, testUser } from '../../testing/mock-api';
import { toast, Toaster } from '../ui/toaster';
import { SubOrganizationPicker } from './sub-organization-picker';

const north = makeSubOrganization('North Tower');
const south = makeSubOrganization('South Tower');

let current: SubOrganizationContextValue | null = null;
function Probe() {
  current = useSelectedSubOrganization();
  return <output data-testid="selected">{current.all ? 'all' : (current.selected?.name ?? 'none')}</output>;
}

function renderPicker(
  list: SubOrganization[],
  role: 'Owner' | 'Editor' = 'Owner',
  access: string[] = [],
  { screens = new Map<string | null, number>(), userId = testUser.id } = {},
) {
  localStorage.setItem('authToken', 'tok');
  mockApi({
    'GET /api/me': () =>
      json({
        success: true,
        data: {
          user: { ...testUser, id: userId, role, accessibleSubOrganizations: access },
          organization: testOrganization,
        },
      }),
    'GET /api/foyer/organizations/o1/sub-organizations': () => json({ success: true, data: list }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <SubOrganizationProvider screensBySubOrganization={screens}>
          <SubOrganizationPicker />
          <Probe />
          <Toaster />
        </SubOrganizationProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  stubResizeObserver();
  localStorage.clear();
  current = null;
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

describe('SubOrganizationPicker and its provider', () => {
  it('offers a dropdown when there is more than one, with the first selected for an Owner', async () => {
    renderPicker([north, south]);
    const picker = await screen.findByRole('combobox', { name: 'Sub-organization' });
    expect(picker.textContent).toContain('North Tower');
    expect(screen.getByTestId('selected').textContent).toBe('North Tower');
  });

  it('names a single sub-organization quietly, without a dropdown', async () => {
    renderPicker([south], 'Editor', [south.id]);
    expect((await screen.findByTestId('sub-organization-label')).textContent).toContain('South Tower');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows nothing when there are none, and selects nothing', async () => {
    renderPicker([]);
    await waitFor(() => expect(current?.status).toBe('ready'));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByTestId('sub-organization-label')).toBeNull();
    expect(screen.getByTestId('selected').textContent).toBe('none');
  });

  it('remembers a choice across reloads, and forgets it once the sub-organization is gone', async () => {
    renderPicker([north, south]);
    await screen.findByRole('combobox');
    act(() => current?.select(south.id));
    expect(screen.getByTestId('selected').textContent).toBe('South Tower');
    expect(JSON.parse(localStorage.getItem(`selectedSubOrgId:${testUser.id}`) ?? 'null')).toEqual({
      kind: 'one',
      id: south.id,
      name: 'South Tower',
    });

    cleanup();
    renderPicker([north, south]);
    await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('South Tower'));

    cleanup();
    renderPicker([north]);
    await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('North Tower'));
    // Never silently: the switch is said.
    await screen.findByText('South Tower is no longer available to you. Showing North Tower.');
  });

  it('starts a new user on the building with the most screens and keeps them there when one is added', async () => {
    renderPicker([north, south], 'Owner', [], { screens: new Map([[south.id, 3]]) });
    await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('South Tower'));

    cleanup();
    const aardvark = makeSubOrganization('Aardvark House');
    renderPicker([aardvark, north, south], 'Owner', [], { screens: new Map([[south.id, 3]]) });
    await waitFor(() => expect(current?.status).toBe('ready'));
    expect(screen.getByTestId('selected').textContent).toBe('South Tower');
    expect(screen.queryByText(/no longer available/)).toBeNull();
  });

  it('offers All buildings, remembered like any other choice', async () => {
    renderPicker([north, south]);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Sub-organization' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All buildings' }));
    expect(screen.getByTestId('selected').textContent).toBe('all');
    expect(current?.selected).toBeNull();

    cleanup();
    renderPicker([north, south]);
    await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('all'));
    expect(screen.getByRole('combobox', { name: 'Sub-organization' }).textContent).toContain('All buildings');
  });

  it("remembers each user's choice apart on a shared browser", async () => {
    renderPicker([north, south]);
    await screen.findByRole('combobox');
    act(() => current?.select(south.id));

    cleanup();
    renderPicker([north, south], 'Owner', [], { userId: 'u2' });
    await waitFor(() => expect(current?.status).toBe('ready'));
    expect(screen.getByTestId('selected').textContent).toBe('North Tower');
  });

  it('gives an Editor the first sub-organization they may access', async () => {
    renderPicker([north, south], 'Editor', [south.id]);
    await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('South Tower'));
  });
});
