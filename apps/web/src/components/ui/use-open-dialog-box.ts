import { useEffect, useState } from 'react';
import type { Box } from './toast-placement';

// Radix marks dialogs and alert dialogs open with data-state; popovers use role="dialog" too but
// sit in a popper wrapper and cover nothing.
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

function openDialog(): Element | null {
  const open = Array.from(document.querySelectorAll(OPEN_DIALOG)).filter(
    (element) => !element.closest('[data-radix-popper-content-wrapper]'),
  );
  return open.at(-1) ?? null;
}

function boxOf(element: Element): Box {
  const { top, right, bottom, left } = element.getBoundingClientRect();
  return { top, right, bottom, left };
}

const sameBox = (a: Box | null, b: Box | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.top === b.top &&
    a.right === b.right &&
    a.bottom === b.bottom &&
    a.left === b.left);

/**
 * Where the open modal dialog is on the screen (the last one opened), or null with none: followed
 * as dialogs open and close, grow, finish their opening animation, and as the window is resized.
 */
export function useOpenDialogBox(): { box: Box | null; window: { width: number; height: number } } {
  const [state, setState] = useState<{ box: Box | null; window: { width: number; height: number } }>(() => ({
    box: null,
    window: { width: window.innerWidth, height: window.innerHeight },
  }));
  useEffect(() => {
    let frame = 0;
    let observed: Element | null = null;
    // Absent in jsdom: a dialog that grows is then measured on the next mutation only.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => schedule()) : null;
    const measure = () => {
      frame = 0;
      const dialog = openDialog();
      if (dialog !== observed) {
        if (observed) resize?.unobserve(observed);
        if (dialog) resize?.observe(dialog);
        observed = dialog;
      }
      const box = dialog ? boxOf(dialog) : null;
      const size = { width: window.innerWidth, height: window.innerHeight };
      setState((before) =>
        sameBox(before.box, box) && before.window.width === size.width && before.window.height === size.height
          ? before
          : { box, window: size },
      );
    };
    function schedule() {
      if (!frame) frame = requestAnimationFrame(measure);
    }
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    window.addEventListener('resize', schedule);
    // The opening animation scales the dialog; measure again once it has its final size.
    document.addEventListener('animationend', schedule, true);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      resize?.disconnect();
      window.removeEventListener('resize', schedule);
      document.removeEventListener('animationend', schedule, true);
    };
  }, []);
  return state;
}
