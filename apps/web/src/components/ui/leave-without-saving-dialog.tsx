import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const LEAVE_WITHOUT_SAVING = { title: 'Leave without saving?', confirm: 'Leave' } as const;

/** 'Leave without saving?': leave and lose `description`, or stay. */
export function LeaveQuestion({
  open,
  description,
  onLeave,
  onStay,
}: {
  open: boolean;
  description: string;
  onLeave: () => void;
  onStay: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onStay())}
      title={LEAVE_WITHOUT_SAVING.title}
      description={description}
      confirmLabel={LEAVE_WITHOUT_SAVING.confirm}
      onConfirm={onLeave}
    />
  );
}

/** The question a held navigation asks (lib/use-unsaved-changes.ts). */
export function LeaveWithoutSavingDialog({
  blocker,
  description,
}: {
  blocker: Blocker;
  description: string;
}) {
  return (
    <LeaveQuestion
      open={blocker.state === 'blocked'}
      description={description}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}
