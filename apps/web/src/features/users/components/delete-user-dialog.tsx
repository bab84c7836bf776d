import type { User } from '@foyer/shared';
import { useAction } from '../../../components/editor/use-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';
import { USERS_TEXT } from '../messages';

/** Asks before deleting a user; an invited user's link stops working too. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: User | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deleteUser = useDeleteUser();

  const remove = useAction(
    async (id: string) => {
      await deleteUser.mutateAsync(id);
      return true;
    },
    { done: USERS_TEXT.userDeleted, failed: USERS_TEXT.deleteFailed, reason: 'prefixed' },
  );

  const onConfirm = async () => {
    if (!user) return;
    if (await remove.run(user.id)) {
      onDeleted?.();
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? `Delete ${user.name}?` : USERS_TEXT.deleteUser}
      description={
        user
          ? `Are you sure you want to delete ${user.name} (${user.email})? ${
              user.isInvited ? 'Their invitation will stop working.' : 'They will lose access right away.'
            } This action cannot be undone.`
          : ''
      }
      confirmLabel={USERS_TEXT.deleteUser}
      pendingLabel="Deleting..."
      pending={remove.pending}
      onConfirm={() => void onConfirm()}
    />
  );
}
