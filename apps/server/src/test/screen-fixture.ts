import { APP_VERSION_HEADER, DEVICE_SECRET_HEADER, type PairResult } from '@foyer/shared';
import type { App } from '../app';

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
