import type { ApiScope, ApiToken } from '@foyer/shared';
import type { App } from '../app';
import { bearer } from './auth-helpers';

/** An API token created through the API by `ownerToken`'s member; answers it with its secret. */
export async function addApiToken(
  app: App,
  ownerToken: string,
  orgId: string,
  fields: { name?: string; scopes: ApiScope[]; sub_org_id?: string | null; expires_on?: string | null },
): Promise<ApiToken & { token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/foyer/organizations/${orgId}/api-tokens`,
    headers: bearer(ownerToken),
    payload: { name: 'Fixture token', ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`creating a token answered ${res.statusCode}: ${res.body}`);
  const data = res.json<{ data: ApiToken }>().data;
  return { ...data, token: data.token ?? '' };
}
