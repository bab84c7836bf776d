import { SAMPLE_DIRECTORY, type TenantEntry } from '@foyer/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemePreview } from '../theme-preview';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const base = SAMPLE_DIRECTORY[0] as TenantEntry;
const entry = (company_name: string, fields: Partial<TenantEntry> = {}): TenantEntry => ({
  ...base,
  id: company_name,
  company_name,
  ...fields,
});

describe('the directory at midnight', () => {
  it('adds a company on its move-in day and drops one after its move-out day, without new data', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 23, 59, 58));
    const tenants = [
      entry('Staying Co'),
      entry('Arriving Co', { move_in_date: '2026-03-11' }),
      entry('Leaving Co', { move_out_date: '2026-03-10' }),
      entry('Inactive Co', { active: false }),
    ];
    render(
      <ThemePreview
        theme={{ layout: 'list-simple', layoutOptions: { pagination: 'none' } }}
        tenants={tenants}
      />,
    );
    expect(screen.queryByText('Staying Co')).not.toBeNull();
    expect(screen.queryByText('Leaving Co')).not.toBeNull();
    expect(screen.queryByText('Arriving Co')).toBeNull();
    expect(screen.queryByText('Inactive Co')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Arriving Co')).not.toBeNull();
    expect(screen.queryByText('Leaving Co')).toBeNull();
    expect(screen.queryByText('Staying Co')).not.toBeNull();
  });
});
