import { FOOTER_PLACEHOLDERS, SAMPLE_DIRECTORY, type TenantEntry } from '@foyer/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenPlace } from './screen-place';
import { ThemeCanvas } from './theme-canvas';
import { ThemePreview } from './theme-preview';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const tenants = SAMPLE_DIRECTORY;
const KAISERHOF: ScreenPlace = { buildingName: 'Kaiserhof Business Center', directoryUrl: null };
const part = (container: HTMLElement, selector: string) => container.querySelector(selector);
const element = (container: HTMLElement, name: string) => container.querySelector(`[data-element="${name}"]`);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
/** Body rows of a table (the first row is the column header row). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) => bodyRows(table).map((row) => row.firstElementChild?.textContent);

/** jsdom has no layout: give the list area a size, as Chromium would (wide enough for every column). */
function measureListArea(height: number, width = 4000) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.part === 'list-area' ? height : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.part === 'list-area' ? width : 0;
  });
}

describe('layouts', () => {
  it('list-simple: header, one full-width list, footer', () => {
    const { container } = render(<ThemePreview theme={{ layout: 'list-simple' }} tenants={tenants} />);
    expect(element(container, 'header')).not.toBeNull();
    expect(element(container, 'footer')).not.toBeNull();
    expect(element(container, 'list-simple')).not.toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(part(container, '[data-part="hero"]')).toBeNull();
  });

  it('hero: a hero image above the list', () => {
    const { container } = render(
      <ThemePreview
        theme={{
          layout: 'hero',
          media: { heroImageUrl: 'https://img.test/hero.jpg', heroImageFit: 'contain' },
        }}
        tenants={tenants}
      />,
    );
    const hero = element(container, 'hero');
    expect(hero?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/hero.jpg');
    expect(hero?.querySelector('img')?.style.objectFit).toBe('contain');
    expect(element(container, 'tenant-list')).not.toBeNull();
    expect(element(container, 'header')).not.toBeNull();
    expect(element(container, 'footer')).not.toBeNull();
  });

  it('split: hero image and list side by side, image second when the hero is on the right', () => {
    const theme = {
      layout: 'split',
      layoutOptions: { heroPosition: 'right', imageSize: 30, tenantListSize: 70 },
      media: { heroImageUrl: 'https://img.test/hero.jpg' },
    };
    const { container } = render(<ThemePreview theme={theme} tenants={tenants} />);
    const hero = element(container, 'hero') as HTMLElement;
    expect(hero.querySelector('img')).not.toBeNull();
    expect(hero.style.flex).toBe('30 1 0px');
    expect((hero.parentElement as HTMLElement).style.flexDirection).toBe('row-reverse');
    expect(element(container, 'tenant-list')).not.toBeNull();
  });

  it('split in portrait stacks the image up (left) or down (right)', () => {
    const theme = (heroPosition: string) => ({ layout: 'split', layoutOptions: { heroPosition } });
    const { container, rerender } = render(
      <ThemePreview theme={theme('left')} tenants={tenants} orientation="portrait" />,
    );
    const direction = () => (element(container, 'hero')?.parentElement as HTMLElement).style.flexDirection;
    expect(direction()).toBe('column');
    rerender(<ThemePreview theme={theme('right')} tenants={tenants} orientation="portrait" />);
    expect(direction()).toBe('column-reverse');
  });

  it('imageTenant: its own image element beside the list', () => {
    const { container } = render(
      <ThemePreview
        theme={{ layout: 'imageTenant', media: { heroImageUrl: 'https://img.test/side.jpg' } }}
        tenants={tenants}
      />,
    );
    expect(element(container, 'image-tenant-image')?.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.test/side.jpg',
    );
    expect(element(container, 'hero')).toBeNull();
    expect(element(container, 'tenant-list')).not.toBeNull();
  });

  it('twoColumn: two lists side by side, read down then across', () => {
    render(<ThemePreview theme={{ layout: 'twoColumn' }} tenants={tenants} />);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(bodyRows(tables[0] as HTMLElement)).toHaveLength(12);
    expect(bodyRows(tables[1] as HTMLElement)).toHaveLength(11);
    expect(firstCells(tables[0] as HTMLElement)[0]).toBe('Atlas Wealth Partners');
    expect(firstCells(tables[1] as HTMLElement)[0]).toBe('Morgan & Reyes LLP');
  });

  it('imageOnly: the full-page image over the background colour, without header or footer', () => {
    const { container } = render(
      <ThemePreview
        theme={{
          layout: 'imageOnly',
          colors: { background: '#102030' },
          media: { fullPageImageUrl: 'https://img.test/poster.png' },
        }}
        tenants={tenants}
      />,
    );
    expect(element(container, 'header')).toBeNull();
    expect(element(container, 'footer')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(part(container, '[data-part="full-page-image"]')?.getAttribute('src')).toBe(
      'https://img.test/poster.png',
    );
    expect((part(container, '[data-foyer-canvas]') as HTMLElement).style.backgroundColor).toBe(
      'rgb(16, 32, 48)',
    );
  });

  it('imageOnly without an image asks for one in the builder only; a screen shows the colour alone', () => {
    const onImagePlaceholderClick = vi.fn();
    const { container, rerender } = render(
      <ThemePreview theme={{ layout: 'imageOnly' }} tenants={tenants} />,
    );
    expect(screen.queryByText('No image selected')).toBeNull();
    expect(screen.queryByText('Click to select an image or upload one in the right panel')).toBeNull();
    expect(part(container, '[data-part="no-image"]')).toBeNull();

    rerender(
      <ThemePreview theme={{ layout: 'imageOnly' }} tenants={tenants} onSelectElement={() => undefined} />,
    );
    expect(screen.getByText('No image selected')).toBeTruthy();
    expect(screen.getByText('Click to select an image or upload one in the right panel')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /No image selected/ })).toBeNull();

    rerender(
      <ThemePreview
        theme={{ layout: 'imageOnly' }}
        tenants={tenants}
        onImagePlaceholderClick={onImagePlaceholderClick}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /No image selected/ }));
    expect(onImagePlaceholderClick).toHaveBeenCalledOnce();
  });
});

