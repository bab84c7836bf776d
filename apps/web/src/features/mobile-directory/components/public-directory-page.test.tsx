import { MOBILE_DIRECTORY_MESSAGES, type PublicDirectory } from '@foyer/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { DIRECTORY_REFRESH_MS } from '../api/get-public-directory';
import { PublicDirectoryPage } from './public-directory-page';

const TOKEN = 'a'.repeat(43);
const PATH = `GET /api/foyer/public/directories/${TOKEN}`;

const directory = (overrides: Partial<PublicDirectory> = {}): PublicDirectory => ({
  building_name: 'North Tower',
  organization_name: 'Harbor Properties',
  logo_url: 'https://example.com/logo.png',
  accent_color: '#0f766e',
  published_at: '2026-03-04T10:00:00.000Z',
  languages: ['en'],
  tenants: [
    { company_name: 'Acme Law', floor: '3', suite_room: '301', category: 'Law' },
    { company_name: 'Bright Dental', floor: '2', suite_room: '210', category: 'Health' },
    { company_name: 'Café Olé', floor: 'Ground', suite_room: 'Kiosk', category: 'Food' },
    { company_name: 'Zephyr Design', floor: '3', suite_room: '305', category: '' },
    { company_name: 'Nomad Desk', floor: '', suite_room: '', category: 'Coworking' },
  ],
  ...overrides,
});

const ok = (data: PublicDirectory) => () => json({ success: true, data });
const notAvailable = () =>
  json({ success: false, code: 'NOT_FOUND', message: MOBILE_DIRECTORY_MESSAGES.notFound }, 404);

let queryClient: QueryClient;

function renderPage() {
  // No retries: a failed call shows at once.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient = client;
  return render(
    <QueryClientProvider client={client}>
      <PublicDirectoryPage token={TOKEN} />
    </QueryClientProvider>,
  );
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The floor sections in order: heading, then the companies' names. */
function floors() {
  return screen.getAllByRole('region').map((section) => ({
    heading: within(section).getByRole('heading', { level: 2 }).textContent,
    companies: within(section)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent),
  }));
}

const search = () => screen.getByRole('searchbox', { name: 'Search companies' });
const status = () => screen.getByRole('status');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setVisibility('visible');
});

