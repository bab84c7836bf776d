import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepBundleImages, registerServiceWorker } from './offline';
import { PlayerApp } from './player-app';
import { PlayerController } from './player-controller';
import { browserStorage } from './player-storage';
import { rotationOverride } from './rotation';
import './player.css';

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

const controller = new PlayerController({
  fetch: (...args) => fetch(...args),
  storage: browserStorage(),
  onBundle: keepBundleImages,
});

const root = document.getElementById('player');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PlayerApp
        controller={controller}
        origin={location.origin}
        rotationOverride={rotationOverride(location.search)}
      />
    </StrictMode>,
  );
}

void controller.start();
window.addEventListener('online', () => controller.reconnectNow());
keepScreenAwake();
if (import.meta.env.PROD) registerServiceWorker();
