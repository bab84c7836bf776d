import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const LEAVE_WITHOUT_SAVING = { title: 'Leave without saving?', confirm: 'Leave' } as const;

/** The question a held navigation asks (lib/use-unsaved-changes.ts): leave and lose `what`, or stay. */
export function LeaveWithoutSavingDialog({
  blocker,
  description,
}: {
  blocker: Blocker;
  description: string;
}) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title={LEAVE_WITHOUT_SAVING.title}
      description={description}
      confirmLabel={LEAVE_WITHOUT_SAVING.confirm}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
