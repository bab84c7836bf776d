import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Label while the action runs, e.g. 'Deleting...'. */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone; stays open while the action runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
          <AlertDialog.Content
            {...returnFocus}
            className="pointer-events-auto w-full max-w-md rounded-t-2xl bg-white shadow-2xl shadow-zinc-950/20 ring-1 ring-zinc-950/5 focus:outline-none data-[state=open]:animate-pop-in sm:rounded-2xl"
          >
            <div className="flex gap-4 px-5 pt-6 pb-5 sm:px-6">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600"
                aria-hidden
              >
                <TriangleAlert className="size-5" />
              </span>
              <div className="min-w-0">
                <AlertDialog.Title className="text-base font-semibold text-zinc-950">
                  {title}
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-1.5 text-sm leading-6 break-words text-zinc-600">
                  {description}
                </AlertDialog.Description>
              </div>
            </div>
            <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-zinc-100 bg-zinc-50/70 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={pending}>
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              {/* Not AlertDialog.Action: that would close the dialog before the answer arrives. */}
              <Button variant="danger" loading={pending} onClick={onConfirm}>
                {pending && pendingLabel ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
