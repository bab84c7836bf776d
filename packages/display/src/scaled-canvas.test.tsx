import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScaledCanvas } from './scaled-canvas';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function boxOf(width: number, height: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
}

describe('ScaledCanvas', () => {
  it('scales the canvas to fit its box, from the top-left corner, centred', () => {
    boxOf(340, 340);
    const { container } = render(
      <ScaledCanvas orientation="landscape">
        <p>canvas</p>
      </ScaledCanvas>,
    );
    const box = container.firstElementChild as HTMLElement;
    const canvas = box.firstElementChild as HTMLElement;
    expect(Number(box.dataset.scale)).toBeCloseTo(340 / 1920);
    expect(canvas.style.width).toBe('1920px');
    expect(canvas.style.height).toBe('1080px');
    expect(canvas.style.transformOrigin).toBe('0 0');
    expect(canvas.style.transform).toBe(`translate(0px, 74px) scale(${340 / 1920})`);
  });

  it('draws nothing while its box has no size', () => {
    boxOf(0, 0);
    const { container } = render(
      <ScaledCanvas orientation="portrait">
        <p>canvas</p>
      </ScaledCanvas>,
    );
    const canvas = container.firstElementChild?.firstElementChild as HTMLElement;
    expect(canvas.style.width).toBe('1080px');
    expect(canvas.style.transform).toBe('translate(0px, 0px) scale(0)');
  });
});
