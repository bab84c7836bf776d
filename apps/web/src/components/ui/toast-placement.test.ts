import { describe, expect, it } from 'vitest';
import { toastPlacement, type Box } from './toast-placement';

const laptop = { width: 1280, height: 720 };
const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box sonner draws one toast of `height` in for a placement. */
function toastBox(
  placement: ReturnType<typeof toastPlacement>,
  window: { width: number; height: number },
  height = 56,
): Box {
  const { position, offset, width } = placement;
  const left =
    position === 'top-right' ? window.width - (offset.right ?? 0) - width : (window.width - width) / 2;
  const top =
    position === 'bottom-center' ? window.height - (offset.bottom ?? 0) - height : (offset.top ?? 0);
  return { left, right: left + width, top, bottom: top + height };
}

describe('toastPlacement (docs/decisions/dashboard.md DSH-21)', () => {
  it('puts toasts at the top below the top bar while no dialog is open', () => {
    expect(toastPlacement(null, laptop)).toEqual({ position: 'top-center', offset: { top: 72 }, width: 356 });
  });

  it.each([
    ['a tall form dialog', { left: 384, right: 896, top: 54, bottom: 666 }],
    ['a wide dialog', { left: 304, right: 976, top: 54, bottom: 666 }],
  ])('sets them beside %s at 1280x720, clear of it', (_, dialog) => {
    const placement = toastPlacement(dialog, laptop);
    expect(placement.position).toBe('top-right');
    expect(placement.width).toBeGreaterThanOrEqual(240);
    expect(overlap(toastBox(placement, laptop), dialog)).toBe(false);
  });

  it('uses the strip above or below a dialog that leaves no room beside it', () => {
    const tablet = { width: 800, height: 1000 };
    const low = { left: 144, right: 656, top: 400, bottom: 900 };
    const high = { left: 144, right: 656, top: 100, bottom: 600 };
    expect(toastPlacement(low, tablet).position).toBe('top-center');
    expect(overlap(toastBox(toastPlacement(low, tablet), tablet), low)).toBe(false);
    expect(toastPlacement(high, tablet).position).toBe('bottom-center');
    expect(overlap(toastBox(toastPlacement(high, tablet), tablet), high)).toBe(false);
  });

  it("keeps a phone's toasts above a bottom sheet", () => {
    const phone = { width: 390, height: 844 };
    const sheet = { left: 0, right: 390, top: 300, bottom: 844 };
    const placement = toastPlacement(sheet, phone);
    expect(placement).toMatchObject({ position: 'top-center', offset: { top: 8 } });
    expect(overlap(toastBox(placement, phone), sheet)).toBe(false);
  });
});
