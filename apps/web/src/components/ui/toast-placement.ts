/** Where the toasts go (docs/decisions/dashboard.md DSH-5, DSH-21). */
export interface ToastPlacement {
  position: 'top-center' | 'top-right' | 'bottom-center';
  /** Distance from the window's edges, at every width and (sonner's mobileOffset) under 600 px. */
  offset: { top?: number; right?: number; bottom?: number };
  /** Width of a toast in pixels; under 600 px sonner spans the window between the offsets. */
  width: number;
}

export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Sonner's own width, and the narrowest a toast may get to stay beside a dialog. */
const TOAST_WIDTH = 356;
const MIN_TOAST_WIDTH = 240;
const MARGIN = 16;
/** One toast of one or two lines with its margin: what a strip above or below a dialog must hold. */
const TOAST_ROOM = 72;
/** Below the top bar: 56 px, and on a phone 105 px for its two rows (DSH-22). */
const TOP_BAR_OFFSET = 72;
export const PHONE_TOP_BAR_OFFSET = 112;

/**
 * Nothing open: at the top, below the top bar. A dialog open: beside it when the window leaves a
 * toast's width on its right, else in the taller strip above or below it, so that no toast covers
 * its title, fields or buttons. The top bar lies under the dialog's overlay then, so toasts may
 * cover it. Only a dialog that leaves no strip at all (a full-height sheet on a phone) is covered,
 * at its top edge.
 */
export function toastPlacement(
  dialog: Box | null,
  window: { width: number; height: number },
): ToastPlacement {
  if (!dialog) return { position: 'top-center', offset: { top: TOP_BAR_OFFSET }, width: TOAST_WIDTH };
  const besideRight = window.width - dialog.right - 2 * MARGIN;
  if (besideRight >= MIN_TOAST_WIDTH)
    return {
      position: 'top-right',
      offset: { top: MARGIN, right: MARGIN },
      width: Math.min(TOAST_WIDTH, besideRight),
    };
  const width = Math.min(TOAST_WIDTH, window.width - 2 * MARGIN);
  const above = dialog.top;
  const below = window.height - dialog.bottom;
  if (below > above && below >= TOAST_ROOM)
    return { position: 'bottom-center', offset: { bottom: MARGIN / 2 }, width };
  return { position: 'top-center', offset: { top: MARGIN / 2 }, width };
}
