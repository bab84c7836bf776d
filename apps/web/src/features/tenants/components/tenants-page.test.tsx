import { tenantEntrySchema, type TenantList } from '@foyer/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { LEAVE_WITHOUT_SAVING } from '../../../components/ui/leave-without-saving-dialog';
import { TENANTS_TEXT } from '../messages';
import { TenantsPage } from './tenants-page';

const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const viewer = makeUser({ name: 'Vic Viewer', role: 'Viewer' });
const LIST_PATH = `/api/foyer/organizations/${owner.org_id}/tenants?sub_org_id=s1`;

const savedList: TenantList = {
  id: 'list-1',
  org_id: owner.org_id,
  sub_org_id: 's1',
  name: 'Tenants',
  scope: 'global',
  theme_id: null,
  entries: [tenantEntrySchema.parse({ id: 'e1', company_name: 'Acme', floor: '3' })],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The page in a data router (it holds navigation while there are unsaved changes); answers the router. */
function renderPage(actor = owner) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/tenants',
        element: (
          <TenantsPage
            actor={actor}
            subOrganization={{ id: 's1', name: 'North Tower' }}
            organizationName="Org"
          />
        ),
      },
      { path: '/dashboard/devices', element: <p>Devices page</p> },
    ],
    { initialEntries: ['/dashboard/tenants'] },
  );
  renderWithClient(<RouterProvider router={router} />);
  return router;
}
const table = () => screen.getByRole('table', { name: 'Tenant entries' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

setUpSignedInTests();
beforeEach(() => {
  // jsdom lays nothing out: give the virtualized table's scroll box a size so rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

describe('TenantsPage', () => {
  it('creates a list: Save waits for a named entry, the last row stays, unnamed rows are dropped', async () => {
    const { calls } = mockApi({
      [`GET ${LIST_PATH}`]: () => json({ success: true, data: [] }),
      'POST /api/foyer/tenants': () => json({ success: true, data: savedList }, 201),
    });
    renderPage();
    expect(screen.getByText('Manage tenant tenants for North Tower')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: TENANTS_TEXT.create }));

    expect(button(TENANTS_TEXT.create).disabled).toBe(true);
    expect(button(`${TENANTS_TEXT.removeEntry} 1`).disabled).toBe(true);
    fireEvent.change(within(table()).getByRole('textbox', { name: 'Company row 1' }), {
      target: { value: 'Acme' },
    });
    expect(button(TENANTS_TEXT.create).disabled).toBe(false);
    fireEvent.click(button(TENANTS_TEXT.addEntry));
    expect(within(table()).getByRole('textbox', { name: 'Company row 2' })).toBeTruthy();

    fireEvent.click(button(TENANTS_TEXT.create));
    expect(await screen.findByText(TENANTS_TEXT.saved)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ sub_org_id: 's1', entries: [{ company_name: 'Acme' }] });
    expect((post?.body as { entries: unknown[] }).entries).toHaveLength(1);
  });

  it('cancel resets to the saved entries and a failed save names the reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [`GET ${LIST_PATH}`]: () => json({ success: true, data: [savedList] }),
      'POST /api/foyer/tenants/list-1': () =>
        json({ success: false, code: 'INTERNAL', message: 'Disk full' }, 500),
    });
    renderPage();
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(within(table()).queryAllByRole('textbox')).toHaveLength(0);

    fireEvent.click(button(TENANTS_TEXT.edit));
    fireEvent.change(within(table()).getByRole('textbox', { name: 'Company row 1' }), {
      target: { value: 'Changed' },
    });
    fireEvent.click(button(TENANTS_TEXT.cancel));
    expect(screen.getByText('Acme')).toBeTruthy();

    fireEvent.click(button(TENANTS_TEXT.edit));
    fireEvent.click(button(TENANTS_TEXT.save));
    expect(await screen.findByText('Failed to save tenants: Disk full')).toBeTruthy();
  });

  it('asks before leaving with unsaved edits, and stays when asked to', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: () => json({ success: true, data: [savedList] }) });
    const router = renderPage();
    expect(await screen.findByText('Acme')).toBeTruthy();

    fireEvent.click(button(TENANTS_TEXT.edit));
    fireEvent.change(within(table()).getByRole('textbox', { name: 'Company row 1' }), {
      target: { value: 'Acme Holdings' },
    });
    void router.navigate('/dashboard/devices');
    expect(await screen.findByText(LEAVE_WITHOUT_SAVING.title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/dashboard/tenants');
    expect(within(table()).getByRole('textbox', { name: 'Company row 1' })).toHaveProperty(
      'value',
      'Acme Holdings',
    );

    void router.navigate('/dashboard/devices');
    fireEvent.click(await screen.findByRole('button', { name: LEAVE_WITHOUT_SAVING.confirm }));
    expect(await screen.findByText('Devices page')).toBeTruthy();
  });

  it('leaves without asking when nothing was changed', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: () => json({ success: true, data: [savedList] }) });
    const router = renderPage();
    expect(await screen.findByText('Acme')).toBeTruthy();
    fireEvent.click(button(TENANTS_TEXT.edit));
    void router.navigate('/dashboard/devices');
    expect(await screen.findByText('Devices page')).toBeTruthy();
    expect(screen.queryByText(LEAVE_WITHOUT_SAVING.title)).toBeNull();
  });

  it('shows a Viewer a read-only table', async () => {
    mockApi({ [`GET ${LIST_PATH}`]: () => json({ success: true, data: [savedList] }) });
    renderPage(viewer);
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(within(table()).queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: TENANTS_TEXT.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: TENANTS_TEXT.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: TENANTS_TEXT.importCsv })).toBeNull();
  });
});
