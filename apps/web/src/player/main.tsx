import type { PublishedBundle } from '@foyer/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DIRECTORY_SHOWN_MARK, keepBundleImages, registerServiceWorker } from './offline';
import { PlayerApp } from './player-app';
import { PlayerController } from './player-controller';
import { browserStorage } from './player-storage';
import { rotationOverride } from './rotation';
import { browserStore, startWatchdog, takeReloadReason } from './watchdog';
import '@foyer/display/fonts';
import '@foyer/display/script-fonts';
import './player.css';

/**
 * The delivery receipt (the directory is painted), also marked in the page's performance timeline
 * so `npm run bench` can time page load to directory on an old TV engine.
 */
function directoryShown(bundle: PublishedBundle | null): void {
  if (bundle && typeof performance.mark === 'function') performance.mark(DIRECTORY_SHOWN_MARK);
  controller.shown(bundle);
}

/** Keeps the screen from dimming where the browser allows it (a TV browser, a kiosk tablet). */
function keepScreenAwake(): void {
  const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<unknown> } })
    .wakeLock;
  if (!wakeLock) return;
  const request = () => void wakeLock.request('screen').catch(() => undefined);
  request();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') request();
  });
}

const storage = browserStorage();
const store = browserStore();
const controller = new PlayerController({
  fetch: (...args) => fetch(...args),
  storage,
  onBundle: keepBundleImages,
  reloadReason: () => takeReloadReason(store),
  // Set by @vitejs/plugin-legacy in the legacy bundle; undefined without the plugin.
  legacy: import.meta.env.LEGACY === true,
});

const root = document.getElementById('player');
// `/display/check`, the installer's screen check: its own chunk, and the player never connects.
const checking = /^\/display\/check\/?$/.test(location.pathname);
const watchdog = checking ? null : startWatchdog(controller, storage, store);
if (root && checking) {
  void import('./check-page').then((page) => page.renderCheckPage(root));
} else if (root) {
  // An error React cannot recover from leaves the screen blank: the watchdog need not wait for more.
  createRoot(root, {
    onUncaughtError: (error) => {
      console.error(error);
      watchdog?.fatalError();
    },
  }).render(
    <StrictMode>
      <PlayerApp
        controller={controller}
        origin={location.origin}
        rotationOverride={rotationOverride(location.search)}
        onShown={directoryShown}
        onAlertShown={controller.alertShown}
      />
    </StrictMode>,
  );
}

if (!checking) {
  void controller.start();
  window.addEventListener('online', () => controller.reconnectNow());
  keepScreenAwake();
  if (import.meta.env.PROD) registerServiceWorker();
}
