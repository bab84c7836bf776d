import { tenantEntrySchema, type TenantList, type User } from '@foyer/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTenantList, makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { LEAVE_WITHOUT_SAVING } from '../../../components/ui/leave-without-saving-dialog';
import { TENANTS_TEXT } from '../messages';
import { TenantsPage } from './tenants-page';

const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const viewer = makeUser({ name: 'Vic Viewer', role: 'Viewer' });
const LIST_PATH = `/api/foyer/organizations/${owner.org_id}/tenants?sub_org_id=s1`;

const savedList = makeTenantList([{ id: 'e1', company_name: 'Acme', floor: '3' }]);

const showAll = vi.fn();

function Page({ actor, creating = false }: { actor: User; creating?: boolean }) {
  const { id } = useParams();
  return (
    <TenantsPage
      key={creating ? 'new' : 'list'}
      actor={actor}
      subOrganization={{ id: 's1', name: 'North Tower' }}
      organizationName="Org"
      openListId={id}
      startCreating={creating}
      screensByList={new Map([['list-2', ['Lobby TV', 'Elevator']]])}
      building={{ name: 'North Tower', onShowAll: showAll }}
    />
  );
}

/** The page in a data router (it holds navigation while there are unsaved changes); answers the router. */
function renderPage(actor = owner, at = '/dashboard/tenants') {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/tenants', element: <Page actor={actor} /> },
      { path: '/dashboard/tenants/new', element: <Page actor={actor} creating /> },
      { path: '/dashboard/tenants/:id', element: <Page actor={actor} /> },
      { path: '/dashboard/devices', element: <p>Devices page</p> },
    ],
    { initialEntries: [at] },
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
    expect(screen.getByText('Manage the companies listed in North Tower')).toBeTruthy();
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

  describe('several lists in one building', () => {
    const lobbyList: TenantList = {
      ...savedList,
      id: 'list-2',
      name: 'Lobby directory',
      entries: [
        tenantEntrySchema.parse({ id: 'b1', company_name: 'Beta LLC', floor: '4' }),
        tenantEntrySchema.parse({ id: 'b2', company_name: 'Gamma', floor: '5' }),
      ],
    };
    const orgWide: TenantList = { ...savedList, id: 'list-3', sub_org_id: null, name: 'Campus' };
    const nav = () => screen.getByRole('navigation', { name: TENANTS_TEXT.lists });

    it('lists every list with its entries and screens, and opens the one named in the address', async () => {
      mockApi({ [`GET ${LIST_PATH}`]: () => json({ success: true, data: [orgWide, savedList, lobbyList] }) });
      const router = renderPage(owner, '/dashboard/tenants/list-2');
      expect(await screen.findByText('Beta LLC')).toBeTruthy();
      const links = within(nav()).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        expect.stringContaining('Lobby directory2 entriesOn Lobby TV, Elevator'),
        expect.stringContaining('Tenants1 entryNot on any screen'),
        expect.stringContaining(`Campus${TENANTS_TEXT.allBuildings}1 entry`),
      ]);
      // 'New Tenant List' is offered once, in the page header.
      expect(screen.getAllByRole('link', { name: TENANTS_TEXT.newList })).toHaveLength(1);
      expect(links[0]?.getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('heading', { name: 'Lobby directory' })).toBeTruthy();

      fireEvent.click(within(nav()).getByRole('link', { name: /^Tenants/ }));
      expect(await screen.findByText('Acme')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard/tenants/list-1');
    });

    it('creates a named list at /new and opens it', async () => {
      const created = { ...lobbyList, id: 'list-9', name: 'Annex' };
      const { calls } = mockApi({
        [`GET ${LIST_PATH}`]: () => json({ success: true, data: [savedList] }),
        'POST /api/foyer/tenants': () => json({ success: true, data: created }, 201),
      });
      const router = renderPage(owner, '/dashboard/tenants/new');
      fireEvent.change(await screen.findByRole('textbox', { name: TENANTS_TEXT.listName }), {
        target: { value: 'Annex' },
      });
      fireEvent.change(within(table()).getByRole('textbox', { name: 'Company row 1' }), {
        target: { value: 'Delta' },
      });
      fireEvent.click(button(TENANTS_TEXT.create));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tenants/list-9'));
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        name: 'Annex',
        entries: [{ company_name: 'Delta' }],
      });
    });

    it('renames a list with its entries', async () => {
      const { calls } = mockApi({
        [`GET ${LIST_PATH}`]: () => json({ success: true, data: [savedList] }),
        'POST /api/foyer/tenants/list-1': () =>
          json({ success: true, data: { ...savedList, name: 'North' } }),
      });
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: TENANTS_TEXT.edit }));
      fireEvent.change(screen.getByRole('textbox', { name: TENANTS_TEXT.listName }), {
        target: { value: 'North' },
      });
      fireEvent.click(button(TENANTS_TEXT.save));
      expect(await screen.findByText(TENANTS_TEXT.saved)).toBeTruthy();
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ name: 'North' });
    });

    it('names the screens before deleting a list they show, then goes back to the lists', async () => {
      const { calls } = mockApi({
        [`GET ${LIST_PATH}`]: () => json({ success: true, data: [savedList, lobbyList] }),
        'POST /api/foyer/tenants/list-2/delete': () => json({ success: true, data: null }),
      });
      const router = renderPage(owner, '/dashboard/tenants/list-2');
      fireEvent.click(await screen.findByRole('button', { name: TENANTS_TEXT.delete }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(TENANTS_TEXT.deleteConfirm);
      expect(dialog.textContent).toContain(TENANTS_TEXT.deleteShownOn(['Lobby TV', 'Elevator']));
      fireEvent.click(within(dialog).getByRole('button', { name: TENANTS_TEXT.delete }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tenants'));
      expect(calls.some((call) => call.path.endsWith('/tenants/list-2/delete'))).toBe(true);
    });

    it('asks before opening another list with unsaved edits', async () => {
      mockApi({ [`GET ${LIST_PATH}`]: () => json({ success: true, data: [savedList, lobbyList] }) });
      const router = renderPage(owner, '/dashboard/tenants/list-1');
      fireEvent.click(await screen.findByRole('button', { name: TENANTS_TEXT.edit }));
      fireEvent.change(within(table()).getByRole('textbox', { name: 'Company row 1' }), {
        target: { value: 'Acme Holdings' },
      });
      fireEvent.click(within(nav()).getByRole('link', { name: /^Lobby directory/ }));
      expect(await screen.findByText(LEAVE_WITHOUT_SAVING.title)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard/tenants/list-1');
    });

    it('shows what an import would change before replacing the rows', async () => {
      mockApi({ [`GET ${LIST_PATH}`]: () => json({ success: true, data: [lobbyList] }) });
      renderPage();
      expect(await screen.findByText('Beta LLC')).toBeTruthy();
      const file = new File(['Company,Floor,Parking\nBeta LLC,6,2\nNew Co,1,\n'], 'north.csv', {
        type: 'text/csv',
      });
      fireEvent.change(screen.getByLabelText(TENANTS_TEXT.csvFile), { target: { files: [file] } });
      const dialog = await screen.findByRole('dialog', { name: TENANTS_TEXT.previewTitle });
      expect(dialog.textContent).toContain(TENANTS_TEXT.previewSummary(1, 1, 1, 0));
      expect(within(dialog).getByRole('region', { name: TENANTS_TEXT.previewChanged }).textContent).toContain(
        'Beta LLC: Floor 4 → 6',
      );
      expect(within(dialog).getByRole('region', { name: TENANTS_TEXT.previewRemoved }).textContent).toContain(
        'Gamma',
      );
      expect(dialog.textContent).toContain(TENANTS_TEXT.unknownColumns(['Parking']));
      // Nothing is replaced until asked.
      const hiddenTable = screen.getByRole('table', { name: 'Tenant entries', hidden: true });
      expect(within(hiddenTable).queryAllByRole('textbox', { hidden: true })).toHaveLength(0);

      fireEvent.click(within(dialog).getByRole('button', { name: TENANTS_TEXT.previewConfirm }));
      expect(within(table()).getByRole('textbox', { name: 'Company row 2' })).toHaveProperty(
        'value',
        'New Co',
      );
      expect(screen.getByText(new RegExp(TENANTS_TEXT.importNotSaved.slice(0, 20)))).toBeTruthy();
    });
  });

  describe('a building without lists (BLD-11)', () => {
    it('says where the other buildings’ lists are instead of No tenants yet', async () => {
      mockApi({
        [`GET ${LIST_PATH}`]: () => json({ success: true, data: [] }),
        [`GET /api/foyer/organizations/${owner.org_id}/tenants`]: () =>
          json({ success: true, data: [{ ...savedList, sub_org_id: 's2' }] }),
      });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'No tenant lists in North Tower' })).toBeTruthy();
      expect(screen.getByText('1 tenant list is in another building.')).toBeTruthy();
      expect(screen.queryByText(TENANTS_TEXT.empty)).toBeNull();
      fireEvent.click(button('Show all buildings'));
      expect(showAll).toHaveBeenCalled();
    });

    it('says No tenants yet when no building has one', async () => {
      mockApi({
        [`GET ${LIST_PATH}`]: () => json({ success: true, data: [] }),
        [`GET /api/foyer/organizations/${owner.org_id}/tenants`]: () => json({ success: true, data: [] }),
      });
      renderPage();
      expect(await screen.findByText(TENANTS_TEXT.empty)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Show all buildings' })).toBeNull();
    });
  });
});
