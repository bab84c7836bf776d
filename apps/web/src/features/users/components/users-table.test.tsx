import type { Actor, User } from '@foyer/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSubOrganization, makeUser } from '../../../testing/fixtures';
import { UsersTable, type UserAction } from './users-table';

const north = makeSubOrganization('North Tower');
const south = makeSubOrganization('South Tower');
const east = makeSubOrganization('East Wing');

const owner = makeUser({ name: 'Olive Owner', role: 'Owner', last_logged_in: '2026-03-04T10:00:00.000Z' });
const admin = makeUser({ name: 'Adam Admin', role: 'Admin' });
const editor = makeUser({
  name: 'Edith Editor',
  role: 'Editor',
  accessibleSubOrganizations: [north.id, south.id, east.id],
  isInvited: true,
});
const viewer = makeUser({ name: 'Vic Viewer', role: 'Viewer', accessibleSubOrganizations: [] });
const users = [owner, admin, editor, viewer];

function Harness({ actor, onAction }: { actor: Actor; onAction: (action: UserAction, user: User) => void }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <UsersTable
      users={users}
      subOrganizations={[north, south, east]}
      actor={actor}
      selectedId={selectedId}
      onSelect={setSelectedId}
      onAction={onAction}
    />
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const row = (name: string) => {
  const found = screen.getAllByRole('row').find((r) => r.textContent?.includes(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

afterEach(cleanup);

describe('UsersTable', () => {
  it('shows the five columns, the Invited badge, sub-organization summaries and last logins', () => {
    render(<Harness actor={owner} onAction={vi.fn()} />);
    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Sub-Organizations', 'Last Login']);
    expect(within(row('Edith Editor')).getByText('Invited')).toBeTruthy();
    expect(row('Edith Editor').textContent).toContain('North Tower, South Tower+1 more');
    expect(row('Edith Editor').textContent).toContain('Never');
    expect(row('Vic Viewer').textContent).toContain('None');
    expect(row('Adam Admin').textContent).toContain('All');
    expect(within(row('Olive Owner')).queryByText('Invited')).toBeNull();
    expect(row('Olive Owner').querySelector('time')?.getAttribute('datetime')).toBe(owner.last_logged_in);
  });

  it('swaps Sub-Organizations and Last Login for Actions on the selected row, and back', () => {
    const onAction = vi.fn();
    render(<Harness actor={owner} onAction={onAction} />);
    fireEvent.click(row('Edith Editor'));
    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Actions']);
    expect(row('Edith Editor').getAttribute('aria-selected')).toBe('true');
    const actions = within(row('Edith Editor'));
    for (const name of ['Edit Access', 'Edit User', 'Delete User'])
      expect(actions.getByRole('button', { name })).toBeTruthy();
    // Other rows have no buttons.
    expect(within(row('Vic Viewer')).queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(actions.getByRole('button', { name: 'Edit User' }));
    expect(onAction).toHaveBeenCalledWith('edit', editor);
    // The button click was only the button's: the row stays selected.
    expect(headers()).toContain('Actions');

    fireEvent.click(row('Edith Editor'));
    expect(headers()).toEqual(['Name', 'Email', 'Role', 'Sub-Organizations', 'Last Login']);
  });

  it('selects with the keyboard too', () => {
    render(<Harness actor={owner} onAction={vi.fn()} />);
    fireEvent.keyDown(row('Vic Viewer'), { key: 'Enter' });
    expect(headers()).toContain('Actions');
  });

  it("keeps an Admin's hands off an Owner: no Edit User or Delete User, Edit Access disabled", () => {
    render(<Harness actor={admin} onAction={vi.fn()} />);
    fireEvent.click(row('Olive Owner'));
    const actions = within(row('Olive Owner'));
    expect((actions.getByRole('button', { name: 'Edit Access' }) as HTMLButtonElement).disabled).toBe(true);
    expect(actions.queryByRole('button', { name: 'Edit User' })).toBeNull();
    expect(actions.queryByRole('button', { name: 'Delete User' })).toBeNull();
    expect(actions.getByText('Only an Owner can change an Owner.')).toBeTruthy();

    fireEvent.click(row('Adam Admin'));
    expect(within(row('Adam Admin')).queryByRole('button', { name: 'Delete User' })).toBeNull();
    expect(within(row('Adam Admin')).getByText("You can't delete your own account.")).toBeTruthy();
  });

  it("shows an invitation's delivery: 'Not delivered yet' while on its way, 'Failed' with Resend", () => {
    const pending = makeUser({
      name: 'Paula Pending',
      role: 'Viewer',
      isInvited: true,
      invitationDelivery: 'pending',
    });
    const failed = makeUser({
      name: 'Fred Failed',
      role: 'Editor',
      isInvited: true,
      invitationDelivery: 'failed',
    });
    const sent = makeUser({ name: 'Sam Sent', role: 'Editor', isInvited: true, invitationDelivery: 'sent' });
    const failedOwner = makeUser({
      name: 'Otto Owner',
      role: 'Owner',
      isInvited: true,
      invitationDelivery: 'failed',
    });
    const onResend = vi.fn();
    const onSelect = vi.fn();
    const renderFor = (actor: Actor) =>
      render(
        <UsersTable
          users={[pending, failed, sent, failedOwner]}
          subOrganizations={[]}
          actor={actor}
          selectedId={null}
          onSelect={onSelect}
          onAction={vi.fn()}
          onResend={onResend}
          resendingId={null}
        />,
      );
    renderFor(admin);
    expect(within(row('Paula Pending')).getByText('Not delivered yet')).toBeTruthy();
    expect(within(row('Paula Pending')).queryByRole('button')).toBeNull();
    expect(within(row('Sam Sent')).getByText('Invited')).toBeTruthy();
    expect(row('Sam Sent').textContent).not.toMatch(/Not delivered yet|Failed/);
    expect(within(row('Fred Failed')).getByText('Failed')).toBeTruthy();

    fireEvent.click(within(row('Fred Failed')).getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalledWith(failed);
    expect(onSelect).not.toHaveBeenCalled();
    // An Admin cannot re-invite an Owner, and an invited Owner is never re-invited: no Resend.
    expect(within(row('Otto Owner')).getByText('Failed')).toBeTruthy();
    expect(within(row('Otto Owner')).queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('offers no Resend without the handler, and shows a resend under way', () => {
    const failed = makeUser({
      name: 'Fred Failed',
      role: 'Editor',
      isInvited: true,
      invitationDelivery: 'failed',
    });
    const { rerender } = render(
      <UsersTable
        users={[failed]}
        subOrganizations={[]}
        actor={owner}
        selectedId={null}
        onSelect={vi.fn()}
        onAction={vi.fn()}
      />,
    );
    expect(within(row('Fred Failed')).queryByRole('button', { name: 'Resend' })).toBeNull();
    rerender(
      <UsersTable
        users={[failed]}
        subOrganizations={[]}
        actor={owner}
        selectedId={null}
        onSelect={vi.fn()}
        onAction={vi.fn()}
        onResend={vi.fn()}
        resendingId={failed.id}
      />,
    );
    const button = within(row('Fred Failed')).getByRole('button', { name: /Resending/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
