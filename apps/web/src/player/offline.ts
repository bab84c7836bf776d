import type { PublishedBundle } from '@foyer/shared';
import { bundleImageUrls } from './bundle-check';

/** The service worker (public/display-sw.js) and its scope: the player only, never the dashboard. */
export const SERVICE_WORKER_URL = '/display-sw.js';
export const SERVICE_WORKER_SCOPE = '/display';
/** Performance mark set each time a directory is painted (read by e2e/support/bench-old-player.ts). */
export const DIRECTORY_SHOWN_MARK = 'foyer:directory-shown';

/**
 * Installs the player's service worker: it keeps the app shell and the images of the last bundle,
 * so a reload without network still shows the directory. Browsers allow service workers on https
 * and localhost only; on a plain-http address the player still keeps its last bundle in
 * localStorage and shows it while the page stays open.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
    // Not allowed here (http, private mode): the player works without it.
  });
}

/** Tells the service worker which images the screen now shows, to keep them and drop the others. */
export function keepBundleImages(bundle: PublishedBundle): void {
  if (!('serviceWorker' in navigator)) return;
  const urls = bundleImageUrls(bundle).map((url) => new URL(url, location.href).href);
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'keep-images', urls }))
    .catch(() => undefined);
}
