import type { User } from '@foyer/shared';
import type { App } from '../app';
import { bearer } from './auth-helpers';

/** The organization's users as `token`'s holder gets them from the Users page's call. */
export async function listUsers(app: App, orgId: string, token: string): Promise<User[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/organizations/${orgId}/users`,
    headers: bearer(token),
  });
  return res.json().data as User[];
}
