import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './browser-time-zone';
import { matchingZones, TimeZonePicker } from './time-zone-picker';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Picked({ start = 'UTC' }: { start?: string }) {
  const [zone, setZone] = useState(start);
  return <TimeZonePicker label="Default time zone" value={zone} onChange={setZone} hint="Read here." />;
}

describe('time zone picker', () => {
  it('finds zones by part of a city, ignoring case and underscores, cities starting so first', () => {
    expect(matchingZones('berl')[0]).toBe('Europe/Berlin');
    expect(matchingZones('new york')).toContain('America/New_York');
    expect(matchingZones('')).toContain('UTC');
    expect(matchingZones('atlantis')).toEqual([]);
  });

  it('picks with the keyboard, keeps the chosen zone when the typing is left, and says the local time', () => {
    render(<Picked />);
    const input = screen.getByRole('combobox', { name: 'Default time zone' }) as HTMLInputElement;
    expect(screen.getByText(/^Read here\. Local time there: \d\d:\d\d$/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'tok' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('Asia/Tokyo');
    fireEvent.change(input, { target: { value: 'nowhere' } });
    expect(screen.getByText('No time zone matches. Try a city such as Berlin or Chicago.')).toBeTruthy();
    fireEvent.blur(input);
    expect(input.value).toBe('Asia/Tokyo');
  });

  it("knows the browser's zone, and none when it is no place's zone", () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    const reports = (timeZone: string) =>
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
        this: Intl.DateTimeFormat,
      ) {
        return { ...real.call(this), timeZone };
      });
    reports('Europe/Berlin');
    expect(browserTimeZone()).toBe('Europe/Berlin');
    reports('+01:00');
    expect(browserTimeZone()).toBeUndefined();
  });
});
