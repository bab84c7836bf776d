import { screenTenantSchema, type ScreenTenant } from '@foyer/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BundlePreview } from '../bundle-preview';
import type { ScreenPlace } from '../screen-place';
import { ThemeCanvas } from '../theme-canvas';

/* A category drawn in the screen's languages (docs/decisions/languages.md LNG-20). */

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tenant = (id: string, company_name: string, floor: string, category: string): ScreenTenant =>
  screenTenantSchema.parse({ id, company_name, floor, suite_room: `${floor}10`, category });
const tenants: ScreenTenant[] = [
  tenant('a', 'Acme Partners', '3', 'Law '),
  tenant('b', 'Bright Smiles', '2', 'Dental'),
  tenant('c', 'Corner Hotel', '1', 'Hotel'),
];
/** The category column shows (the default hides it). */
const SHOWN = { layout: 'list-simple', tenants: { hiddenColumns: [] } };
const categories = {
  law: { de: 'Recht' },
  dental: { de: 'Zahnarzt', en: 'Dentist' },
  hotel: { de: 'Hotel' },
};
const place = (languages: ScreenPlace['languages'], withCategories = true): ScreenPlace => ({
  buildingName: 'Kaiserhof',
  directoryUrl: null,
  languages,
  ...(withCategories ? { categories } : {}),
});
const categoryCells = () => {
  const table = screen.getByRole('table');
  const headings = within(table).getAllByRole('columnheader');
  const column = headings.findIndex((cell) => /[KC]at[eé]gor/i.test(cell.textContent ?? ''));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
};

describe('category translations on a screen', () => {
  it('shows both languages side by side, main first; the same text once; untranslated as typed', async () => {
    render(<ThemeCanvas theme={SHOWN} tenants={tenants} place={place(['de', 'en'])} />);
    await screen.findByRole('columnheader', { name: 'Kategorie · Category' });
    expect(categoryCells()).toEqual(expect.arrayContaining(['Recht · Law ', 'Zahnarzt · Dentist', 'Hotel']));
  });

  it('shows one language alone, and falls back to the typed category', async () => {
    render(<ThemeCanvas theme={SHOWN} tenants={tenants} place={place(['fr'])} />);
    await screen.findByRole('columnheader', { name: 'Catégorie' });
    expect(categoryCells()).toEqual(expect.arrayContaining(['Law ', 'Dental', 'Hotel']));
  });

  it('alternates with the page turn', async () => {
    vi.useFakeTimers();
    render(
      <ThemeCanvas
        theme={{ ...SHOWN, languages: { mode: 'alternate' } }}
        tenants={tenants}
        place={place(['de', 'en'])}
      />,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(categoryCells()).toEqual(expect.arrayContaining(['Recht', 'Zahnarzt']));
    act(() => vi.advanceTimersByTime(4000));
    expect(categoryCells()).toEqual(expect.arrayContaining(['Law ', 'Dentist']));
  });

  it('draws an older bundle without translations as typed', async () => {
    render(
      <BundlePreview
        bundle={{
          data: {
            theme: SHOWN,
            tenants: { id: 'l', org_id: 'o', name: 'L', scope: 'global', theme_id: null, entries: tenants },
            device: {} as never,
            building: { id: 'b', name: 'Kaiserhof', directory_url: null, languages: ['de', 'en'] },
          } as never,
        }}
      />,
    );
    await screen.findByRole('columnheader', { name: 'Kategorie · Category' });
    expect(categoryCells()).toEqual(expect.arrayContaining(['Law ', 'Dental']));
  });
});
