import type { Actor, Role, SubOrganization, User } from '@foyer/shared';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { Popover } from '../../../components/ui/popover';
import { USERS_TEXT } from '../messages';
import { summarizeSubOrganizations } from '../sub-organization-summary';
import { canResendInvitation, userRowActions } from '../user-actions';
import { InvitationDeliveryState } from './invitation-delivery';

export type UserAction = 'edit-access' | 'edit' | 'delete';

export interface UsersTableProps {
  users: readonly User[];
  subOrganizations: readonly Pick<SubOrganization, 'id' | 'name'>[];
  actor: Actor;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onAction: (action: UserAction, user: User) => void;
  /** Resend of an invitation whose mail failed; offered where the signed-in user may. */
  onResend?: (user: User) => void;
  /** The user whose invitation is being resent. */
  resendingId?: string | null;
  ref?: Ref<HTMLTableElement>;
}

const ROLE_TONES: Record<Role, BadgeTone> = {
  Owner: 'violet',
  Admin: 'brand',
  Editor: 'emerald',
  Viewer: 'neutral',
};

const headCell =
  'px-4 py-3 text-left text-xs font-medium break-words text-zinc-500 first:pl-5 last:pr-5 sm:tracking-wide sm:uppercase';
const bodyCell = 'px-4 py-3.5 align-middle first:pl-5 last:pr-5';

/**
 * Users table (docs/product.md §2): selecting a row swaps the Sub-Organizations and Last Login columns for an
 * Actions column holding that user's Edit Access, Edit User and Delete User.
 */
export function UsersTable({
  users,
  subOrganizations,
  actor,
  selectedId,
  onSelect,
  onAction,
  onResend,
  resendingId = null,
  ref,
}: UsersTableProps) {
  const selecting = users.some((user) => user.id === selectedId);
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04]">
      <table ref={ref} className="w-full table-fixed border-collapse text-sm">
        <thead className="border-b border-zinc-100 bg-zinc-50/70">
          <tr>
            <th scope="col" className={cn(headCell, 'w-[46%] sm:w-[36%] md:w-[27%]')}>
              Name
            </th>
            <th scope="col" className={cn(headCell, 'hidden md:table-cell md:w-[25%]')}>
              Email
            </th>
            {/* On a phone the Role column makes room for the actions of a selected row. */}
            <th
              scope="col"
              className={cn(headCell, 'w-[22%] sm:w-[14%] md:w-[12%]', selecting && 'hidden sm:table-cell')}
            >
              Role
            </th>
            {selecting ? (
              <th scope="col" className={headCell}>
                Actions
              </th>
            ) : (
              <>
                <th scope="col" className={headCell}>
                  Sub-Organizations
                </th>
                <th scope="col" className={cn(headCell, 'hidden sm:table-cell sm:w-[18%] md:w-[14%]')}>
                  Last Login
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === actor.id}
              selected={user.id === selectedId}
              selecting={selecting}
              subOrganizations={subOrganizations}
              actor={actor}
              onToggle={() => onSelect(user.id === selectedId ? null : user.id)}
              onAction={(action) => onAction(action, user)}
              onResend={onResend && canResendInvitation(actor, user) ? () => onResend(user) : undefined}
              resending={resendingId === user.id}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({
  user,
  isSelf,
  selected,
  selecting,
  subOrganizations,
  actor,
  onToggle,
  onAction,
  onResend,
  resending,
}: {
  user: User;
  isSelf: boolean;
  selected: boolean;
  selecting: boolean;
  subOrganizations: UsersTableProps['subOrganizations'];
  actor: Actor;
  onToggle: () => void;
  onAction: (action: UserAction) => void;
  onResend: (() => void) | undefined;
  resending: boolean;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle();
    }
  };
  return (
    <tr
      tabIndex={0}
      aria-selected={selected}
      onClick={onToggle}
      onKeyDown={onKeyDown}
      className={cn(
        'cursor-pointer transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:ring-inset',
        selected
          ? 'bg-brand-50/70 [&>td:first-child]:shadow-[inset_3px_0_0_var(--color-brand-500)]'
          : 'hover:bg-zinc-50/80',
      )}
    >
      <td className={bodyCell}>
        <div className="flex min-w-0 items-center gap-3">
          <Avatar
            name={user.name}
            email={user.email}
            size="md"
            className={cn('max-sm:hidden!', user.isInvited && 'opacity-60')}
          />
          <div className="min-w-0">
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <span className="truncate font-medium text-zinc-900">{user.name}</span>
              {user.isInvited && <Badge tone="amber">{USERS_TEXT.invited}</Badge>}
              {user.isInvited && (
                <InvitationDeliveryState
                  delivery={user.invitationDelivery}
                  onResend={onResend}
                  resending={resending}
                />
              )}
              {isSelf && <Badge>You</Badge>}
            </div>
            <p className="truncate text-[13px] text-zinc-500 md:hidden">{user.email}</p>
          </div>
        </div>
      </td>
      <td className={cn(bodyCell, 'hidden truncate text-zinc-600 md:table-cell')}>{user.email}</td>
      <td className={cn(bodyCell, selecting && 'hidden sm:table-cell')}>
        <Badge tone={ROLE_TONES[user.role]}>{user.role}</Badge>
      </td>
      {selecting ? (
        <td className={cn(bodyCell, 'py-2.5')}>
          {selected && <RowActions actor={actor} user={user} onAction={onAction} />}
        </td>
      ) : (
        <>
          <td className={bodyCell}>
            <SubOrganizationsCell user={user} subOrganizations={subOrganizations} />
          </td>
          <td className={cn(bodyCell, 'hidden text-zinc-600 sm:table-cell')}>
            {user.last_logged_in ? (
              <time dateTime={user.last_logged_in} title={formatDateTime(user.last_logged_in)}>
                {formatDate(user.last_logged_in)}
              </time>
            ) : (
              <span className="text-zinc-400">{USERS_TEXT.never}</span>
            )}
          </td>
        </>
      )}
    </tr>
  );
}

