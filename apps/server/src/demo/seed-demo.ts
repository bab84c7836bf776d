import { SAMPLE_DIRECTORY, themeContentSchema, type Role } from '@foyer/shared';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { hashPassword } from '../platform/passwords';
import { newId } from '../platform/tokens';
import { countOrganizations, insertOrganization } from '../modules/organizations/repo';
import { insertDevice } from '../modules/devices/repo';
import { writeBundle } from '../modules/publishing/service';
import { insertSubOrganization } from '../modules/sub-organizations/repo';
import { insertTenantList } from '../modules/tenants/repo';
import { insertTheme, sectionsOf } from '../modules/themes/repo';
import { insertUser } from '../modules/users/repo';
import { DEMO_THEMES } from './seed-demo-themes';

export const DEMO_ORGANIZATION = 'Foyer Demo Properties';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_OWNER = { name: 'Demo Owner', email: 'demo@foyer.local', password: DEMO_PASSWORD } as const;

export const DEMO_SUB_ORGANIZATIONS = [
  {
    name: 'North Tower',
    pairingCode: 'NRTH23',
    slug: 'north-tower',
    description: 'Twelve-storey office tower on the north side of the plaza.',
  },
  {
    name: 'South Tower',
    pairingCode: 'STH234',
    slug: 'south-tower',
    description: 'Mixed retail and office building facing the park.',
  },
] as const;

type DemoTower = (typeof DEMO_SUB_ORGANIZATIONS)[number]['name'];

/** One user of each other role, so every view of the dashboard can be tried. */
export const DEMO_MEMBERS: ReadonlyArray<{ name: string; email: string; role: Role; towers: DemoTower[] }> = [
  { name: 'Demo Admin', email: 'admin@foyer.local', role: 'Admin', towers: [] },
  { name: 'Demo Editor', email: 'editor@foyer.local', role: 'Editor', towers: ['North Tower'] },
  { name: 'Demo Viewer', email: 'viewer@foyer.local', role: 'Viewer', towers: ['South Tower'] },
];

/**
 * FOYER_DEMO=1: on an empty database, a demo organization to explore. Answers whether it seeded.
 * Two instances starting together both find the database empty; the demo owner's unique e-mail
 * lets one transaction through and refuses the other, which then knows the demo is there.
 */
export async function seedDemo(db: Db, publicUrl: string, now: Date = new Date()): Promise<boolean> {
  try {
    return await seedOnce(db, publicUrl, now);
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function seedOnce(db: Db, publicUrl: string, now: Date): Promise<boolean> {
  if ((await countOrganizations(db)) > 0) return false;
  // One hash for every demo account: they share the password, and hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const organization = await insertOrganization(trx, {
      id: newId(),
      name: DEMO_ORGANIZATION,
      created_at: at,
    });
    const owner = await insertUser(trx, {
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
    const towerIds = new Map<string, string>();
    for (const tower of DEMO_SUB_ORGANIZATIONS) {
      const row = await insertSubOrganization(trx, {
        id: newId(),
        org_id: organization.id,
        name: tower.name,
        description: tower.description,
        slug: tower.slug,
        created_by: owner.id,
        created_at: at,
      });
      towerIds.set(tower.name, row.id);
    }
    for (const member of DEMO_MEMBERS) {
      await insertUser(trx, {
        id: newId(),
        org_id: organization.id,
        name: member.name,
        email: member.email,
        password_hash: passwordHash,
        role: member.role,
        accessibleSubOrganizations: member.towers.flatMap((name) => towerIds.get(name) ?? []),
        isInvited: false,
        now: at,
      });
    }
    const towerThemes = new Map<string, string>();
    for (const theme of DEMO_THEMES) {
      const content = themeContentSchema.parse(theme.content);
      const themeId = newId();
      if (!towerThemes.has(theme.tower)) towerThemes.set(theme.tower, themeId);
      await insertTheme(trx, {
        id: themeId,
        org_id: organization.id,
        sub_org_id: towerIds.get(theme.tower) ?? null,
        name: theme.name,
        layout: content.layout,
        content: JSON.stringify(sectionsOf(content)),
        version: 1,
        created_by: owner.id,
        created_at: at,
        updated_at: at,
      });
    }
    // Each tower: the 23-company sample directory and one published lobby screen showing the tower's first theme.
    for (const tower of DEMO_SUB_ORGANIZATIONS) {
      const subOrgId = towerIds.get(tower.name) ?? null;
      const list = await insertTenantList(trx, {
        id: newId(),
        org_id: organization.id,
        sub_org_id: subOrgId,
        name: `${tower.name} Directory`,
        scope: 'global',
        theme_id: null,
        entries: JSON.stringify(SAMPLE_DIRECTORY),
        created_at: at,
        updated_at: at,
      });
      const device = await insertDevice(trx, {
        id: newId(),
        org_id: organization.id,
        sub_org_id: subOrgId,
        name: `${tower.name} Lobby Screen`,
        pairing_code: tower.pairingCode,
        theme_id: towerThemes.get(tower.name) ?? null,
        tenants_id: list.id,
        created_at: at,
        updated_at: at,
      });
      // Published, so the preview's 'Published Bundle' mode and a paired screen have something to show.
      if (device.theme_id) {
        await writeBundle(trx, {
          deviceId: device.id,
          themeId: device.theme_id,
          tenantsId: list.id,
          pairingCode: tower.pairingCode,
          bundleName: '',
          createdBy: owner.id,
          at,
          publicUrl,
        });
      }
    }
  });
  return true;
}
