import { PLAYER_APP_VERSION } from '@foyer/shared';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  CHECK_NAMES,
  CHECK_ORDER,
  inPageOrder,
  localChecks,
  serverChecks,
  verdictOf,
  type CheckId,
  type CheckResult,
  type CheckStatus,
  type ScreenEnvironment,
  type Verdict,
} from './screen-check';
import './check-page.css';
import { FoyerMark } from './foyer-mark';

export const CHECK_TEXT = {
  eyebrow: 'Screen check',
  checking: 'Checking this screen…',
  fixThen: 'Fix what is marked Fail, then check again.',
  checkAgain: 'Check again',
  startPlayer: 'Start the player',
  startHint: 'When this screen is ready, open',
} as const;

const STATUS_LABEL: Record<CheckStatus | 'pending', string> = {
  pass: 'Pass',
  warn: 'Warning',
  fail: 'Fail',
  pending: 'Checking',
};

/** The real browser, read once; `import.meta.env.LEGACY` is set by the legacy build only. */
export function browserEnvironment(): ScreenEnvironment {
  const globals = window as unknown as Record<string, unknown>;
  return {
    userAgent: navigator.userAgent,
    globals,
    navigator: navigator as unknown as Record<string, unknown>,
    protocol: location.protocol,
    hostname: location.hostname,
    secureContext: typeof window.isSecureContext === 'boolean' ? window.isSecureContext : undefined,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    screen: { width: window.screen.width, height: window.screen.height },
    pixelRatio: window.devicePixelRatio || 1,
    storage: () => window.localStorage,
    fetch: typeof globals.fetch === 'function' ? (input, init) => fetch(input, init) : undefined,
    now: () => Date.now(),
    legacyBuild: import.meta.env.LEGACY === true,
  };
}

function Mark({ status }: { status: CheckStatus | 'pending' }) {
  if (status === 'pending') {
    return (
      <svg className="check-icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="5" cy="12" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="19" cy="12" r="2" />
      </svg>
    );
  }
  return (
    <svg
      className="check-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="3.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {status === 'pass' && <path d="M5 12.5l4.5 4.5L19 7.5" />}
      {status === 'warn' && <path d="M12 5.5v8.5M12 18.6v.1" />}
      {status === 'fail' && <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />}
    </svg>
  );
}

function Brand() {
  return (
    <div className="check-brand">
      <FoyerMark className="check-logo" />
      <span className="check-wordmark">Foyer</span>
      <span className="check-eyebrow">{CHECK_TEXT.eyebrow}</span>
    </div>
  );
}

function Row({ id, result }: { id: CheckId; result: CheckResult | undefined }) {
  const status = result?.status ?? 'pending';
  return (
    <li className={`check-row check-row-${status}`} data-check={id} data-status={status}>
      <div className="check-row-head">
        <p className="check-name">{CHECK_NAMES[id]}</p>
        <span className={`check-badge check-badge-${status}`}>
          <Mark status={status} />
          <span className="check-badge-text">{STATUS_LABEL[status]}</span>
        </span>
      </div>
      <p className="check-detail">{result ? result.detail : 'Checking…'}</p>
      {result?.hint && result.status !== 'pass' && <p className="check-hint">{result.hint}</p>}
    </li>
  );
}

/** Read from afar: the verdict in large type, and what is missing on the line under it. */
function VerdictTitle({ verdict }: { verdict: Verdict | null }) {
  if (!verdict) return <>{CHECK_TEXT.checking}</>;
  if (verdict.status !== 'fail') return <>{verdict.text}</>;
  const colon = verdict.text.indexOf(': ');
  return (
    <>
      {verdict.text.slice(0, colon + 1)}{' '}
      <span className="check-verdict-problems">{verdict.text.slice(colon + 2)}</span>
    </>
  );
}

function verdictSubline(status: CheckStatus, warnings: number): string {
  if (status === 'fail') return CHECK_TEXT.fixThen;
  if (warnings === 0) return `All ${CHECK_ORDER.length} checks passed.`;
  return warnings === 1 ? 'One thing to look at below.' : `${warnings} things to look at below.`;
}

/**
 * `/display/check`: opened on the TV by whoever installs it, and read from across the room. Runs
 * every check once; 'Check again' reloads, so a fixed clock or network is seen as the player will.
 */
export function CheckPage({ env, origin }: { env: ScreenEnvironment; origin: string }) {
  const [results, setResults] = useState<CheckResult[]>([]);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setResults(localChecks(env));
    void serverChecks(env).then((fromServer) => {
      if (cancelled) return;
      setResults((local) => inPageOrder([...local, ...fromServer]));
      setDone(true);
    });
    return () => {
      cancelled = true;
    };
  }, [env]);

  const byId = new Map(results.map((result) => [result.id, result]));
  const verdict = done ? verdictOf(results) : null;
  const tone = verdict ? (verdict.status === 'fail' ? 'fail' : 'pass') : 'pending';
  const host = origin.replace(/^https?:\/\//, '');

  return (
    <main className="check-page" data-verdict={verdict?.status ?? 'pending'}>
      <header className="check-header">
        <Brand />
        <div className={`check-verdict check-verdict-${tone}`} role="status" aria-live="polite">
          <span className={`check-verdict-mark check-verdict-mark-${tone}`}>
            <Mark status={tone} />
          </span>
          <div className="check-verdict-text">
            <h1 className="check-verdict-title" data-testid="check-verdict">
              <VerdictTitle verdict={verdict} />
            </h1>
            {verdict && (
              <p className={`check-verdict-sub check-verdict-sub-${verdict.status}`}>
                {verdictSubline(verdict.status, verdict.warnings)}
              </p>
            )}
          </div>
        </div>
      </header>

      <ul className="check-list" aria-label="Checks">
        {CHECK_ORDER.map((id) => (
          <Row key={id} id={id} result={byId.get(id)} />
        ))}
      </ul>

      <footer className="check-footer">
        <div className="check-actions">
          <a className="check-button check-button-primary" href="/display">
            {CHECK_TEXT.startPlayer}
          </a>
          <button type="button" className="check-button" onClick={() => location.reload()}>
            {CHECK_TEXT.checkAgain}
          </button>
          <p className="check-start-hint">
            {CHECK_TEXT.startHint} <span className="check-address">{host}/display</span>
          </p>
        </div>
        <p className="check-meta">
          Player {PLAYER_APP_VERSION} · {env.legacyBuild ? 'legacy build' : 'modern build'} · {env.userAgent}
        </p>
      </footer>
    </main>
  );
}

/** Mounts the check page instead of the player; the player's connection never starts here. */
export function renderCheckPage(root: HTMLElement): void {
  document.documentElement.className += ' check-page-root';
  createRoot(root).render(<CheckPage env={browserEnvironment()} origin={location.origin} />);
}
