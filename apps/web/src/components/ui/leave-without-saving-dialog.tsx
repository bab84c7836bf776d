import { useContext, useEffect, useRef, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, type Blocker } from 'react-router';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
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

/** A dialog's text would be lost by leaving the page: the question names the dialog. */
export const dialogLeaveText = (dialogTitle: string) =>
  `What you typed in ${dialogTitle} has not been saved and will be lost.`;

/**
 * What a dialog holding typed text needs so the browser's Back (or a link) does not silently throw
 * it away (docs/decisions/dashboard.md DSH-7): render `guard` inside the dialog and
 * call `allowLeaving` before the dialog's own navigation after a save.
 */
export function useDialogLeaveGuard(dirty: boolean, dialogTitle: string) {
  const allow = useRef<() => void>(() => {});
  return {
    guard: <DialogLeaveGuard dirty={dirty} dialogTitle={dialogTitle} allowRef={allow} />,
    allowLeaving: () => allow.current(),
  };
}

interface DialogLeaveGuardProps {
  dirty: boolean;
  dialogTitle: string;
  allowRef: RefObject<() => void>;
}

// Navigation can only be held inside a data router; a dialog rendered elsewhere (a component test)
// guards only the tab.
function DialogLeaveGuard(props: DialogLeaveGuardProps) {
  return useContext(UNSAFE_DataRouterContext) ? <HeldNavigation {...props} /> : null;
}

function HeldNavigation({ dirty, dialogTitle, allowRef }: DialogLeaveGuardProps) {
  const { blocker, allowLeaving } = useUnsavedChanges(dirty);
  useEffect(() => {
    allowRef.current = allowLeaving;
  });
  return <LeaveWithoutSavingDialog blocker={blocker} description={dialogLeaveText(dialogTitle)} />;
}
