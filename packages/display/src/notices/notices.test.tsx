import { SAMPLE_DIRECTORY } from '@foyer/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeCanvas } from '../theme-canvas';
import { AFTER_HOURS_DEFAULT_MESSAGE } from './after-hours-page';
import { DIRECTORY_TURN_MS, NOTICE_PAGE_MS, NOTICE_ROTATION_MS, type ShownNotice } from './notice-look';
import { NoticeBand } from './notice-band';
import { NoticePages } from './notice-pages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const lifts: ShownNotice = {
  id: 'lifts',
  title: 'Lift service on Saturday',
  text: 'Please use the west lifts.',
  image_url: '',
  tone: 'attention',
};
const party: ShownNotice = {
  id: 'party',
  title: 'Summer party',
  text: '',
  image_url: '',
  tone: 'celebration',
};

/** docs/product.md §12: notices where the theme puts them, and the after-hours page. */
describe('scheduled notices on the canvas', () => {
  it('draws the band where the theme says, between the header and the footer, and none when the theme says none', async () => {
    const { container, rerender } = render(
      <ThemeCanvas theme={{ notices: { band: 'top' } }} tenants={SAMPLE_DIRECTORY} notices={[lifts]} />,
    );
    const band = await screen.findByText('Lift service on Saturday');
    expect(band.closest('[data-notice-band]')?.getAttribute('data-notice-band')).toBe('top');
    const order = [
      ...container.querySelectorAll('[data-element="header"], [data-notice-band], [data-element="footer"]'),
    ];
    expect(order.map((node) => node.getAttribute('data-element') ?? 'band')).toEqual([
      'header',
      'band',
      'footer',
    ]);
    expect(screen.getByText('Please use the west lifts.')).toBeTruthy();

    rerender(
      <ThemeCanvas theme={{ notices: { band: 'bottom' } }} tenants={SAMPLE_DIRECTORY} notices={[lifts]} />,
    );
    expect(container.querySelector('[data-notice-band]')?.getAttribute('data-notice-band')).toBe('bottom');
    rerender(
      <ThemeCanvas theme={{ notices: { band: 'none' } }} tenants={SAMPLE_DIRECTORY} notices={[lifts]} />,
    );
    expect(container.querySelector('[data-notice-band]')).toBeNull();
    // The default theme has a band at the bottom; no notice, no band.
    rerender(<ThemeCanvas theme={{}} tenants={SAMPLE_DIRECTORY} notices={[]} />);
    expect(container.querySelector('[data-notice-band]')).toBeNull();
  });

  it('rotates several notices in the band, one at a time, and sets no timer for one', () => {
    vi.useFakeTimers();
    render(<NoticeBand notices={[lifts, party]} place="bottom" />);
    expect(screen.getByText('Lift service on Saturday')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    act(() => vi.advanceTimersByTime(NOTICE_ROTATION_MS));
    expect(screen.getByText('Summer party')).toBeTruthy();
    expect(screen.queryByText('Lift service on Saturday')).toBeNull();
    act(() => vi.advanceTimersByTime(NOTICE_ROTATION_MS));
    expect(screen.getByText('Lift service on Saturday')).toBeTruthy();
    cleanup();

    render(<NoticeBand notices={[lifts]} place="bottom" />);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with notice pages, the directory and each notice take turns over the directory', () => {
    vi.useFakeTimers();
    render(<NoticePages notices={[lifts, party]} />);
    expect(screen.queryByText('Lift service on Saturday')).toBeNull();
    act(() => vi.advanceTimersByTime(DIRECTORY_TURN_MS));
    expect(screen.getByRole('heading', { name: 'Lift service on Saturday' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(NOTICE_PAGE_MS));
    expect(screen.getByRole('heading', { name: 'Summer party' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(NOTICE_PAGE_MS));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('after hours with the theme’s page: its message, contact and clock instead of the directory', async () => {
    const { container, rerender } = render(
      <ThemeCanvas
        theme={{
          afterHours: { mode: 'page', message: 'Reception opens at 07:00', contact: 'Security: 555 0100' },
        }}
        tenants={SAMPLE_DIRECTORY}
        notices={[lifts]}
        afterHours
      />,
    );
    expect(await screen.findByText('Reception opens at 07:00')).toBeTruthy();
    expect(screen.getByText('Security: 555 0100')).toBeTruthy();
    expect(container.querySelector('[data-element="tenant-list"]')).toBeNull();
    // No notice band on the after-hours page: notices are for the open building.
    expect(container.querySelector('[data-notice-band]')).toBeNull();

    rerender(<ThemeCanvas theme={{ afterHours: { mode: 'page' } }} tenants={SAMPLE_DIRECTORY} afterHours />);
    expect(await screen.findByText(AFTER_HOURS_DEFAULT_MESSAGE)).toBeTruthy();
  });
});
