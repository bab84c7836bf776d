import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSubOrganization, makeUser } from '../../../testing/fixtures';
import { json, mockApi, testOrganization } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { UsersManager } from './users-manager';

const north = makeSubOrganization('North Tower');
const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const viewer = makeUser({ name: 'Vic Viewer', role: 'Viewer', accessibleSubOrganizations: [north.id] });

function renderManager() {
  renderWithClient(
    <>
      <p>outside the table</p>
      <UsersManager actor={owner} organization={testOrganization} subOrganizations={[north]} />
    </>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

setUpSignedInTests();

describe('UsersManager', () => {
  it('deselects the row on a click anywhere else', async () => {
    mockApi({ 'GET /api/organizations/o1/users': () => json({ success: true, data: [owner, viewer] }) });
    renderManager();
    fireEvent.click(await screen.findByText('Vic Viewer'));
    expect(headers()).toContain('Actions');
    fireEvent.pointerDown(screen.getByText('outside the table'));
    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Sub-Organizations', 'Last Login']);
  });

  it('opens Manage Access from the actions and saves the new list', async () => {
    const { calls } = mockApi({
      'GET /api/organizations/o1/users': () => json({ success: true, data: [owner, viewer] }),
      [`PUT /api/users/${viewer.id}/access`]: () => json({ success: true, data: viewer }),
    });
    renderManager();
    fireEvent.click(await screen.findByText('Vic Viewer'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Access' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Manage Access' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /North Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save Access' }));
    expect(
      await dialog.findByText('Please select at least one sub-organization for this user.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('checkbox', { name: /North Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save Access' }));
    expect(await screen.findByText('User access updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      accessibleSubOrganizations: [north.id],
      projectName: 'foyer',
    });
  });

  it("says 'Failed to delete user: {message}' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/organizations/o1/users': () => json({ success: true, data: [owner, viewer] }),
      [`DELETE /api/users/${viewer.id}`]: () =>
        json(
          { success: false, code: 'FORBIDDEN', message: 'You do not have permission to manage users' },
          403,
        ),
    });
    renderManager();
    fireEvent.click(await screen.findByText('Vic Viewer'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete User' }));
    const confirm = within(screen.getByRole('alertdialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete User' }));
    expect(
      await screen.findByText('Failed to delete user: You do not have permission to manage users'),
    ).toBeTruthy();
  });

  it("says 'Failed to update user' without a message when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/organizations/o1/users': () => json({ success: true, data: [owner, viewer] }),
      [`PUT /api/users/${viewer.id}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderManager();
    fireEvent.click(await screen.findByText('Vic Viewer'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit User' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit User' }));
    fireEvent.change(dialog.getByLabelText('Full Name'), { target: { value: 'Victor Viewer' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user')).toBeTruthy();
  });

  it("puts the server's reason after 'Failed to update user' and 'Failed to update user access'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/organizations/o1/users': () => json({ success: true, data: [owner, viewer] }),
      [`PUT /api/users/${viewer.id}`]: () =>
        json({ success: false, code: 'FORBIDDEN', message: 'Only an Owner can give the Owner role' }, 403),
      [`PUT /api/users/${viewer.id}/access`]: () =>
        json({ success: false, code: 'INVALID_INPUT', message: 'Unknown sub-organization: so9' }, 400),
    });
    renderManager();
    fireEvent.click(await screen.findByText('Vic Viewer'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit User' }));
    const edit = within(screen.getByRole('dialog', { name: 'Edit User' }));
    fireEvent.change(edit.getByLabelText('Full Name'), { target: { value: 'Victor Viewer' } });
    fireEvent.click(edit.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update user: Only an Owner can give the Owner role'),
    ).toBeTruthy();
    fireEvent.click(edit.getByRole('button', { name: 'Cancel' }));

    // The row stays selected after the dialog closes.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Access' }));
    const access = within(screen.getByRole('dialog', { name: 'Manage Access' }));
    fireEvent.click(access.getByRole('button', { name: 'Save Access' }));
    expect(
      await screen.findByText('Failed to update user access: Unknown sub-organization: so9'),
    ).toBeTruthy();
  });

  it('only logs a failed list fetch and shows a calm way to retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/organizations/o1/users': () =>
        json(
          { success: false, code: 'FORBIDDEN', message: 'You do not have permission to manage users' },
          403,
        ),
    });
    renderManager();
    expect(await screen.findByText('Users could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to fetch users', expect.anything());
  });

  it("shows a failed invitation and resends it: 'Not delivered yet' until the mail server takes it", async () => {
    const failed = makeUser({
      name: 'Ines Invited',
      role: 'Editor',
      accessibleSubOrganizations: [north.id],
      isInvited: true,
      invitationDelivery: 'failed',
    });
    let listed = failed;
    const { calls } = mockApi({
      'GET /api/organizations/o1/users': () => json({ success: true, data: [owner, listed] }),
      [`POST /api/users/${failed.id}/resend-invitation`]: () => {
        listed = { ...failed, invitationDelivery: 'pending' };
        return json({ success: true, message: 'Invitation sent again with a new link.', data: listed });
      },
    });
    renderManager();
    const row = within((await screen.findByText('Ines Invited')).closest('tr') as HTMLElement);
    expect(row.getByText('Invited')).toBeTruthy();
    expect(row.getByText('Failed')).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Invitation sent again with a new link.')).toBeTruthy();
    expect(await row.findByText('Not delivered yet')).toBeTruthy();
    expect(row.queryByText('Failed')).toBeNull();
    expect(row.queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // The button was only the button's: the row was not selected.
    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Sub-Organizations', 'Last Login']);
  });

  it("says 'Failed to resend invitation: {message}' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = makeUser({
      name: 'Ines Invited',
      role: 'Viewer',
      isInvited: true,
      invitationDelivery: 'failed',
    });
    mockApi({
      'GET /api/organizations/o1/users': () => json({ success: true, data: [owner, failed] }),
      [`POST /api/users/${failed.id}/resend-invitation`]: () =>
        json(
          { success: false, code: 'CONFLICT', message: 'This user has already accepted their invitation' },
          409,
        ),
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('Failed to resend invitation: This user has already accepted their invitation'),
    ).toBeTruthy();
  });
});
