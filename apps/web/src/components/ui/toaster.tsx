import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

/**
 * In-app notifications for the messages the spec shows as alerts. At the top, below the top bar, so
 * they never cover a dialog's footer buttons ('Send Invitation'); expanded, so several are read one
 * under the other instead of stacked over each other.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      offset={{ top: 72 }}
      // A phone's top bar is two rows (the building has its own, docs/decisions/dashboard.md DSH-20).
      mobileOffset={{ top: 112 }}
      expand
      visibleToasts={4}
      closeButton
      richColors
      toastOptions={{ className: 'font-sans', duration: 5000 }}
    />
  );
}
