import { PLAYER_APP_VERSION } from '@foyer/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckPage } from './check-page';
import type { ScreenEnvironment } from './screen-check';

afterEach(cleanup);

const NOW = Date.parse('2025-03-04T10:00:00Z');
const WEBOS_4 =
  'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager';

function store(): Storage {
  const items = new Map<string, string>();
  return {
    length: 0,
    clear: () => items.clear(),
    key: () => null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function environment(overrides: Partial<ScreenEnvironment> = {}): ScreenEnvironment {
  return {
    userAgent: WEBOS_4,
    globals: {
      Promise,
      Map,
      Set,
      WeakMap,
      Symbol,
      Object,
      Array,
      URL,
      Intl,
      TextDecoder,
      AbortController,
      ReadableStream,
      requestAnimationFrame: () => 0,
      fetch: () => undefined,
    },
    navigator: {},
    protocol: 'http:',
    hostname: '192.168.1.20',
    secureContext: false,
    viewport: { width: 1920, height: 1080 },
    screen: { width: 1920, height: 1080 },
    pixelRatio: 1,
    storage: store,
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { status: 'ok', server_time: new Date(NOW).toISOString() } })),
      ),
    now: () => NOW,
    legacyBuild: true,
    ...overrides,
  };
}

function row(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-check="${id}"]`);
  if (!element) throw new Error(`no row ${id}`);
  return element;
}

describe('CheckPage', () => {
  it('says an old LG TV over plain http can run Foyer, and lists what to look at', async () => {
    render(<CheckPage env={environment()} origin="http://192.168.1.20:3000" />);
    expect(screen.getByTestId('check-verdict').textContent).toBe('Checking this screen…');

    expect(await screen.findByText('This screen can run Foyer')).toBeTruthy();
    expect(screen.getByText('2 things to look at below.')).toBeTruthy();
    // Each mark carries a word, not only a colour.
    expect(within(row('browser')).getByText('Pass')).toBeTruthy();
    expect(within(row('browser')).getByText('Chromium 53 (Blink) · LG webOS 4')).toBeTruthy();
    expect(within(row('javascript')).getByText('Compatible build for older browsers')).toBeTruthy();
    expect(within(row('offline')).getByText('Warning')).toBeTruthy();
    expect(within(row('offline')).getByText('Offline cache needs HTTPS')).toBeTruthy();
    expect(within(row('wake')).getByText('Warning')).toBeTruthy();
    expect(within(row('screen')).getByText('1920 × 1080 at 1×')).toBeTruthy();
    expect(within(row('clock')).getByText('Matches the server')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Start the player' }).getAttribute('href')).toBe('/display');
    expect(screen.getByText('192.168.1.20:3000/display')).toBeTruthy();
    expect(screen.getByText(new RegExp(`Player ${PLAYER_APP_VERSION} · legacy build`))).toBeTruthy();
  });

  it('says what is missing when the screen cannot run Foyer', async () => {
    const env = environment({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    render(<CheckPage env={env} origin="http://192.168.1.20:3000" />);

    await waitFor(() =>
      expect(screen.getByTestId('check-verdict').textContent).toBe(
        'This screen cannot run Foyer: no connection to the Foyer server',
      ),
    );
    expect(screen.getByText('Fix what is marked Fail, then check again.')).toBeTruthy();
    expect(within(row('server')).getByText('Fail')).toBeTruthy();
    expect(within(row('server')).getByText(/Check the network connection/)).toBeTruthy();
  });

  it('shows every row as checking until the server has answered', () => {
    const env = environment({ fetch: () => new Promise<Response>(() => undefined) });
    render(<CheckPage env={env} origin="https://foyer.example.com" />);
    expect(within(row('clock')).getByText('Checking…')).toBeTruthy();
    expect(within(row('browser')).getByText('Pass')).toBeTruthy();
    expect(screen.getByTestId('check-verdict').textContent).toBe('Checking this screen…');
  });
});