describe('PublicDirectoryPage (docs/product.md §11)', () => {
  it('shows the building as the one heading, its organization, logo and update date, and the title', async () => {
    mockApi({ [PATH]: ok(directory()) });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'North Tower' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Harbor Properties')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'North Tower logo' }).getAttribute('src')).toBe(
      'https://example.com/logo.png',
    );
    expect(
      screen
        .getByText(/^Updated/)
        .querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe('2026-03-04T10:00:00.000Z');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(document.title).toBe('North Tower directory');
    expect(container.querySelector('table')).toBeNull();
  });

  it('groups the companies by floor, in floor order, without a floor last, with the count', async () => {
    mockApi({ [PATH]: ok(directory()) });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(floors()).toEqual([
      { heading: 'Ground', companies: ['Café Olé'] },
      { heading: 'Floor 2', companies: ['Bright Dental'] },
      { heading: 'Floor 3', companies: ['Acme Law', 'Zephyr Design'] },
      { heading: 'Other', companies: ['Nomad Desk'] },
    ]);
    expect(status().textContent).toBe('5 companies');
    expect(status().getAttribute('aria-live')).toBe('polite');
    // Each floor is a section named by its heading.
    expect(screen.getByRole('region', { name: 'Floor 3' })).toBeTruthy();
  });

  it('lists the floors as the building stands: car park, ground floor, 1 to 12A, roof (THM-32)', async () => {
    const tenants = ['1', 'B1', '2', 'B2', '12', '12A', 'G', 'Ground', 'Roof'].map((floor) => ({
      company_name: `On ${floor}`,
      floor,
      suite_room: '',
      category: '',
    }));
    mockApi({ [PATH]: ok(directory({ tenants })) });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(floors().map((floor) => floor.heading)).toEqual([
      'Floor B2',
      'Floor B1',
      'Ground floor',
      'Ground',
      'Floor 1',
      'Floor 2',
      'Floor 12',
      'Floor 12A',
      'Roof',
    ]);
    // A code is searchable by the name its heading gives it.
    fireEvent.change(search(), { target: { value: 'ground floor' } });
    expect(floors()).toEqual([{ heading: 'Ground floor', companies: ['On G'] }]);
  });

  it('searches names, categories, suites and floors as you type, ignoring case and accents', async () => {
    mockApi({ [PATH]: ok(directory()) });
    renderPage();
    await screen.findByRole('heading', { level: 1 });

    fireEvent.change(search(), { target: { value: 'CAFE' } });
    expect(floors()).toEqual([{ heading: 'Ground', companies: ['Café Olé'] }]);
    expect(status().textContent).toBe('1 of 5 companies');

    fireEvent.change(search(), { target: { value: 'health' } });
    expect(floors()).toEqual([{ heading: 'Floor 2', companies: ['Bright Dental'] }]);

    fireEvent.change(search(), { target: { value: '305' } });
    expect(floors()).toEqual([{ heading: 'Floor 3', companies: ['Zephyr Design'] }]);

    fireEvent.change(search(), { target: { value: 'floor 3' } });
    expect(floors()).toEqual([{ heading: 'Floor 3', companies: ['Acme Law', 'Zephyr Design'] }]);

    fireEvent.change(search(), { target: { value: 'law 3' } });
    expect(floors()).toEqual([{ heading: 'Floor 3', companies: ['Acme Law'] }]);
  });

  it('says when nothing matches, and clears the search', async () => {
    mockApi({ [PATH]: ok(directory()) });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(search(), { target: { value: ' Quantum ' } });
    expect(status().textContent).toBe('No company matches "Quantum"');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((search() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search());
    expect(screen.getAllByRole('region')).toHaveLength(4);
  });

  it('says when no company is listed yet', async () => {
    mockApi({ [PATH]: ok(directory({ tenants: [], published_at: null, logo_url: '' })) });
    renderPage();
    expect(await screen.findByText('No companies are listed yet')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText(/^Updated/)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says an unknown, switched-off or replaced address is not available', async () => {
    mockApi({ [PATH]: notAvailable });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: MOBILE_DIRECTORY_MESSAGES.notFound }),
    ).toBeTruthy();
    expect(screen.getByText(/^The building may have turned it off/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Retry when the server cannot be reached, and shows the directory once it answers', async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), ok(directory())];
    mockApi({ [PATH]: () => (answers.shift() ?? ok(directory()))() });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The directory could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByText('Unable to reach the server. Check your connection and try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'North Tower' })).toBeTruthy();
  });

  it('refreshes when the page is shown again, keeping the search, and drops a directory turned off', async () => {
    const answers = [
      ok(directory()),
      ok(
        directory({
          tenants: [
            ...directory().tenants,
            { company_name: 'Acorn Labs', floor: '3', suite_room: '310', category: 'Science' },
          ],
        }),
      ),
      notAvailable,
    ];
    const { calls } = mockApi({ [PATH]: () => (answers.shift() ?? notAvailable)() });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'North Tower' });
    fireEvent.change(search(), { target: { value: 'ac' } });
    expect(floors()).toEqual([{ heading: 'Floor 3', companies: ['Acme Law'] }]);

    // Hidden: nothing is asked. Shown again: the newest publish, with the search as typed.
    setVisibility('hidden');
    await act(() => Promise.resolve());
    expect(calls).toHaveLength(1);
    setVisibility('visible');
    await waitFor(() =>
      expect(floors()).toEqual([{ heading: 'Floor 3', companies: ['Acme Law', 'Acorn Labs'] }]),
    );
    expect((search() as HTMLInputElement).value).toBe('ac');
    expect(status().textContent).toBe('2 of 6 companies');

    setVisibility('hidden');
    setVisibility('visible');
    expect(
      await screen.findByRole('heading', { level: 1, name: MOBILE_DIRECTORY_MESSAGES.notFound }),
    ).toBeTruthy();
  });

  it('asks again every minute while the page is shown, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ [PATH]: ok(directory()) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'North Tower' });
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(DIRECTORY_REFRESH_MS));
    await waitFor(() => expect(calls).toHaveLength(2));

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(DIRECTORY_REFRESH_MS * 3));
    expect(calls).toHaveLength(2);
    vi.useRealTimers();
  });

  it('keeps the building colour for the floor headings only where it reads well', async () => {
    mockApi({ [PATH]: ok(directory({ accent_color: '#fde047' })) });
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const root = container.firstElementChild as HTMLElement;
    // A pale yellow is unreadable on white: neutral in light mode, kept in dark mode.
    expect(root.style.getPropertyValue('--directory-accent')).toBe('#3f3f46');
    expect(root.style.getPropertyValue('--directory-accent-dark')).toBe('#fde047');
  });

  it("keeps the building's data apart from the page's words (<bdi>), and <html lang> English", async () => {
    mockApi({ [PATH]: ok(directory()) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'North Tower' });
    expect(screen.getByRole('heading', { level: 1 }).querySelector('bdi')?.textContent).toBe('North Tower');
    expect(screen.getByText('Acme Law').tagName).toBe('BDI');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    // One language: nothing to switch.
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
  });
});

