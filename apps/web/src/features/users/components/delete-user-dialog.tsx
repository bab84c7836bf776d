import type { User } from '@foyer/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { prefixedErrorMessage } from '../../../lib/api-client';
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

  const onConfirm = async () => {
    if (!user) return;
    try {
      await deleteUser.mutateAsync(user.id);
      toast.success(USERS_TEXT.userDeleted);
      onDeleted?.();
      onClose();
    } catch (error) {
      console.error(error);
      toast.error(prefixedErrorMessage(USERS_TEXT.deleteFailed, error));
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
      pending={deleteUser.isPending}
      onConfirm={() => void onConfirm()}
    />
  );
}
