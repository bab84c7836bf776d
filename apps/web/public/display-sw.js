/*
 * Foyer player service worker (scope /display). Offline mode, docs/architecture.md "Screens and live
 * delivery": keeps the player's app shell (display.html and its hashed assets) and the images of the
 * bundle on screen, so that a reload with the server unreachable still shows the last directory.
 * The bundle itself is kept by the page (localStorage, or Cache Storage when large). Calls to /api
 * other than images always go to the network: live data is never answered from a cache.
 */
const VERSION = 'v1';
const SHELL_CACHE = `foyer-display-shell-${VERSION}`;
const MEDIA_CACHE = `foyer-display-media-${VERSION}`;
const KEEP = new Set([SHELL_CACHE, MEDIA_CACHE, 'foyer-display-data']);
const SHELL_URL = '/display';
/** A navigation that hangs (a network that drops packets) falls back to the kept shell after this. */
const NAVIGATION_TIMEOUT_MS = 4000;

/** Build files named in a page or a script: `src`, legacy `data-src`, `href` and static `import'…'`. */
const ASSET_REF = /\/assets\/[\w.-]+\.(?:js|css|svg|png|webp|woff2?)/g;
/**
 * A build file a script in /assets/ loads by its own name, as the lazy parts do
 * (import(`./de-legacy-….js`) for a screen language, the notices, the QR code): kept ahead with the
 * shell, so a screen that updates and then loses the network before first needing them still has
 * them (docs/decisions/languages.md LNG-26).
 */
const SIBLING_REF = /[`'"]\.\/([\w.-]+\.(?:js|css))[`'"]/g;

/*
 * This file is not built: it runs as written in every TV browser the player supports, back to
 * Chrome 53's service workers (docs/screens.md), so it keeps to ES2017 and checks what it uses
 * (`npm test` runs es-check on it). Hence no `??`, no `String.prototype.matchAll`.
 */
function assetsIn(text, inAssets) {
  const urls = [];
  ASSET_REF.lastIndex = 0;
  let match;
  while ((match = ASSET_REF.exec(text)) !== null) urls.push(match[0]);
  if (inAssets) {
    SIBLING_REF.lastIndex = 0;
    while ((match = SIBLING_REF.exec(text)) !== null) urls.push(`/assets/${match[1]}`);
  }
  return urls;
}

/**
 * The fonts for Chinese, Japanese, Korean, Arabic and Hebrew and their style sheets (docs/decisions/languages.md
 * LNG-17): megabytes in all, of which a screen uses a few files or none. They are kept once a
 * screen has fetched them (`asset` below), never fetched in advance.
 */
const ON_DEMAND = /\/assets\/noto-sans-[\w.-]+$/;

/**
 * Keeps one build file (unless kept already); answers the build files a script imports or a
 * style sheet uses in turn (the theme fonts, which a script names: THM-26). A file kept only once
 * used is left alone until it is.
 */
async function keepAsset(cache, url) {
  let kept = await cache.match(url);
  if (!kept) {
    if (ON_DEMAND.test(url)) return [];
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return [];
    await cache.put(url, response.clone());
    kept = response;
  }
  return url.endsWith('.js') || url.endsWith('.css') ? assetsIn(await kept.text(), true) : [];
}

/**
 * Stores a fresh player page and everything it loads, including files that scripts import (the
 * modern build's browser check), each round in parallel; drops the assets of older builds.
 */
async function keepShell(response) {
  const cache = await caches.open(SHELL_CACHE);
  const html = await response.clone().text();
  const wanted = new Set();
  let round = ['/favicon.svg'].concat(assetsIn(html, false));
  while (round.length > 0) {
    const fresh = [...new Set(round)].filter((url) => !wanted.has(url));
    fresh.forEach((url) => wanted.add(url));
    const imported = await Promise.all(fresh.map((url) => keepAsset(cache, url)));
    round = [].concat(...imported);
  }
  await cache.put(SHELL_URL, response);
  const keep = new Set([...wanted].map((url) => new URL(url, self.location.origin).href));
  keep.add(new URL(SHELL_URL, self.location.origin).href);
  for (const request of await cache.keys()) {
    if (!keep.has(request.url)) await cache.delete(request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(SHELL_URL, { cache: 'no-cache', headers: { accept: 'text/html' } });
      if (response.ok) await keepShell(response);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('foyer-display-') && !KEEP.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The player page: the network first (a new build shows at once), the kept copy without one. */
async function navigate(event) {
  try {
    const response = await withTimeout(fetch(event.request), NAVIGATION_TIMEOUT_MS);
    if (response.ok) event.waitUntil(keepShell(response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const kept = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (kept) return kept;
    throw error;
  }
}

/** Hashed build files never change: the kept copy first. */
async function asset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Images: the kept copy at once when there is one, refreshed in the background. */
async function image(event) {
  const cache = await caches.open(MEDIA_CACHE);
  const kept = await cache.match(event.request);
  const fresh = fetch(event.request)
    .then(async (response) => {
      if (response.ok || response.type === 'opaque') await cache.put(event.request, response.clone());
      return response;
    })
    .catch(() => undefined);
  if (kept) {
    event.waitUntil(fresh);
    return kept;
  }
  const response = await fresh;
  return response || Response.error();
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  if (request.mode === 'navigate') {
    if (sameOrigin && (url.pathname === SHELL_URL || url.pathname.startsWith(`${SHELL_URL}/`))) {
      event.respondWith(navigate(event));
    }
    return;
  }
  if (request.destination === 'image') {
    event.respondWith(image(event));
    return;
  }
  if (sameOrigin && url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

/** The page names the images of the bundle it shows: keep those, drop the rest. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep-images' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(MEDIA_CACHE);
      const wanted = new Set(data.urls);
      await Promise.all(
        data.urls.map(async (href) => {
          if (await cache.match(href)) return;
          try {
            const sameOrigin = new URL(href).origin === self.location.origin;
            const response = await fetch(href, sameOrigin ? {} : { mode: 'no-cors' });
            if (response.ok || response.type === 'opaque') await cache.put(href, response);
          } catch (_unreachable) {
            // Unreachable now (a bare `catch {}` is too new for Chrome 53): the image is kept when the
            // screen next loads it.
          }
        }),
      );
      for (const request of await cache.keys()) {
        if (!wanted.has(request.url)) await cache.delete(request);
      }
    })(),
  );
});
