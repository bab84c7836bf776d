import type { PublishedBundle } from '@foyer/shared';
import { looksLikeBundle } from './bundle-check';

const SECRET_KEY = 'foyer.player.secret';
const BUNDLE_KEY = 'foyer.player.bundle';
/** Cache Storage holds a bundle too large for localStorage (10,000 tenants run to megabytes). */
const DATA_CACHE = 'foyer-display-data';
const BUNDLE_REQUEST = '/display/last-bundle.json';

/** What the player keeps between reloads: its secret and, for offline mode, the last bundle. */
export interface PlayerStorage {
  secret(): string | null;
  setSecret(secret: string | null): void;
  loadBundle(): Promise<PublishedBundle | null>;
  saveBundle(bundle: PublishedBundle | null): Promise<void>;
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

function parseBundle(text: string | null): PublishedBundle | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return looksLikeBundle(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * localStorage first (it works on plain-http LAN addresses, where Cache Storage and service
 * workers do not), Cache Storage when the bundle does not fit. Storage failures never stop the
 * screen: at worst it cannot show the directory after a reload without network.
 */
export function browserStorage(store: Storage = localStorage): PlayerStorage {
  return {
    secret: () => {
      try {
        return store.getItem(SECRET_KEY);
      } catch {
        return null;
      }
    },
    setSecret: (secret) => {
      try {
        if (secret) store.setItem(SECRET_KEY, secret);
        else store.removeItem(SECRET_KEY);
      } catch {
        // private mode or storage disabled: the player pairs again after a reload
      }
    },
    loadBundle: async () => {
      let stored: string | null = null;
      try {
        stored = store.getItem(BUNDLE_KEY);
      } catch {
        stored = null;
      }
      if (stored) return parseBundle(stored);
      const cache = cacheStorage();
      if (!cache) return null;
      try {
        const response = await cache.match(BUNDLE_REQUEST);
        return response ? parseBundle(await response.text()) : null;
      } catch {
        return null;
      }
    },
    saveBundle: async (bundle) => {
      const cache = cacheStorage();
      const text = bundle ? JSON.stringify(bundle) : null;
      let inLocalStorage = false;
      try {
        if (text) {
          store.setItem(BUNDLE_KEY, text);
          inLocalStorage = true;
        } else store.removeItem(BUNDLE_KEY);
      } catch {
        try {
          store.removeItem(BUNDLE_KEY);
        } catch {
          // nothing more to do
        }
      }
      if (!cache) return;
      try {
        const opened = await cache.open(DATA_CACHE);
        if (text && !inLocalStorage) {
          await opened.put(
            BUNDLE_REQUEST,
            new Response(text, { headers: { 'content-type': 'application/json' } }),
          );
        } else await opened.delete(BUNDLE_REQUEST);
      } catch {
        // quota or a browser without Cache Storage in this context
      }
    },
  };
}
