import { AlertScreen, BundlePreview, bundleOrientation, type ShownNotice } from '@foyer/display';
import { PLAYER_APP_VERSION, type PublishedBundle, type ScreenAlert } from '@foyer/shared';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { PlayerController, PlayerProblem, PlayerSnapshot } from './player-controller';
import { screenRotation, type Rotation } from './rotation';
import { FoyerMark } from './foyer-mark';

/** How long the connection may be down before the screen says so (a reconnect usually takes a second). */
export const OFFLINE_NOTICE_AFTER_MS = 5000;

export const PLAYER_TEXT = {
  connecting: 'Connecting…',
  connectingHint: 'Getting this screen ready',
  pairTitle: 'Pair this screen',
  pairHint: 'On a computer signed in to Foyer, open',
  pairHintAfter: 'and enter this code.',
  pairRenews: 'The code renews by itself until it is used.',
  waitingTitle: 'Waiting for the first publish',
  waitingHint:
    'This screen is paired. Choose a theme and tenants for it in Foyer, then press Update & Publish.',
  unreachableTitle: 'Can’t reach Foyer',
  unreachableHint: 'Check this screen’s network connection. It keeps trying and continues by itself.',
  rateLimited: 'Too many pairing requests from this network. Trying again shortly.',
  serverError: 'The Foyer server has a problem. Trying again shortly.',
  reconnecting: 'Showing the last directory — reconnecting',
} as const;

/** Whether the bundle's theme shows its after-hours page outside opening hours, not black (SCH-8). */
function wantsAfterHoursPage(bundle: PublishedBundle): boolean {
  const afterHours = (bundle.data.theme as { afterHours?: { mode?: string } } | null)?.afterHours;
  return afterHours?.mode === 'page';
}

/** Where staff enter the code: this server's dashboard, without the scheme (easier to read on a TV). */
export function pairingAddress(origin: string): string {
  return `${origin.replace(/^https?:\/\//, '')}/dashboard/devices/new`;
}

