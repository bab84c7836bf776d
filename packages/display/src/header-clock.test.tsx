import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemePreview } from './theme-preview';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const clockOf = (container: HTMLElement) => container.querySelector('[data-part="header-clock"]');

describe('header clock', () => {
  it('is not drawn unless the theme asks for it', () => {
    const { container } = render(<ThemePreview theme={{}} tenants={[]} />);
    expect(clockOf(container)).toBeNull();
  });

  it("shows the screen's time and date opposite the logo, and moves on with each minute", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 41, 30));
    const { container } = render(
      <ThemePreview theme={{ header: { clock: 'date-time', logoAlignment: 'right' } }} tenants={[]} />,
    );
    const clock = clockOf(container) as HTMLElement;
    const time = (at: Date) => at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(clock.textContent).toContain(time(new Date(2026, 10, 25, 9, 41)));
    expect(clock.textContent).toContain(
      new Date(2026, 10, 25).toLocaleDateString([], { weekday: 'long', day: 'numeric', month: 'long' }),
    );
    // The logo is on the right, so the clock is on the left.
    const header = container.querySelector('[data-element="header"]') as HTMLElement;
    expect(header.firstElementChild?.contains(clock)).toBe(true);
    expect(header.lastElementChild?.getAttribute('data-part')).toBe('header-logo');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(clockOf(container)?.textContent).toContain(time(new Date(2026, 10, 25, 9, 42)));
  });

  it('can sit in the footer instead, date and time on one line', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 41, 30));
    const { container } = render(<ThemePreview theme={{ footer: { clock: 'date-time' } }} tenants={[]} />);
    expect(clockOf(container)).toBeNull();
    const clock = container.querySelector('[data-part="footer-clock"]');
    const at = new Date(2026, 10, 25, 9, 41);
    expect(clock?.textContent).toBe(
      `${at.toLocaleDateString([], { weekday: 'long', day: 'numeric', month: 'long' })} · ${at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`,
    );
  });
});
