import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PAGE_FADE_MS, usePageFade } from './use-page-fade';

function Pages({ page, enabled }: { page: number; enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  usePageFade(ref, page, enabled);
  return <div ref={ref}>page {page}</div>;
}

describe('usePageFade', () => {
  it('fades each new page in, never the first one drawn, and only while pages turn', () => {
    const animate = vi.fn(() => ({ cancel: vi.fn() }));
    const original = HTMLElement.prototype.animate;
    HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
    onTestFinished(() => {
      HTMLElement.prototype.animate = original;
    });
    const { rerender } = render(<Pages page={0} enabled />);
    expect(animate).not.toHaveBeenCalled();
    rerender(<Pages page={1} enabled />);
    expect(animate).toHaveBeenCalledWith([{ opacity: 0 }, { opacity: 1 }], {
      duration: PAGE_FADE_MS,
      easing: 'ease-out',
    });
    rerender(<Pages page={2} enabled={false} />);
    expect(animate).toHaveBeenCalledTimes(1);
  });
});
