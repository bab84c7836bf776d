import { useRef } from 'react';

// The last element focused outside any dialog: by the time a dialog's own autoFocus field has
// taken focus, this still names the button that opened it.
let lastOutsideDialog: HTMLElement | null = null;
let tracking = false;

function track() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="dialog"], [role="alertdialog"]'))
        lastOutsideDialog = target;
    },
    true,
  );
}
track();

/**
 * Focus goes back to what opened a dialog when it closes (DSH-8). Radix returns it to the
 * dialog's Trigger, and ours are opened from state (a menu item, a table row's button), so without
 * this it fell to the page body and a keyboard user started again from the top.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = lastOutsideDialog;
    },
    onCloseAutoFocus: (event: Event) => {
      // A dialog whose field focuses itself (autoFocus) never gets onOpenAutoFocus from Radix.
      const element = opener.current ?? lastOutsideDialog;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
