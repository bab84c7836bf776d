import type { CSSProperties } from 'react';
import { Toaster as Sonner, toast as sonner, type ExternalToast } from 'sonner';
import { PHONE_TOP_BAR_OFFSET, toastPlacement } from './toast-placement';
import { useOpenDialogBox } from './use-open-dialog-box';

type Show = (message: string, data?: ExternalToast) => string | number;

/** The same words shown again replace the toast on screen instead of stacking a copy under it. */
const once =
  (show: Show): Show =>
  (message, data) =>
    show(message, data?.id === undefined ? { ...data, id: message } : data);

/**
 * The dashboard's toasts (sonner's, docs/decisions/dashboard.md DSH-21): a message already on screen
 * is not shown twice; `id` still names a toast that changes over time (a publish's delivery).
 */
export const toast = {
  success: once(sonner.success),
  error: once(sonner.error),
  info: once(sonner.info),
  warning: once(sonner.warning),
  loading: sonner.loading,
  dismiss: sonner.dismiss,
};

/**
 * In-app notifications for the messages the spec shows as alerts. At the top, below the top bar,
 * expanded so that several are read one under the other (DSH-5); beside an open dialog, or above
 * or below it, never over its title, fields or buttons (DSH-21).
 */
export function Toaster() {
  const { box, window } = useOpenDialogBox();
  const { position, offset, width } = toastPlacement(box, window);
  return (
    <Sonner
      position={position}
      offset={offset}
      // A phone's top bar is two rows (the building has its own, DSH-22).
      mobileOffset={box ? offset : { top: PHONE_TOP_BAR_OFFSET }}
      style={{ '--width': `${width}px` } as CSSProperties}
      expand
      visibleToasts={4}
      closeButton
      richColors
      // Reachable over an open dialog, which makes the rest of the page inert: the close button
      // works and a pointer resting on a toast holds it.
      className="pointer-events-auto"
      toastOptions={{ className: 'font-sans', duration: 5000 }}
    />
  );
}
