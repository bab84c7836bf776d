import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSubOrganization } from '../../../testing/fixtures';
import { json, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { InviteUserDialog } from './invite-user-dialog';

const north = makeSubOrganization('North Tower');
const south = makeSubOrganization('South Tower');
const invited = {
  id: 'u9',
  name: 'Rosa Diaz',
  email: 'rosa@example.test',
  role: 'Editor',
  org_id: 'o1',
  accessibleSubOrganizations: [south.id],
  last_logged_in: null,
  isInvited: true,
  created_at: '2026-03-04T10:00:00.000Z',
};

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithClient(
    <InviteUserDialog open onOpenChange={onOpenChange} orgId="o1" subOrganizations={[north, south]} />,
  );
  return { onOpenChange, dialog: within(screen.getByRole('dialog', { name: 'Invite User' })) };
}

function fillPerson(dialog: ReturnType<typeof within>) {
  fireEvent.change(dialog.getByLabelText('Full Name'), { target: { value: 'Rosa Diaz' } });
  fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'rosa@example.test' } });
}

setUpSignedInTests();

describe('InviteUserDialog (docs/product.md §5 Invite user)', () => {
  it('offers Admin, Editor and Viewer, never Owner', () => {
    mockApi({});
    const { dialog } = renderDialog();
    expect(dialog.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'invite',
      'password',
      'Admin',
      'Editor',
      'Viewer',
    ]);
  });

  it('disables the sub-organization boxes for an Admin and says why', () => {
    mockApi({});
    const { dialog } = renderDialog();
    fireEvent.click(dialog.getByRole('radio', { name: /^Admin/ }));
    expect(dialog.getByText('Admins have access to all sub-organizations.')).toBeTruthy();
    for (const box of dialog.getAllByRole('checkbox')) {
      expect(box.hasAttribute('disabled')).toBe(true);
      expect(box.getAttribute('aria-checked')).toBe('true');
    }
  });

  it('asks for a sub-organization, then sends the invitation and confirms', async () => {
    const { calls } = mockApi({
      'POST /api/invite-users': () => json({ success: true, data: invited }, 201),
    });
    const { dialog, onOpenChange } = renderDialog();
    fillPerson(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await dialog.findByText('Please select at least one sub-organization for this user.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.click(dialog.getByRole('checkbox', { name: /South Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText(
        'Invitation sent successfully! The user will receive an email to create their account.',
      ),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      name: 'Rosa Diaz',
      email: 'rosa@example.test',
      role: 'Editor',
      accessibleSubOrganizations: [south.id],
      org_id: 'o1',
      projectName: 'foyer',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows 'Failed to send invitation: {message}' and keeps the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'POST /api/invite-users': () =>
        json({ success: false, code: 'CONFLICT', message: 'A user with this email already exists' }, 409),
    });
    const { dialog, onOpenChange } = renderDialog();
    fillPerson(dialog);
    fireEvent.click(dialog.getByRole('checkbox', { name: /North Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('Failed to send invitation: A user with this email already exists'),
    ).toBeTruthy();
    expect(dialog.getByText('A user with this email already exists')).toBeTruthy();
    expect((dialog.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Rosa Diaz');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("says 'Failed to send invitation. Please try again.' when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/invite-users': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { dialog } = renderDialog();
    fillPerson(dialog);
    fireEvent.click(dialog.getByRole('checkbox', { name: /North Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to send invitation. Please try again.')).toBeTruthy();
  });

  it("creates the account directly with a password, and says 'Failed to create user: {message}' when refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = true;
    const { calls } = mockApi({
      'POST /api/register': () =>
        refuse
          ? json({ success: false, code: 'FORBIDDEN', message: 'Only an Owner can give the Owner role' }, 403)
          : json({ success: true, data: { user: { ...invited, isInvited: false } } }, 201),
    });
    const { dialog } = renderDialog();
    fireEvent.click(dialog.getByRole('radio', { name: /Set a password now/ }));
    fillPerson(dialog);
    fireEvent.click(dialog.getByRole('checkbox', { name: /North Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findByText('Password is required')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(
      await screen.findByText('Failed to create user: Only an Owner can give the Owner role'),
    ).toBeTruthy();

    refuse = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ password: 'secret1', role: 'Editor', org_id: 'o1' });
  });
});

describe('InviteUserDialog while it sends, and when it fails (docs/product.md §8)', () => {
  /** Fills the form for North Tower and sends the invitation, which `answer` answers. */
  function sendInvitation(answer: () => MockAnswer | Promise<MockAnswer>) {
    mockApi({ 'POST /api/invite-users': answer });
    const rendered = renderDialog();
    fillPerson(rendered.dialog);
    fireEvent.click(rendered.dialog.getByRole('checkbox', { name: /North Tower/ }));
    fireEvent.click(rendered.dialog.getByRole('button', { name: 'Send Invitation' }));
    return rendered;
  }

  it("says 'Sending...' while the invitation goes, with Cancel disabled, then closes", async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const { dialog, onOpenChange } = sendInvitation(() => new Promise((resolve) => (answer = resolve)));

    const sending = (await dialog.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();

    answer(json({ success: true, data: invited }, 201));
    expect(
      await screen.findByText(
        'Invitation sent successfully! The user will receive an email to create their account.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("says 'Failed to send invitation. Please try again.' when the server fails itself, and keeps the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog, onOpenChange } = sendInvitation(() =>
      json({ success: false, code: 'INTERNAL', message: 'Database down' }, 500),
    );
    expect(await screen.findByText('Failed to send invitation. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/Database down/)).toBeNull();
    expect((dialog.getByRole('button', { name: 'Send Invitation' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect((dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('rosa@example.test');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("puts the fields the server names beside them, and says 'Failed to send invitation: {message}'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tooLong = 'Name is too long';
    const { dialog } = sendInvitation(() =>
      json(
        {
          success: false,
          code: 'INVALID_INPUT',
          message: tooLong,
          details: [{ path: 'name', message: tooLong }],
        },
        400,
      ),
    );
    expect(await screen.findByText(`Failed to send invitation: ${tooLong}`)).toBeTruthy();
    expect(dialog.getByText(tooLong)).toBeTruthy();
  });

  it("says 'Creating...' while the account is made, and 'Failed to create user' alone when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let unreachable: (reason: unknown) => void = () => undefined;
    mockApi({ 'POST /api/register': () => new Promise((_, reject) => (unreachable = reject)) });
    const { dialog, onOpenChange } = renderDialog();
    fireEvent.click(dialog.getByRole('radio', { name: /Set a password now/ }));
    fillPerson(dialog);
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /North Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }));

    const creating = (await dialog.findByRole('button', { name: 'Creating...' })) as HTMLButtonElement;
    expect(creating.disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    unreachable(new TypeError('Failed to fetch'));
    expect(await screen.findByText('Failed to create user')).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Create User' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