function useWindowSize() {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** True once `since` is older than `after` ms; re-renders when that moment comes. */
function useOlderThan(since: number | null, after: number): boolean {
  const [, setTick] = useState(0);
  const remaining = since === null ? null : since + after - Date.now();
  useEffect(() => {
    if (remaining === null || remaining <= 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), remaining + 20);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining !== null && remaining <= 0;
}

/**
 * Calls `onShown` with what the screen shows once it is painted: after React committed it (the
 * effect) and the browser drew a frame with it (the second animation frame starts after the first
 * was drawn). A change before then cancels the call, so only what stayed on screen is reported.
 */
function useShownReceipt<T>(shown: T, onShown: ((value: T) => void) | undefined): void {
  useEffect(() => {
    if (!onShown) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => onShown(shown));
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, onShown]);
}

/** A layer over the whole window turned like the canvas, so overlays read upright on a turned screen. */
function Turned({ rotation, children }: { rotation: Rotation; children: ReactNode }) {
  return <div className={`player-turned player-turned-${rotation}`}>{children}</div>;
}

function Brand() {
  return (
    <div className="player-brand">
      <FoyerMark className="player-mark" />
      <span className="player-wordmark">Foyer</span>
    </div>
  );
}

function Version() {
  return <span className="player-version">Player {PLAYER_APP_VERSION}</span>;
}

function problemText(problem: PlayerProblem): string | null {
  if (problem === 'rate-limited') return PLAYER_TEXT.rateLimited;
  if (problem === 'server-error') return PLAYER_TEXT.serverError;
  return null;
}

function Notice({
  title,
  hint,
  tone = 'calm',
  rotation,
}: {
  title: string;
  hint: string;
  tone?: 'calm' | 'warn';
  rotation: Rotation;
}) {
  return (
    <Turned rotation={rotation}>
      <main className="player-stage" data-state={tone} aria-live="polite">
        <Brand />
        <h1 className="player-title">{title}</h1>
        <p className="player-hint">{hint}</p>
        <div className={`player-dots player-dots-${tone}`} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <Version />
      </main>
    </Turned>
  );
}

function PairingScreen({
  code,
  address,
  problem,
  rotation,
}: {
  code: string;
  address: string;
  problem: PlayerProblem;
  rotation: Rotation;
}) {
  const note = problemText(problem);
  return (
    <Turned rotation={rotation}>
      <main className="player-stage player-pairing" aria-live="polite">
        <Brand />
        <div className="player-pair-card">
          <h1 className="player-eyebrow">{PLAYER_TEXT.pairTitle}</h1>
          <p
            className="player-code"
            aria-label={`Pairing code ${code.split('').join(' ')}`}
            data-testid="pairing-code"
          >
            {code.split('').map((char, i) => (
              <span key={i} className="player-code-char">
                {char}
              </span>
            ))}
          </p>
          <p className="player-instructions">
            {PLAYER_TEXT.pairHint} <strong className="player-address">{address}</strong>{' '}
            {PLAYER_TEXT.pairHintAfter}
          </p>
        </div>
        <p className={note ? 'player-footnote player-footnote-warn' : 'player-footnote'}>
          {note ?? PLAYER_TEXT.pairRenews}
        </p>
        <Version />
      </main>
    </Turned>
  );
}

function BundleScreen({
  bundle,
  offlineSince,
  rotationOverride,
  notices,
  afterHours,
}: {
  bundle: PublishedBundle;
  offlineSince: number | null;
  rotationOverride: Rotation | null;
  notices: readonly ShownNotice[];
  afterHours: boolean;
}) {
  const size = useWindowSize();
  const rotation = screenRotation(bundleOrientation(bundle), size, rotationOverride);
  const showOffline = useOlderThan(offlineSince, OFFLINE_NOTICE_AFTER_MS);
  return (
    <div className="player-screen" data-bundle-version={bundle.version} data-rotation={rotation}>
      <BundlePreview bundle={bundle} rotation={rotation} animate notices={notices} afterHours={afterHours} />
      {showOffline && (
        <Turned rotation={rotation}>
          <p className="player-offline" role="status">
            <span className="player-offline-dot" aria-hidden="true" />
            {PLAYER_TEXT.reconnecting}
          </p>
        </Turned>
      )}
    </div>
  );
}

/**
 * The emergency alert over whatever is on screen, turned like the directory so it reads upright
 * on a screen mounted on its side.
 */
function AlertLayer({
  alert,
  bundle,
  rotationOverride,
}: {
  alert: ScreenAlert;
  bundle: PublishedBundle | null;
  rotationOverride: Rotation | null;
}) {
  const size = useWindowSize();
  const rotation = bundle
    ? screenRotation(bundleOrientation(bundle), size, rotationOverride)
    : (rotationOverride ?? 0);
  return (
    <div className="player-alert-layer">
      <Turned rotation={rotation}>
        {/* Keyed by rotation: turning swaps the box's sides, so the text is sized again. */}
        <AlertScreen key={rotation} alert={alert} languages={bundle?.data.building?.languages} />
      </Turned>
    </div>
  );
}

/** The whole player: one of the calm states or the directory, and over it any emergency alert. */
export function PlayerApp({
  controller,
  origin,
  rotationOverride = null,
  onShown,
  onAlertShown,
}: {
  controller: Pick<PlayerController, 'subscribe' | 'getSnapshot'>;
  origin: string;
  rotationOverride?: Rotation | null;
  /** The delivery receipt: what the screen shows, once painted (null: no directory). */
  onShown?: (bundle: PublishedBundle | null) => void;
  /** The alert's receipt: the id of the alert on screen once painted (null: none). */
  onAlertShown?: (id: string | null) => void;
}) {
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  useShownReceipt(state.alert ? state.alert.id : null, onAlertShown);
  // Asleep outside the building's hours: black, as a TV in a dark lobby, unless the theme has an
  // after-hours page (SCH-8); an alert shows anyway.
  if (state.asleep && !state.alert && !(state.bundle && wantsAfterHoursPage(state.bundle))) {
    return <div className="player-asleep" />;
  }
  const screen = (
    <PlayerScreen state={state} origin={origin} rotationOverride={rotationOverride} onShown={onShown} />
  );
  if (!state.alert) return screen;
  return (
    <>
      {screen}
      <AlertLayer alert={state.alert} bundle={state.bundle} rotationOverride={rotationOverride} />
    </>
  );
}

function PlayerScreen({
  state,
  origin,
  rotationOverride,
  onShown,
}: {
  state: PlayerSnapshot;
  origin: string;
  rotationOverride: Rotation | null;
  onShown?: (bundle: PublishedBundle | null) => void;
}) {
  const rotation = rotationOverride ?? 0;
  useShownReceipt(state.phase === 'showing' ? state.bundle : null, onShown);

  if (state.phase === 'showing' && state.bundle) {
    return (
      <BundleScreen
        bundle={state.bundle}
        offlineSince={state.offlineSince}
        rotationOverride={rotationOverride}
        notices={state.notices}
        afterHours={state.asleep}
      />
    );
  }
  if (state.phase === 'pairing' && state.pairingCode) {
    return (
      <PairingScreen
        code={state.pairingCode}
        address={pairingAddress(origin)}
        problem={state.problem}
        rotation={rotation}
      />
    );
  }
  if (state.phase === 'waiting') {
    return <Notice title={PLAYER_TEXT.waitingTitle} hint={PLAYER_TEXT.waitingHint} rotation={rotation} />;
  }
  if (state.phase === 'unreachable') {
    return (
      <Notice
        title={PLAYER_TEXT.unreachableTitle}
        hint={problemText(state.problem) ?? PLAYER_TEXT.unreachableHint}
        tone="warn"
        rotation={rotation}
      />
    );
  }
  return <Notice title={PLAYER_TEXT.connecting} hint={PLAYER_TEXT.connectingHint} rotation={rotation} />;
}
