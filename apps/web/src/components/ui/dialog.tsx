import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from './use-return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export interface DialogContentProps {
  title: string;
  description?: ReactNode;
  /** An icon or badge beside the title. */
  icon?: ReactNode;
  size?: keyof typeof widths;
  children: ReactNode;
  /** Something is being saved: Escape and the close button wait until it is done. */
  busy?: boolean;
}

/** A centred modal (a sheet from the bottom on phones) with a title, a description and a close button. */
export function DialogContent({
  title,
  description,
  icon,
  size = 'md',
  children,
  busy = false,
}: DialogContentProps) {
  const blockWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  // A stray click beside a form must not throw away what was typed: only Cancel, × or Escape close it.
  const keepOpen = (event: Event) => event.preventDefault();
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPrimitive.Content
          onEscapeKeyDown={blockWhileBusy}
          onPointerDownOutside={keepOpen}
          {...returnFocus}
          className={cn(
            'pointer-events-auto flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl shadow-zinc-950/20 ring-1 ring-zinc-950/5 focus:outline-none sm:max-h-[85dvh] sm:rounded-2xl',
            'data-[state=open]:animate-pop-in',
            widths[size],
          )}
        >
          <div className="flex items-start gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
            {icon}
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-lg font-semibold tracking-tight text-zinc-950">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm leading-6 text-zinc-500">
                  {description}
                </DialogPrimitive.Description>
              ) : (
                <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              disabled={busy}
              className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-400 transition-colors hover:bg-zinc-100 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none disabled:opacity-40"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </div>
    </DialogPrimitive.Portal>
  );
}

/**
 * A dialog's form: it fills the dialog below the title, so its DialogBody scrolls and its
 * DialogFooter stays in view. The dialog shows the messages, not the browser (`noValidate`).
 */
export function DialogForm({
  className,
  ...props
}: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> }) {
  return <form noValidate className={cn('flex min-h-0 flex-1 flex-col', className)} {...props} />;
}

/** The scrolling middle of a dialog. */
export function DialogBody({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 pt-5 pb-6 sm:px-6', className)}>{children}</div>
  );
}

/** Buttons at the bottom of a dialog: the main action on the right. */
export function DialogFooter({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-zinc-100 bg-zinc-50/70 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
      {aside && <div className="text-[13px] text-zinc-500 sm:mr-auto">{aside}</div>}
      <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">{children}</div>
    </div>
  );
}
