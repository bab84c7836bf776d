import type { PublishedBundle } from '@foyer/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTICE_AFTER_MS, pairingAddress, PlayerApp, PLAYER_TEXT } from './player-app';
import type { PlayerSnapshot } from './player-controller';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const base: PlayerSnapshot = {
  phase: 'starting',
  pairingCode: null,
  pairingExpiresAt: null,
  deviceId: null,
  bundle: null,
  live: false,
  offlineSince: null,
  problem: null,
  alert: null,
  asleep: false,
  notices: [],
};

function store(snapshot: Partial<PlayerSnapshot>) {
  const value = { ...base, ...snapshot };
  return { subscribe: () => () => undefined, getSnapshot: () => value };
}

const bundle = {
  id: 'b1',
  version: 3,
  device_id: 'd1',
  data: {
    theme: { name: 'Tower', layout: 'list-simple', layoutOptions: { pagination: 'none' } },
    tenants: {
      entries: [{ id: '1', company_name: 'Harbor Coffee', floor: '1', suite_room: '101', active: true }],
    },
  },
} as unknown as PublishedBundle;

describe('PlayerApp', () => {
  it('says it is connecting at first', () => {
    render(<PlayerApp controller={store({})} origin="https://foyer.example" />);
    expect(screen.getByRole('heading', { name: PLAYER_TEXT.connecting })).toBeTruthy();
  });

  it('shows the pairing code large with the address to enter it at', () => {
    render(
      <PlayerApp
        controller={store({ phase: 'pairing', pairingCode: 'K7M2QX' })}
        origin="https://foyer.example"
      />,
    );
    expect(screen.getByTestId('pairing-code').textContent).toBe('K7M2QX');
    expect(screen.getByText('foyer.example/dashboard/devices/new')).toBeTruthy();
    expect(pairingAddress('http://127.0.0.1:4512')).toBe('127.0.0.1:4512/dashboard/devices/new');
  });

  it('waits calmly for the first publish, and says when the server cannot be reached', () => {
    const { rerender } = render(
      <PlayerApp controller={store({ phase: 'waiting', deviceId: 'd1' })} origin="" />,
    );
    expect(screen.getByRole('heading', { name: PLAYER_TEXT.waitingTitle })).toBeTruthy();
    rerender(<PlayerApp controller={store({ phase: 'unreachable', offlineSince: 1 })} origin="" />);
    expect(screen.getByRole('heading', { name: PLAYER_TEXT.unreachableTitle })).toBeTruthy();
  });

  it('draws the directory and, after a while offline, a small reconnecting note', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = Date.now();
    render(<PlayerApp controller={store({ phase: 'showing', bundle, offlineSince: now })} origin="" />);
    expect(screen.getByText('Harbor Coffee')).toBeTruthy();
    expect(screen.queryByText(PLAYER_TEXT.reconnecting)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(OFFLINE_NOTICE_AFTER_MS + 100);
    });
    expect(screen.getByText(PLAYER_TEXT.reconnecting)).toBeTruthy();
  });

  it('gives the receipt of a bundle only once it was painted, and of nothing once it is gone', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const onShown = vi.fn();
    const { rerender } = render(
      <PlayerApp controller={store({ phase: 'showing', bundle })} origin="" onShown={onShown} />,
    );
    expect(screen.getByText('Harbor Coffee')).toBeTruthy();
    // Committed, but the frame that draws it has not been painted yet.
    expect(onShown).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(onShown).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(onShown).toHaveBeenLastCalledWith(bundle);

    // A newer bundle replaced before it was painted is never reported; the one that stays is.
    const newer = { ...bundle, id: 'b2', version: 4 };
    const newest = { ...bundle, id: 'b3', version: 5 };
    rerender(
      <PlayerApp controller={store({ phase: 'showing', bundle: newer })} origin="" onShown={onShown} />,
    );
    act(() => vi.advanceTimersToNextFrame());
    rerender(
      <PlayerApp controller={store({ phase: 'showing', bundle: newest })} origin="" onShown={onShown} />,
    );
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
    });
    expect(onShown.mock.calls.map(([shown]) => (shown as PublishedBundle | null)?.version)).toEqual([3, 5]);

    rerender(
      <PlayerApp controller={store({ phase: 'waiting', deviceId: 'd1' })} origin="" onShown={onShown} />,
    );
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
    });
    expect(onShown).toHaveBeenLastCalledWith(null);
  });

  it('draws an emergency alert full screen over the directory, and reports it once painted', async () => {
    const onAlertShown = vi.fn();
    render(
      <PlayerApp
        controller={store({
          phase: 'showing',
          deviceId: 'd1',
          bundle,
          alert: {
            id: 'a1',
            title: 'Evacuate the building',
            text: 'Leave now.',
            tone: 'danger',
            expires_in_ms: 1000,
          },
        })}
        origin=""
        onAlertShown={onAlertShown}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Evacuate the building');
    expect(alert.textContent).toContain('Leave now.');
    expect(alert.getAttribute('data-tone')).toBe('danger');
    // The directory is still there underneath, ready when the alert ends.
    expect(screen.getByText('Harbor Coffee')).toBeTruthy();
    await vi.waitFor(() => expect(onAlertShown).toHaveBeenCalledWith('a1'));
  });

  it('draws nothing but black while asleep, unless an emergency alert shows (docs/decisions/schedules.md SCH-6)', () => {
    const asleep = { phase: 'showing', deviceId: 'd1', bundle, asleep: true } as const;
    const { container, unmount } = render(<PlayerApp controller={store(asleep)} origin="" />);
    expect(container.innerHTML).toBe('<div class="player-asleep"></div>');
    unmount();
    const alert = { id: 'a1', title: 'Evacuate', text: '', tone: 'danger', expires_in_ms: 1000 } as const;
    render(<PlayerApp controller={store({ ...asleep, alert })} origin="" />);
    expect(screen.getByRole('alert').textContent).toContain('Evacuate');
  });
});
