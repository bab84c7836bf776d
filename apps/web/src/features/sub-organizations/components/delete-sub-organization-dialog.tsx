import type { SubOrganization } from '@foyer/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { ApiError, textWithReason } from '../../../lib/api-client';
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

  const onConfirm = async () => {
    if (!subOrganization) return;
    try {
      await deleteSubOrganization.mutateAsync(subOrganization.id);
      toast.success(SUB_ORGANIZATIONS_TEXT.deleted);
    } catch (error) {
      console.error(error);
      // docs/product.md §8's alert, then the server's reason; a 409 for a sub-organization that still holds
      // devices, themes or tenants answers with that very alert, so it is said once.
      const { deleteBlocked } = SUB_ORGANIZATIONS_TEXT;
      toast.error(
        error instanceof ApiError && error.message === deleteBlocked
          ? deleteBlocked
          : textWithReason(deleteBlocked, error),
      );
    }
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
      pending={deleteSubOrganization.isPending}
      onConfirm={() => void onConfirm()}
    />
  );
}