describe('theme data', () => {
  it('without a theme says so', () => {
    for (const theme of [null, undefined]) {
      render(<ThemePreview theme={theme} tenants={tenants} />);
      expect(screen.getByText('No theme data available')).toBeTruthy();
      expect(screen.getByText('Please check your bundle configuration')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      cleanup();
    }
  });

  it('fills a partial theme with the defaults', () => {
    const { container } = render(
      <ThemePreview theme={{ colors: { primary: '#ff0000' } }} tenants={tenants} />,
    );
    const canvas = part(container, '[data-foyer-canvas]') as HTMLElement;
    expect(canvas.dataset.layout).toBe('list-simple');
    expect(canvas.style.width).toBe('1920px');
    expect(canvas.style.height).toBe('1080px');
    expect(canvas.style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(canvas.style.fontFamily).toContain('Inter');
    expect(canvas.style.fontFamily).toContain('system-ui');
    expect((element(container, 'header') as HTMLElement).style.backgroundColor).toBe('rgb(59, 130, 246)');
    // A new theme's footer is empty: its sample texts are the builder's placeholders, not the screen's.
    expect(screen.queryByText('Management Office: Suite 100')).toBeNull();
    // Category is hidden by default; the three other columns show in the default order.
    expect(headers(screen.getByRole('table'))).toEqual(['Company Name', 'Floor', 'Suite/Room']);
    // The partial colour is kept.
    expect((screen.getAllByRole('columnheader')[0] as HTMLElement).parentElement?.style.color).toBe(
      'rgb(255, 0, 0)',
    );
  });

  it('repairs a damaged section and keeps the rest', () => {
    render(
      <ThemePreview theme={{ layout: 'twoColumn', colors: { primary: 'not a colour' } }} tenants={tenants} />,
    );
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });

  it('draws portrait when the theme says so or the caller overrides, landscape for auto', () => {
    const size = (container: HTMLElement) => {
      const canvas = part(container, '[data-foyer-canvas]') as HTMLElement;
      return `${canvas.style.width}x${canvas.style.height}`;
    };
    const portrait = render(
      <ThemeCanvas theme={{ layoutOptions: { orientation: 'portrait' } }} tenants={[]} />,
    );
    expect(size(portrait.container)).toBe('1080pxx1920px');
    cleanup();
    const auto = render(<ThemeCanvas theme={{ layoutOptions: { orientation: 'auto' } }} tenants={[]} />);
    expect(size(auto.container)).toBe('1920pxx1080px');
    cleanup();
    const forced = render(<ThemeCanvas theme={{}} tenants={[]} orientation="portrait" />);
    expect(size(forced.container)).toBe('1080pxx1920px');
  });

  it('shows the logo, named after the building', () => {
    render(
      <ThemePreview
        theme={{
          name: 'Harbor Plaza',
          media: { companyLogoUrl: 'https://img.test/logo.png', logoSize: 120 },
        }}
        tenants={tenants}
        place={KAISERHOF}
      />,
    );
    const logo = screen.getByRole('img', { name: `${KAISERHOF.buildingName} logo` });
    expect(logo.getAttribute('src')).toBe('https://img.test/logo.png');
    expect(logo.style.height).toBe('120px');
  });
});

// docs/decisions/themes.md THM-33: a screen says whose building it is, never what staff named the theme.
describe("the header's name", () => {
  const THEME_NAME = 'list-simple landscape Poppins';
  const KAISERHOF_NAME = KAISERHOF.buildingName as string;
  const headerOf = (container: HTMLElement) => element(container, 'header') as HTMLElement;
  const nameOf = (container: HTMLElement, which: 'header-title' | 'header-building') =>
    part(container, `[data-element="header"] [data-part="${which}"]`) as HTMLElement | null;

  it("without a logo shows the building's name, not the theme's", () => {
    const { container } = render(
      <ThemePreview theme={{ name: THEME_NAME }} tenants={tenants} place={KAISERHOF} />,
    );
    expect(nameOf(container, 'header-building')?.textContent).toBe(KAISERHOF_NAME);
    expect(nameOf(container, 'header-building')?.dataset.placeholder).toBeUndefined();
    expect(container.textContent).not.toContain(THEME_NAME);
  });

  it("shows the building's name when the logo fails to load", () => {
    const { container } = render(
      <ThemePreview
        theme={{ name: THEME_NAME, media: { companyLogoUrl: 'https://img.test/missing.png' } }}
        tenants={tenants}
        place={KAISERHOF}
      />,
    );
    expect(nameOf(container, 'header-building')).toBeNull();
    fireEvent.error(screen.getByRole('img', { name: `${KAISERHOF_NAME} logo` }));
    expect(nameOf(container, 'header-building')?.textContent).toBe(KAISERHOF_NAME);
    expect(container.textContent).not.toContain(THEME_NAME);
  });

  it("shows the theme's title instead when one is set, and the building beside it when asked", () => {
    const { container, rerender } = render(
      <ThemePreview
        theme={{ name: THEME_NAME, header: { title: 'Welcome' } }}
        tenants={tenants}
        place={KAISERHOF}
      />,
    );
    expect(nameOf(container, 'header-title')?.textContent).toBe('Welcome');
    expect(nameOf(container, 'header-building')).toBeNull();
    expect(headerOf(container).textContent).toBe('Welcome');

    rerender(
      <ThemePreview
        theme={{ name: THEME_NAME, header: { title: 'Welcome', buildingName: true } }}
        tenants={tenants}
        place={KAISERHOF}
      />,
    );
    expect(nameOf(container, 'header-title')?.textContent).toBe('Welcome');
    expect(nameOf(container, 'header-building')?.textContent).toBe(KAISERHOF_NAME);
    expect(container.textContent).not.toContain(THEME_NAME);
  });

  it("prints the building's name once when it already stands in for the logo", () => {
    const { container } = render(
      <ThemePreview
        theme={{ name: THEME_NAME, header: { buildingName: true } }}
        tenants={tenants}
        place={KAISERHOF}
      />,
    );
    expect(headerOf(container).textContent).toBe(KAISERHOF_NAME);
  });

  it('leaves the name out on a screen without a building and title, and shows where it goes in the builder', () => {
    const { container, rerender } = render(<ThemePreview theme={{ name: THEME_NAME }} tenants={tenants} />);
    expect(headerOf(container).textContent).toBe('');
    rerender(<ThemePreview theme={{ name: THEME_NAME }} tenants={tenants} onSelectElement={() => {}} />);
    const placeholder = nameOf(container, 'header-building') as HTMLElement;
    expect(placeholder.textContent).toBe(FOOTER_PLACEHOLDERS.BuildingName);
    expect(placeholder.dataset.placeholder).toBe('true');
    expect(container.textContent).not.toContain(THEME_NAME);
  });

  it('puts the clock and QR code on their own line under the name in portrait', () => {
    const place = { ...KAISERHOF, directoryUrl: 'https://foyer.example/directory/abc' };
    const theme = { header: { clock: 'date-time' }, media: { directoryQr: 'header' } };
    const { container, rerender } = render(
      <ThemePreview theme={theme} tenants={tenants} place={place} orientation="portrait" />,
    );
    const header = headerOf(container);
    expect(header.dataset.stacked).toBe('true');
    const [first, second] = Array.from(header.children);
    expect(first?.getAttribute('data-part')).toBe('header-logo');
    expect(first?.textContent).toBe(KAISERHOF_NAME);
    expect(second?.getAttribute('data-part')).toBe('header-aside');
    expect(second?.querySelector('[data-part="header-clock"]')).not.toBeNull();
    expect(second?.querySelector('[data-part="directory-qr"]')).not.toBeNull();

    // Landscape has room beside the name (jsdom measures nothing, so nothing is too long).
    rerender(<ThemePreview theme={theme} tenants={tenants} place={place} orientation="landscape" />);
    expect(headerOf(container).dataset.stacked).toBeUndefined();
  });
});

describe('tenant list', () => {
  const table = () => screen.getByRole('table');

  it('sorts by the theme sort method', () => {
    const { rerender } = render(<ThemePreview theme={{}} tenants={tenants} />);
    expect(firstCells(table()).slice(0, 3)).toEqual([
      'Atlas Wealth Partners',
      'Blue Harbor Consulting',
      'Brightline Software',
    ]);
    rerender(<ThemePreview theme={{ tenants: { sortMethod: 'floor' } }} tenants={tenants} />);
    expect(firstCells(table()).slice(0, 3)).toEqual([
      'Harbor Coffee Roasters',
      'Lakeside Pharmacy',
      'First Meridian Bank',
    ]);
    rerender(<ThemePreview theme={{ tenants: { sortMethod: 'custom' } }} tenants={tenants} />);
    expect(firstCells(table())).toEqual(tenants.map((t) => t.company_name));
  });

  it('does not draw hidden columns and follows the column order', () => {
    render(
      <ThemePreview
        theme={{
          tenants: { hiddenColumns: ['floor'], columnOrder: ['suite_room', 'category', 'company_name'] },
        }}
        tenants={tenants}
      />,
    );
    expect(headers(table())).toEqual(['Suite/Room', 'Category', 'Company Name']);
    const first = bodyRows(table())[0] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['210', 'Finance', 'Atlas Wealth Partners']);
  });

  it('draws column widths and alignments', () => {
    render(
      <ThemePreview
        theme={{
          tenants: {
            columnWidths: { company_name: 50, floor: 25, suite_room: 25 },
            columnAlignments: { company_name: 'right' },
          },
        }}
        tenants={tenants}
      />,
    );
    const cells = within(bodyRows(table())[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.style.flex)).toEqual(['0 0 50%', '0 0 25%', '0 0 25%']);
    // By the end of the line: the right in English, mirrored on a right-to-left screen.
    expect(cells[0]?.style.textAlign).toBe('end');
    expect(cells[1]?.style.textAlign).toBe('center');
  });

  it('leaves inactive entries out', () => {
    const withInactive: TenantEntry[] = tenants.map((t, i) => (i === 2 ? { ...t, active: false } : t));
    render(<ThemePreview theme={{}} tenants={withInactive} />);
    expect(bodyRows(table())).toHaveLength(22);
    expect(screen.queryByText('First Meridian Bank')).toBeNull();
  });

  it('paints the list styles', () => {
    const rowsOf = () => bodyRows(table()).map((row) => row.style.backgroundColor);
    const { rerender, container } = render(
      <ThemePreview
        theme={{
          tenants: { listStyle: 'alternating', alternatingRowColor: '#000000', alternatingRowOpacity: 0.5 },
        }}
        tenants={tenants}
      />,
    );
    expect(rowsOf().slice(0, 3)).toEqual(['', 'rgba(0, 0, 0, 0.5)', '']);
    rerender(
      <ThemePreview
        theme={{ tenants: { listStyle: 'solid', solidRowColor: '#fafafa' } }}
        tenants={tenants}
      />,
    );
    expect(rowsOf().slice(0, 2)).toEqual(['rgb(250, 250, 250)', 'rgb(250, 250, 250)']);
    rerender(
      <ThemePreview
        theme={{
          tenants: { listStyle: 'glassy', glassBackgroundColor: '#ffffff', glassOpacity: 0.2, glassBlur: 8 },
        }}
        tenants={tenants}
      />,
    );
    const frame = element(container, 'list-simple') as HTMLElement;
    expect(frame.style.backgroundColor).toBe('rgba(255, 255, 255, 0.2)');
    expect(frame.style.backdropFilter).toBe('blur(8px)');
  });

  it('draws text size and row height at canvas scale, growing rows that would clip their text', () => {
    const { rerender } = render(
      <ThemePreview theme={{ tenants: { textSize: 1, rowHeight: 60 } }} tenants={tenants} />,
    );
    const row = () => bodyRows(table())[0] as HTMLElement;
    expect(row().style.fontSize).toBe('32px');
    expect(row().style.height).toBe('60px');
    rerender(<ThemePreview theme={{ tenants: { textSize: 1.5, rowHeight: 24 } }} tenants={tenants} />);
    expect(row().style.height).toBe('63px');
  });

  it('says so when no tenant is active', () => {
    render(<ThemePreview theme={{}} tenants={[]} />);
    expect(screen.getByText('No tenants to show')).toBeTruthy();
  });
});

/** 28 px text in the 40 px default rows, as themes drew before viewing distances (THM-34). */
const SMALL_TEXT = { textSize: 0.875 };

describe('pagination', () => {
  // Rows of 28 px text are 40 px: a 300 px area holds the column header row, 5 rows and the 40 px footer.
  it('shows one page at a time, advances every 4 s and wraps to page 1', () => {
    vi.useFakeTimers();
    measureListArea(300);
    render(
      <ThemePreview
        theme={{ tenants: SMALL_TEXT, layoutOptions: { pagination: 'pages' } }}
        tenants={tenants}
      />,
    );
    const table = () => screen.getByRole('table');
    expect(bodyRows(table())).toHaveLength(5);
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
    expect(firstCells(table())[0]).toBe('Atlas Wealth Partners');

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
    expect(firstCells(table())[0]).toBe('Evergreen Realty');

    act(() => vi.advanceTimersByTime(4000 * 3));
    expect(screen.getByText('Page 5 of 5')).toBeTruthy();
    expect(bodyRows(table())).toHaveLength(3);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
    expect(firstCells(table())[0]).toBe('Atlas Wealth Partners');
  });

  it('stays on page 1 when animation is off', () => {
    vi.useFakeTimers();
    measureListArea(300);
    render(<ThemePreview theme={{ tenants: SMALL_TEXT }} tenants={tenants} animate={false} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
  });

  it('has no footer and no rotation when everything fits', () => {
    vi.useFakeTimers();
    measureListArea(2000);
    render(<ThemePreview theme={{ tenants: SMALL_TEXT }} tenants={tenants} />);
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(23);
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
  });

  it("'none' shows what fits without pages", () => {
    vi.useFakeTimers();
    measureListArea(300);
    render(
      <ThemePreview
        theme={{ tenants: SMALL_TEXT, layoutOptions: { pagination: 'none' } }}
        tenants={tenants}
      />,
    );
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(6);
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
  });

  it('fills both columns of twoColumn on each page', () => {
    measureListArea(300);
    render(
      <ThemePreview theme={{ layout: 'twoColumn', tenants: SMALL_TEXT }} tenants={tenants} animate={false} />,
    );
    const [left, right] = screen.getAllByRole('table') as HTMLElement[];
    expect(bodyRows(left as HTMLElement)).toHaveLength(5);
    expect(bodyRows(right as HTMLElement)).toHaveLength(5);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  const many = Array.from({ length: 500 }, (_, i) => ({
    ...(tenants[0] as TenantEntry),
    id: `t${i}`,
    company_name: `Company ${String(i).padStart(3, '0')}`,
  }));

  it('draws no more than a canvas-full of rows before the list area is measured', () => {
    render(
      <ThemePreview
        theme={{ tenants: SMALL_TEXT, layoutOptions: { pagination: 'scroll' } }}
        tenants={many}
      />,
    );
    // 1920 px, the longest canvas side, at 40 px rows.
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(48);
  });

  it("'scroll' draws only the rows in view out of a long directory", () => {
    measureListArea(300);
    render(
      <ThemePreview
        theme={{ tenants: SMALL_TEXT, layoutOptions: { pagination: 'scroll' } }}
        tenants={many}
        animate={false}
      />,
    );
    // 260 px of rows at 40 px: 7 rows overlap the view, plus the one scrolling in.
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(8);
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
  });
});

describe('grouping by floor', () => {
  const headings = (table: HTMLElement) =>
    within(table)
      .queryAllByRole('rowheader')
      .map((cell) => cell.textContent);

  it('heads each floor, floors in number order, and counts the headings in the paging', () => {
    vi.useFakeTimers();
    measureListArea(300);
    render(
      <ThemePreview
        theme={{ tenants: { ...SMALL_TEXT, groupByFloor: true }, layoutOptions: { pagination: 'pages' } }}
        tenants={tenants}
      />,
    );
    const table = () => screen.getByRole('table');
    // Five rows a page as without grouping, but one of them is the floor's heading.
    expect(bodyRows(table())).toHaveLength(5);
    expect(headings(table())[0]).toMatch(/^Floor \d+$/);
    const pageCount = Number(/of (\d+)/.exec(screen.getByText(/Page 1 of/).textContent ?? '')?.[1]);
    // 23 companies at four a page would be six pages; the headings need more.
    expect(pageCount).toBeGreaterThan(6);

    // Every page starts with a floor heading, so a visitor always knows the floor.
    for (let page = 1; page <= pageCount; page++) {
      expect(bodyRows(table())[0]?.querySelector('[role="rowheader"]')).not.toBeNull();
      act(() => vi.advanceTimersByTime(4000));
    }
  });

  // THM-32: the car park came between floors 1 and 2 and the ground floor last.
  const building = ['12A', 'Roof', '1', 'G', 'B2', '2', 'B1', '12', 'Ground', ''].map(
    (floor, i): TenantEntry => ({
      ...(tenants[0] as TenantEntry),
      id: `b${i}`,
      company_name: `Company ${i}`,
      floor,
    }),
  );

  it('heads the floors in building order, basements first and the roof last (THM-32)', () => {
    measureListArea(2000);
    render(
      <ThemePreview
        theme={{ tenants: { groupByFloor: true }, layoutOptions: { pagination: 'pages' } }}
        tenants={building}
        animate={false}
      />,
    );
    expect(headings(screen.getByRole('table'))).toEqual([
      'Floor B2',
      'Floor B1',
      'Ground floor',
      'Ground',
      'Floor 1',
      'Floor 2',
      'Floor 12',
      'Floor 12A',
      'Roof',
      'Other',
    ]);
  });

  it('heads the floors from the top down when the theme reads highest first', () => {
    measureListArea(2000);
    render(
      <ThemePreview
        theme={{
          layout: 'twoColumn',
          tenants: { groupByFloor: true, floorOrder: 'highest-first' },
          layoutOptions: { pagination: 'pages' },
        }}
        tenants={building}
        animate={false}
      />,
    );
    // Read down the first column, then the second.
    expect(screen.getAllByRole('table').flatMap(headings)).toEqual([
      'Roof',
      'Floor 12A',
      'Floor 12',
      'Floor 2',
      'Floor 1',
      'Ground floor',
      'Ground',
      'Floor B1',
      'Floor B2',
      'Other',
    ]);
  });

  it('sorts by floor from the top down without headings too', () => {
    measureListArea(2000);
    render(
      <ThemePreview
        theme={{
          tenants: {
            sortMethod: 'floor',
            floorOrder: 'highest-first',
            columnOrder: ['floor', 'company_name'],
          },
        }}
        tenants={building}
        animate={false}
      />,
    );
    expect(firstCells(screen.getByRole('table'))).toEqual([
      'Roof',
      '12A',
      '12',
      '2',
      '1',
      'G',
      'Ground',
      'B1',
      'B2',
      '',
    ]);
  });

  it('is off by default', () => {
    measureListArea(2000);
    render(<ThemePreview theme={{}} tenants={tenants} animate={false} />);
    expect(headings(screen.getByRole('table'))).toEqual([]);
  });
});

describe('builder selection', () => {
  it('reports the innermost clicked element and outlines the selected one', () => {
    const onSelectElement = vi.fn();
    const { container, rerender } = render(
      <ThemePreview theme={{}} tenants={tenants} onSelectElement={onSelectElement} />,
    );
    fireEvent.click(screen.getByText('Atlas Wealth Partners'));
    expect(onSelectElement).toHaveBeenLastCalledWith('list-simple');
    fireEvent.click(element(container, 'header') as HTMLElement);
    expect(onSelectElement).toHaveBeenLastCalledWith('header');
    // The builder shows the empty footer items' placeholders, dimmed, where a screen shows nothing.
    const placeholder = screen.getByText('Management Office: Suite 100');
    expect(placeholder.closest('[data-placeholder]')).not.toBeNull();
    fireEvent.click(placeholder);
    expect(onSelectElement).toHaveBeenLastCalledWith('footer');
    fireEvent.click(element(container, 'preview-content') as HTMLElement);
    expect(onSelectElement).toHaveBeenLastCalledWith('preview-content');
    expect(onSelectElement).toHaveBeenCalledTimes(4);

    rerender(
      <ThemePreview
        theme={{}}
        tenants={tenants}
        selectedElement="footer"
        onSelectElement={onSelectElement}
      />,
    );
    const footer = element(container, 'footer') as HTMLElement;
    expect(footer.dataset.selected).toBe('true');
    expect(footer.style.outline).toContain('solid');
    expect((element(container, 'header') as HTMLElement).dataset.selected).toBeUndefined();
  });

  it('reports the hero and the imageTenant image by their own names', () => {
    const onSelectElement = vi.fn();
    const { container, rerender } = render(
      <ThemePreview theme={{ layout: 'split' }} tenants={tenants} onSelectElement={onSelectElement} />,
    );
    expect(screen.getByText('Hero image')).toBeTruthy();
    fireEvent.click(element(container, 'hero') as HTMLElement);
    expect(onSelectElement).toHaveBeenLastCalledWith('hero');
    fireEvent.click(screen.getByText('Atlas Wealth Partners'));
    expect(onSelectElement).toHaveBeenLastCalledWith('tenant-list');
    rerender(
      <ThemePreview theme={{ layout: 'imageTenant' }} tenants={tenants} onSelectElement={onSelectElement} />,
    );
    fireEvent.click(element(container, 'image-tenant-image') as HTMLElement);
    expect(onSelectElement).toHaveBeenLastCalledWith('image-tenant-image');
  });

  it('is inert without a listener', () => {
    const { container } = render(<ThemePreview theme={{ layout: 'split' }} tenants={tenants} />);
    expect((element(container, 'header') as HTMLElement).style.cursor).toBe('');
    expect(screen.queryByText('Hero image')).toBeNull();
  });
});

describe('footer', () => {
  it('shows the shown items in their order', () => {
    const { container } = render(
      <ThemePreview
        theme={{
          footer: {
            items: {
              OfficeSuite: { show: true, text: 'Suite', order: 3 },
              OfficeHours: { show: false, text: 'Hours', order: 1 },
              OfficeNumber: { show: true, text: 'Office', order: 2 },
              MaintenanceNumber: { show: true, text: 'Maintenance', order: 1 },
              WifiInfo: { show: true, text: '', order: 5 },
              BuildingName: { show: true, text: 'Harbor Plaza', order: 6 },
            },
            fontSize: 1,
            justifyContent: 'space-between',
            textColor: '#ff0000',
          },
        }}
        tenants={tenants}
      />,
    );
    const footer = element(container, 'footer') as HTMLElement;
    expect(Array.from(footer.querySelectorAll('[data-footer-item]'), (item) => item.textContent)).toEqual([
      'Maintenance',
      'Office',
      'Suite',
      'Harbor Plaza',
    ]);
    expect(footer.style.justifyContent).toBe('space-between');
    expect(footer.style.fontSize).toBe('32px');
    expect(footer.style.color).toBe('rgb(255, 0, 0)');
  });
});