function SubOrganizationsCell({
  user,
  subOrganizations,
}: {
  user: User;
  subOrganizations: UsersTableProps['subOrganizations'];
}) {
  const summary = summarizeSubOrganizations(user, subOrganizations);
  if (summary.kind === 'all') {
    return <span className="text-zinc-600">{USERS_TEXT.all}</span>;
  }
  if (summary.kind === 'none') return <span className="text-zinc-400">{USERS_TEXT.none}</span>;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-zinc-700">
      <span className="min-w-0 truncate" title={summary.names.join(', ')}>
        {summary.names.join(', ')}
      </span>
      {summary.more > 0 && (
        <Popover
          label={USERS_TEXT.subOrganizationsOf(user.name)}
          trigger={
            <button
              type="button"
              // The row selects on click; this button only opens the list.
              onClick={(event) => event.stopPropagation()}
              aria-label={USERS_TEXT.showAllSubOrganizations(summary.more, user.name)}
              className="shrink-0 rounded-full bg-zinc-100 px-1.5 py-0.5 text-[11px] font-medium text-zinc-700 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              +{summary.more} more
            </button>
          }
        >
          <p className="mb-1.5 text-xs font-medium text-zinc-500">
            {USERS_TEXT.subOrganizationsOf(user.name)}
          </p>
          <ul className="space-y-1">
            {summary.every.map((name) => (
              <li key={name} className="break-words">
                {name}
              </li>
            ))}
          </ul>
        </Popover>
      )}
    </span>
  );
}

function RowActions({
  actor,
  user,
  onAction,
}: {
  actor: Actor;
  user: User;
  onAction: (action: UserAction) => void;
}) {
  const allowed = userRowActions(actor, user);
  // The row itself toggles selection; a click on a button is only the button's.
  const act = (action: UserAction) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    onAction(action);
  };
  return (
    <div className="animate-fade-in">
      <div className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap [&>button]:justify-start [&>button]:whitespace-nowrap sm:[&>button]:justify-center">
        <Button size="sm" variant="secondary" disabled={!allowed.editAccess} onClick={act('edit-access')}>
          <KeyRound className="size-3.5" aria-hidden />
          {USERS_TEXT.editAccess}
        </Button>
        {allowed.edit && (
          <Button size="sm" variant="secondary" onClick={act('edit')}>
            <Pencil className="size-3.5" aria-hidden />
            {USERS_TEXT.editUser}
          </Button>
        )}
        {allowed.delete && (
          <Button
            size="sm"
            variant="secondary"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={act('delete')}
          >
            <Trash2 className="size-3.5" aria-hidden />
            {USERS_TEXT.deleteUser}
          </Button>
        )}
      </div>
      {allowed.restriction && <p className="mt-1.5 text-xs text-zinc-500">{allowed.restriction}</p>}
    </div>
  );
}
