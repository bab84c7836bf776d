import { APP_VERSION_HEADER, DEVICE_SECRET_HEADER, type Device, type PairResult } from '@foyer/shared';
import type { App } from '../app';
import { bearer } from './auth-helpers';

export interface PairedScreen {
  playerId: string;
  code: string;
  expiresAt: string;
  secret: string;
}

/** A new screen asking for a code through the API; throws unless 201. */
export async function pairScreen(app: App, appVersion?: string): Promise<PairedScreen> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/foyer/tv-devices/pair',
    headers: appVersion ? { [APP_VERSION_HEADER]: appVersion } : {},
  });
  if (res.statusCode !== 201) throw new Error(`pair answered ${res.statusCode}: ${res.body}`);
  const data = res.json<{ data: PairResult }>().data;
  return {
    playerId: data.player_id,
    code: data.pairing_code,
    expiresAt: data.pairing_expires_at,
    secret: data.device_secret ?? '',
  };
}

/** The headers of a screen's call. */
export function screenHeaders(secret: string, appVersion?: string): Record<string, string> {
  return { [DEVICE_SECRET_HEADER]: secret, ...(appVersion ? { [APP_VERSION_HEADER]: appVersion } : {}) };
}

/**
 * A device staff save through the API with the code a paired screen shows, which links that
 * screen (docs/product.md §4); throws unless 201.
 */
export async function linkedDevice(
  app: App,
  token: string,
  screen: Pick<PairedScreen, 'code'>,
  fields: { org_id: string; theme_id: string; sub_org_id?: string; name?: string },
): Promise<Device> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/foyer/devices',
    headers: bearer(token),
    payload: { ...fields, pairing_code: screen.code },
  });
  if (res.statusCode !== 201) throw new Error(`device save answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: Device }>().data;
}
