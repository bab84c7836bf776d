import type { Db } from './connection';
import { hashPassword } from '../platform/passwords';
import { newId } from '../platform/tokens';
import { countOrganizations, insertOrganization } from '../modules/organizations/repo';
import { insertUser } from '../modules/users/repo';

export const DEMO_ORGANIZATION = 'Foyer Demo Properties';
export const DEMO_OWNER = { name: 'Demo Owner', email: 'demo@foyer.local', password: 'demo1234' } as const;

/** FOYER_DEMO=1: on an empty database, a demo organization to explore. Answers whether it seeded. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  if ((await countOrganizations(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const organization = await insertOrganization(trx, {
      id: newId(),
      name: DEMO_ORGANIZATION,
      created_at: at,
    });
    await insertUser(trx, {
      id: newId(),
      org_id: organization.id,
      name: DEMO_OWNER.name,
      email: DEMO_OWNER.email,
      password_hash: passwordHash,
      role: 'Owner',
      accessibleSubOrganizations: [],
      isInvited: false,
      now: at,
    });
  });
  return true;
}
