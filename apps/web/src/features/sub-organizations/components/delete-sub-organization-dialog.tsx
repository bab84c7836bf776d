import type { SubOrganization } from '@foyer/shared';
import { useAction } from '../../../components/editor/use-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useDeleteSubOrganization } from '../api/delete-sub-organization';
import { SUB_ORGANIZATIONS_TEXT } from '../messages';

export function DeleteSubOrganizationDialog({
  subOrganization,
  onClose,
}: {
  subOrganization: SubOrganization | null;
  onClose: () => void;
}) {
  const deleteSubOrganization = useDeleteSubOrganization();

  const { deleted, deleteBlocked } = SUB_ORGANIZATIONS_TEXT;
  const remove = useAction(
    (id: string) => deleteSubOrganization.mutateAsync(id),
    // docs/product.md §8's alert, then the server's reason.
    { done: deleted, failed: deleteBlocked, reason: 'sentence' },
    {
      // A 409 for a sub-organization that still holds devices, themes or tenants answers with that
      // very alert, so it is said once.
      onFailed: (error) => {
        const same = error instanceof ApiError && error.message === deleteBlocked;
        if (same) toast.error(deleteBlocked);
        return same;
      },
    },
  );

  const onConfirm = async () => {
    if (!subOrganization) return;
    await remove.run(subOrganization.id);
    onClose();
  };

  return (
    <ConfirmDialog
      open={subOrganization !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete sub-organization?"
      description={subOrganization ? SUB_ORGANIZATIONS_TEXT.deleteConfirmation(subOrganization.name) : ''}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.pending}
      onConfirm={() => void onConfirm()}
    />
  );
}
