import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShowAtControl } from './show-at-control';

const BERLIN = 'Europe/Berlin';
const NOW = Date.parse('2026-11-27T11:00:00Z');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderControl(atMs: number | null, zone: string | null = BERLIN) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const onChange = vi.fn();
  render(<ShowAtControl atMs={atMs} zone={zone} reading={false} onChange={onChange} />);
  return onChange;
}

describe('ShowAtControl (docs/product.md §12, the preview at a chosen time)', () => {
  it('starts at Now; Pick a time chooses the next whole hour', () => {
    const onChange = renderControl(null);
    expect(screen.getByRole('radio', { name: 'Now' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByLabelText(/Date and time/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Pick a time' }));
    expect(onChange).toHaveBeenCalledWith(Date.parse('2026-11-27T12:00:00Z'));
  });

  it('shows the chosen time in the building’s zone and reads a typed one in it', () => {
    const onChange = renderControl(Date.parse('2026-11-28T08:00:00Z'));
    const field = screen.getByLabelText('Date and time (Europe/Berlin)');
    expect((field as HTMLInputElement).value).toBe('2026-11-28T09:00');
    fireEvent.change(field, { target: { value: '2026-12-04T23:30' } });
    expect(onChange).toHaveBeenCalledWith(Date.parse('2026-12-04T22:30:00Z'));
  });

  it('keeps a time out of range in the field, says what to choose and asks nothing', () => {
    const onChange = renderControl(Date.parse('2026-11-28T08:00:00Z'));
    fireEvent.change(screen.getByLabelText('Date and time (Europe/Berlin)'), {
      target: { value: '2028-01-01T09:00' },
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose a time from yesterday up to a year ahead.');
    expect(screen.getByLabelText('Date and time (Europe/Berlin)').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers quick choices in the zone and marks the one chosen', () => {
    const tomorrowEight = Date.parse('2026-11-28T07:00:00Z');
    const onChange = renderControl(tomorrowEight);
    expect(screen.getByRole('button', { name: 'Tomorrow 08:00' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Tonight 22:00' }));
    expect(onChange).toHaveBeenCalledWith(Date.parse('2026-11-27T21:00:00Z'));
  });

  it('waits for the zone before a time can be typed', () => {
    renderControl(Date.parse('2026-11-28T08:00:00Z'), null);
    expect((screen.getByLabelText('Date and time') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Tomorrow 08:00' })).toBeNull();
  });
});