describe('PublicDirectoryPage in the visitor\'s language (docs/product.md §16 "Phone directory languages")', () => {
  const phoneSpeaks = (...languages: string[]) =>
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const bilingual = directory({ languages: ['ar', 'en'] });

  it("speaks the phone's language right to left when the building offers it", async () => {
    phoneSpeaks('ar-SA', 'en-US');
    mockApi({ [PATH]: ok(bilingual) });
    renderPage();
    const searchbox = await screen.findByRole('searchbox', { name: 'البحث عن الشركات' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('دليل North Tower');
    expect(floors().map((floor) => floor.heading)).toEqual(['Ground', 'الطابق 2', 'الطابق 3', 'أخرى']);
    expect(status().textContent).toBe('5 شركات');
    // A Latin name found from the Arabic page; the page's floor words search too.
    fireEvent.change(searchbox, { target: { value: 'zephyr' } });
    expect(floors()).toEqual([{ heading: 'الطابق 3', companies: ['Zephyr Design'] }]);
    fireEvent.change(searchbox, { target: { value: 'الطابق ٢' } });
    expect(floors()).toEqual([{ heading: 'الطابق 2', companies: ['Bright Dental'] }]);
    fireEvent.change(searchbox, { target: { value: 'quantum' } });
    expect(status().textContent).toBe('لا توجد شركة تطابق «quantum»');
    expect(status().querySelector('bdi')?.textContent).toBe('quantum');
  });

  it("switches between the building's two languages, remembered for the visit", async () => {
    phoneSpeaks('ar-SA');
    mockApi({ [PATH]: ok(bilingual) });
    const first = renderPage();
    const group = await screen.findByRole('group', { name: 'اللغة' });
    const english = within(group).getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('false');
    expect(english.getAttribute('lang')).toBe('en');
    expect(within(group).getByRole('button', { name: 'العربية' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'acme' } });
    // The building's languages are fetched ahead: the switch turns the page at once, the search kept.
    await waitFor(() => expect(queryClient.getQueryState(['phone-messages', 'en'])?.status).toBe('success'));
    fireEvent.click(english);
    expect((screen.getByRole('searchbox', { name: 'Search companies' }) as HTMLInputElement).value).toBe(
      'acme',
    );
    expect(status().textContent).toBe('1 of 5 companies');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    // Opened again in the same visit: still English.
    first.unmount();
    renderPage();
    expect(await screen.findByRole('searchbox', { name: 'Search companies' })).toBeTruthy();
  });

  it("speaks the building's first language when it does not offer the phone's", async () => {
    phoneSpeaks('ja-JP');
    mockApi({ [PATH]: ok(directory({ languages: ['de', 'en'] })) });
    renderPage();
    expect(await screen.findByRole('searchbox', { name: 'Firmen suchen' })).toBeTruthy();
    expect(status().textContent).toBe('5 Firmen');
    expect(screen.getByRole('region', { name: 'Etage 3' })).toBeTruthy();
    expect(
      screen
        .getByText(/^Aktualisiert am/)
        .querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe('2026-03-04T10:00:00.000Z');
  });

  it("says a dead address is not available in the phone's language", async () => {
    phoneSpeaks('fr-FR');
    mockApi({ [PATH]: notAvailable });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cet annuaire n’est pas disponible' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });
});
