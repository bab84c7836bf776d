import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSubOrganization, makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { SubOrganizationsManager } from './sub-organizations-manager';

const north = makeSubOrganization('North Tower', { description: '100 Main Street' });
const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const listPath = 'GET /api/foyer/organizations/o1/sub-organizations';

function renderManager(actor = owner) {
  renderWithClient(<SubOrganizationsManager actor={actor} title="Sub-Organizations" />);
}

/** No buildings yet, the New Sub-Organization dialog open, and creating answers North Tower. */
async function openCreateDialog() {
  const { calls } = mockApi({
    [listPath]: () => json({ success: true, data: [] }),
    'POST /api/foyer/organizations/o1/sub-organizations': () => json({ success: true, data: north }, 201),
  });
  renderManager();
  fireEvent.click(await screen.findByRole('button', { name: 'Add Sub-Organization' }));
  return { calls, dialog: within(screen.getByRole('dialog')) };
}

setUpSignedInTests();

describe('SubOrganizationsManager (docs/product.md §2, §5, §8)', () => {
  it("shows 'No sub-organizations yet' with a way to add one", async () => {
    mockApi({ [listPath]: () => json({ success: true, data: [] }) });
    renderManager();
    expect(await screen.findByText('No sub-organizations yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Sub-Organization' })).toBeTruthy();
  });

  it('shows name, description, @slug and created date on each card', async () => {
    mockApi({ [listPath]: () => json({ success: true, data: [north] }) });
    renderManager();
    const card = within(await screen.findByRole('article', { name: 'North Tower' }));
    expect(card.getByText('100 Main Street')).toBeTruthy();
    expect(card.getByText('@north-tower')).toBeTruthy();
    expect(
      card
        .getByText(/Created/)
        .querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe(north.created_at);
  });

  it('keeps Create disabled until the name has more than spaces, then creates', async () => {
    const { calls, dialog } = await openCreateDialog();
    const create = dialog.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: '   ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: ' North Tower ' } });
    expect(create.disabled).toBe(false);
    fireEvent.click(create);
    expect(await screen.findByText('Sub-organization created successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'North Tower',
      description: '',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      languages: ['en'],
    });
  });

  it("offers the browser's time zone for a new building, changeable by typing part of a city (§12)", async () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...resolved,
      timeZone: 'Europe/Berlin',
    });
    const { calls, dialog } = await openCreateDialog();
    expect(dialog.getByText('Time zone: Europe/Berlin')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'North Tower' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Change' }));
    fireEvent.change(dialog.getByRole('combobox', { name: 'Time zone' }), { target: { value: 'chic' } });
    fireEvent.mouseDown(dialog.getByRole('option', { name: 'America/Chicago' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Sub-organization created successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'North Tower',
      description: '',
      time_zone: 'America/Chicago',
      languages: ['en'],
    });
  });

  it('says at once that a name is taken, ignoring case and spaces, and sends nothing', async () => {
    const { calls } = mockApi({ [listPath]: () => json({ success: true, data: [north] }) });
    renderManager();
    const [add] = await screen.findAllByRole('button', { name: 'Add Sub-Organization' });
    if (!add) throw new Error('no Add Sub-Organization button');
    fireEvent.click(add);
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'north  TOWER' } });
    expect(
      dialog.getByText('There is already a sub-organization named North Tower. Choose another name.'),
    ).toBeTruthy();
    const create = dialog.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'North Tower Annex' } });
    expect(create.disabled).toBe(false);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('logs a failed update and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [`POST /api/foyer/sub-organizations/${north.id}`]: () =>
        Promise.reject(new TypeError('Failed to fetch')),
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit North Tower' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update sub-organization')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it("puts the server's reason after 'Failed to update sub-organization'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [`POST /api/foyer/sub-organizations/${north.id}`]: () =>
        json({ success: false, code: 'NOT_FOUND', message: 'Sub-organization not found' }, 404),
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit North Tower' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update sub-organization: Sub-organization not found'),
    ).toBeTruthy();
  });

  it('asks before deleting, and explains a refused delete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [`POST /api/foyer/sub-organizations/${north.id}/delete`]: () =>
        json({ success: false, code: 'CONFLICT', message: 'Sub-organization is not empty' }, 409),
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete North Tower' }));
    const confirm = within(screen.getByRole('alertdialog'));
    expect(
      confirm.getByText('Are you sure you want to delete "North Tower"? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Error deleting sub-organization. It may contain devices, themes, or tenants. Sub-organization is not empty',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('article', { name: 'North Tower' })).toBeTruthy();
  });

  it("adds the server's reason to the refused-delete alert, and says the alert once when it is the reason", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [
      json(
        { success: false, code: 'FORBIDDEN', message: 'Only Owners and Admins can manage sub-organizations' },
        403,
      ),
      json(
        {
          success: false,
          code: 'CONFLICT',
          message: 'Error deleting sub-organization. It may contain devices, themes, or tenants.',
        },
        409,
      ),
    ];
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [`POST /api/foyer/sub-organizations/${north.id}/delete`]: () => answers.shift() ?? json({}, 500),
    });
    renderManager();
    const remove = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Delete North Tower' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    expect(
      await screen.findByText(
        'Error deleting sub-organization. It may contain devices, themes, or tenants. Only Owners and Admins can manage sub-organizations',
      ),
    ).toBeTruthy();
    await remove();
    expect(
      await screen.findByText('Error deleting sub-organization. It may contain devices, themes, or tenants.'),
    ).toBeTruthy();
  });

  it('keeps the refused-delete alert alone when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [`POST /api/foyer/sub-organizations/${north.id}/delete`]: () =>
        Promise.reject(new TypeError('Failed to fetch')),
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete North Tower' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Error deleting sub-organization. It may contain devices, themes, or tenants.'),
    ).toBeTruthy();
  });

  it('gives roles that may not manage them no buttons', async () => {
    mockApi({ [listPath]: () => json({ success: true, data: [north] }) });
    renderManager(makeUser({ name: 'Edith Editor', role: 'Editor', accessibleSubOrganizations: [north.id] }));
    await screen.findByRole('article', { name: 'North Tower' });
    expect(screen.queryByRole('button', { name: /Add|Edit|Delete/ })).toBeNull();
  });
});
