import { PROJECT_NAME, seesAllSubOrganizations, type SubOrganization, type User } from '@foyer/shared';
import { useState, type FormEvent } from 'react';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { useDialogLeaveGuard } from '../../../components/ui/leave-without-saving-dialog';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { useUpdateUserAccess } from '../api/update-user-access';
import { USERS_TEXT } from '../messages';
import { SubOrganizationChecklist } from './sub-organization-checklist';

export interface ManageAccessDialogProps {
  user: User | null;
  onClose: () => void;
  subOrganizations: readonly SubOrganization[];
}

/** Manage Access (docs/product.md §2): which sub-organizations an Editor or Viewer reaches. */
export function ManageAccessDialog({ user, onClose, subOrganizations }: ManageAccessDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <ManageAccessForm key={user.id} user={user} onClose={onClose} subOrganizations={subOrganizations} />
      )}
    </Dialog>
  );
}

function ManageAccessForm({ user, onClose, subOrganizations }: ManageAccessDialogProps & { user: User }) {
  const updateAccess = useUpdateUserAccess();
  const known = new Set(subOrganizations.map((s) => s.id));
  // Ids of deleted sub-organizations are dropped when saving.
  const [selected, setSelected] = useState(() =>
    user.accessibleSubOrganizations.filter((id) => known.has(id)),
  );
  const [submitted, setSubmitted] = useState(false);
  const allAccess = seesAllSubOrganizations(user.role);
  const missing = !allAccess && selected.length === 0;
  const [initial] = useState(selected);
  const changed = [...selected].sort().join() !== [...initial].sort().join();
  const save = useAction(
    async (accessibleSubOrganizations: string[]) => {
      await updateAccess.mutateAsync({
        id: user.id,
        body: { accessibleSubOrganizations, projectName: PROJECT_NAME },
      });
      return true;
    },
    { done: USERS_TEXT.accessUpdated, failed: USERS_TEXT.accessFailed, reason: 'prefixed' },
  );
  const { guard, allowLeaving } = useDialogLeaveGuard(changed && !save.pending, USERS_TEXT.manageAccess);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (allAccess || missing) return;
    if (await save.run(selected)) {
      allowLeaving();
      onClose();
    }
  };

  return (
    <DialogContent
      title={USERS_TEXT.manageAccess}
      description={`Choose the sub-organizations ${user.name} can reach.`}
      size="sm"
      busy={save.pending}
    >
      <DialogForm onSubmit={onSubmit}>
        <DialogBody>
          <SubOrganizationChecklist
            subOrganizations={subOrganizations}
            value={selected}
            onChange={setSelected}
            allAccessNote={allAccess ? USERS_TEXT.ownersAndAdminsHaveAllAccess : undefined}
            emptyNote={USERS_TEXT.noSubOrganizations}
            error={submitted && missing ? USERS_TEXT.subOrganizationRequired : undefined}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            {allAccess ? 'Close' : 'Cancel'}
          </Button>
          {!allAccess && (
            <Button type="submit" loading={save.pending} disabled={subOrganizations.length === 0}>
              {save.pending ? 'Saving...' : 'Save Access'}
            </Button>
          )}
        </DialogFooter>
      </DialogForm>
      {guard}
    </DialogContent>
  );
}
