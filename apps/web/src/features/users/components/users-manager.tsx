import { can, type Organization, type SubOrganization, type User } from '@foyer/shared';
import { UserPlus, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../../components/layouts/page-header';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { toast } from '../../../components/ui/toaster';
import { prefixedErrorMessage } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { useResendInvitation } from '../api/resend-invitation';
import { USERS_TEXT } from '../messages';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { ManageAccessDialog } from './manage-access-dialog';
import { UsersTable, type UserAction } from './users-table';

type OpenDialog = { kind: 'invite' } | { kind: UserAction; user: User } | null;

export interface UsersManagerProps {
  actor: User;
  organization: Organization | null;
  subOrganizations: readonly SubOrganization[];
  /** The sub-organization names are still loading: the table waits rather than show 'None'. */
  subOrganizationsLoading?: boolean;
  /** Called after the signed-in user edited their own account, to refresh what the shell shows. */
  onSelfUpdated?: () => void;
  description?: string;
}

/** The Users page body: the table, its row selection and the Invite, Edit, Access and Delete dialogs. */
export function UsersManager({
  actor,
  organization,
  subOrganizations,
  subOrganizationsLoading = false,
  onSelfUpdated,
  description,
}: UsersManagerProps) {
  const users = useUsers(actor.org_id);
  const resend = useResendInvitation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    // docs/product.md §8: a failed list fetch is only logged; the page says so calmly.
    if (users.error) console.error('Failed to fetch users', users.error);
  }, [users.error]);

  // Clicking anywhere outside the table (but not inside an open dialog) deselects the row.
  useEffect(() => {
    if (selectedId === null || dialog !== null) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (tableRef.current?.contains(target)) return;
      if (
        target instanceof Element &&
        target.closest('[role="dialog"],[role="alertdialog"],[data-sonner-toaster]')
      ) {
        return;
      }
      setSelectedId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelectedId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    // Escape is heard from the next task: the Escape that just closed a dialog is still travelling
    // up and would deselect the row, taking away the button focus returns to.
    const start = setTimeout(() => document.addEventListener('keydown', onKeyDown), 0);
    return () => {
      clearTimeout(start);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [selectedId, dialog]);

  const close = () => setDialog(null);
  const resendInvitation = async (user: User) => {
    try {
      await resend.mutateAsync(user.id);
      toast.success(USERS_TEXT.invitationResent);
    } catch (error) {
      console.error(error);
      toast.error(prefixedErrorMessage(USERS_TEXT.resendFailed, error));
    }
  };
  const dialogUser = (kind: UserAction) => (dialog?.kind === kind ? dialog.user : null);
  const canInvite = can(actor, 'users:invite');
  const list = users.data ?? [];

  return (
    <div className="animate-fade-in">
      <PageHeader
        title={USERS_TEXT.title}
        description={description}
        actions={
          canInvite && (
            <Button onClick={() => setDialog({ kind: 'invite' })}>
              <UserPlus className="size-4" aria-hidden />
              {USERS_TEXT.inviteUser}
            </Button>
          )
        }
      />

      <div className="mt-8">
        {users.isPending || subOrganizationsLoading ? (
          <TableSkeleton />
        ) : users.isError && list.length === 0 ? (
          <LoadFailedState title="Users could not be loaded" icon={<Users />} query={users} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<Users />}
            title={USERS_TEXT.empty}
            description="Invite the people who keep your screens up to date."
            action={
              canInvite && (
                <Button onClick={() => setDialog({ kind: 'invite' })}>
                  <UserPlus className="size-4" aria-hidden />
                  {USERS_TEXT.inviteUser}
                </Button>
              )
            }
          />
        ) : (
          <>
            <p className="mb-3 text-[13px] text-zinc-500" aria-live="polite">
              {selectedId
                ? 'Click the user again or anywhere else to close the actions.'
                : 'Click a user to change their details, access or account.'}
            </p>
            <UsersTable
              ref={tableRef}
              users={list}
              subOrganizations={subOrganizations}
              actor={actor}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onAction={(kind, user) => setDialog({ kind, user })}
              onResend={(user) => void resendInvitation(user)}
              resendingId={resend.isPending ? resend.variables : null}
            />
          </>
        )}
      </div>

      <InviteUserDialog
        open={dialog?.kind === 'invite'}
        onOpenChange={(open) => setDialog(open ? { kind: 'invite' } : null)}
        orgId={actor.org_id}
        organizationName={organization?.name}
        subOrganizations={subOrganizations}
      />
      <EditUserDialog
        user={dialogUser('edit')}
        onClose={close}
        actor={actor}
        subOrganizations={subOrganizations}
        onSaved={(saved) => {
          if (saved.id === actor.id) onSelfUpdated?.();
        }}
      />
      <ManageAccessDialog
        user={dialogUser('edit-access')}
        onClose={close}
        subOrganizations={subOrganizations}
      />
      <DeleteUserDialog user={dialogUser('delete')} onClose={close} onDeleted={() => setSelectedId(null)} />
    </div>
  );
}

function TableSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-2xl border border-zinc-200/80 bg-white"
      role="status"
      aria-label="Loading users"
    >
      <div className="h-11 border-b border-zinc-100 bg-zinc-50/70" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3 border-b border-zinc-100 px-5 py-4 last:border-0">
          <div className="size-9 animate-pulse rounded-full bg-zinc-100" />
          <div className="h-3.5 w-40 animate-pulse rounded bg-zinc-100" />
          <div className="ml-auto h-3.5 w-24 animate-pulse rounded bg-zinc-100" />
        </div>
      ))}
    </div>
  );
}
