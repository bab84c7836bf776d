import {
  screenTenant,
  type PublishedBundle,
  type ScreenAlert,
  type ScreenNotice,
  type TimeWindow,
} from '@foyer/shared';
import { looksLikeBundle } from './bundle-check';

const SECRET_KEY = 'foyer.player.secret';
const BUNDLE_KEY = 'foyer.player.bundle';
const ALERT_KEY = 'foyer.player.alert';
const SCHEDULE_KEY = 'foyer.player.schedule';
/** Cache Storage holds a bundle too large for localStorage (10,000 tenants run to megabytes). */
const DATA_CACHE = 'foyer-display-data';
const BUNDLE_REQUEST = '/display/last-bundle.json';

/** An emergency alert as kept on the screen: until when (this screen's clock, ms since epoch). */
export interface KeptAlert {
  alert: ScreenAlert;
  until: number;
}

/** The last opening-hours windows (null: always on) and the server's clock offset (SCH-6). */
export interface KeptSchedule {
  windows: TimeWindow[] | null;
  offset: number;
  /** The scheduled notices with their windows (SCH-9); absent in what older players kept. */
  notices?: ScreenNotice[];
}

/**
 * What the player keeps between reloads: its secret, for offline mode the last bundle, and the
 * emergency alert on screen (it must survive a reload and a lost network until it ends or expires).
 */
export interface PlayerStorage {
  secret(): string | null;
  setSecret(secret: string | null): void;
  loadBundle(): Promise<PublishedBundle | null>;
  saveBundle(bundle: PublishedBundle | null): Promise<void>;
  loadAlert(): KeptAlert | null;
  saveAlert(alert: KeptAlert | null): void;
  /** Its building's hours, so a page reloaded while offline still sleeps and wakes on time. */
  loadSchedule(): KeptSchedule | null;
  saveSchedule(schedule: KeptSchedule): void;
}

function parseAlert(text: string | null): KeptAlert | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<KeptAlert> | null;
    const alert = value?.alert;
    if (typeof value?.until !== 'number' || !alert || typeof alert.id !== 'string') return null;
    if (typeof alert.title !== 'string' || typeof alert.text !== 'string') return null;
    return { alert, until: value.until };
  } catch {
    return null;
  }
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * The bundle as a screen may keep it: each company with the screen's fields only. Bundles stored
 * by earlier players carried contacts and notes (docs/product.md §3 Published bundle).
 */
function forScreen(bundle: PublishedBundle): PublishedBundle {
  const tenants = bundle.data.tenants;
  if (!tenants || !Array.isArray(tenants.entries)) return bundle;
  return {
    ...bundle,
    data: { ...bundle.data, tenants: { ...tenants, entries: tenants.entries.map(screenTenant) } },
  };
}

function parseBundle(text: string | null): PublishedBundle | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return looksLikeBundle(value) ? forScreen(value) : null;
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
  const storage: PlayerStorage = {
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
    loadAlert: () => {
      try {
        return parseAlert(store.getItem(ALERT_KEY));
      } catch {
        return null;
      }
    },
    saveAlert: (kept) => {
      try {
        if (kept) store.setItem(ALERT_KEY, JSON.stringify(kept));
        else store.removeItem(ALERT_KEY);
      } catch {
        // storage disabled: the alert stays on screen until the page reloads
      }
    },
    loadSchedule: () => {
      try {
        const kept = JSON.parse(store.getItem(SCHEDULE_KEY) ?? 'null') as KeptSchedule | null;
        return kept && typeof kept.offset === 'number' && kept.windows !== undefined ? kept : null;
      } catch {
        return null;
      }
    },
    saveSchedule: (kept) => {
      try {
        store.setItem(SCHEDULE_KEY, JSON.stringify(kept));
      } catch {
        // storage disabled: the hours are kept until the page reloads
      }
    },
    loadBundle: async () => {
      let stored: string | null = null;
      try {
        stored = store.getItem(BUNDLE_KEY);
      } catch {
        stored = null;
      }
      if (!stored) {
        const cache = cacheStorage();
        try {
          const response = cache ? await cache.match(BUNDLE_REQUEST) : undefined;
          stored = response ? await response.text() : null;
        } catch {
          stored = null;
        }
      }
      const bundle = parseBundle(stored);
      // A copy kept by an earlier player is written back without what it no longer keeps.
      if (bundle && JSON.stringify(bundle) !== stored) await storage.saveBundle(bundle);
      return bundle;
    },
    saveBundle: async (bundle) => {
      const cache = cacheStorage();
      const text = bundle ? JSON.stringify(forScreen(bundle)) : null;
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
  return storage;
}
