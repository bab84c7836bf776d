import crypto from 'node:crypto';
import { DEFAULT_LANGUAGE, localDay, screenTenants, type Device } from '@foyer/shared';
import type { Db } from '../../db/connection';
import { Lru } from '../../platform/lru';
import { findOrganization } from '../organizations/service';
import { bundleBuilding } from '../sub-organizations/service';
import { screenCategoryDictionary } from '../category-translations/service';
import { findTenantList } from '../tenants/service';
import { findTheme } from '../themes/service';

/*
 * A bundle's body: everything it freezes but its device (theme, tenants, building, organization
 * name, categories). Screens showing the same content share one stored body and one encoded
 * frame part (docs/decisions/devices-and-publishing.md DEV-18).
 */

export interface BundleBody {
  /** Hash of organization and text: the same content is the same row. */
  id: string;
  text: string;
}

/** The body's id: its organization and JSON text hashed, so equal content shares a row. */
export function bodyIdOf(orgId: string, text: string): string {
  return crypto.createHash('sha256').update(`${orgId}\n${text}`).digest('base64url');
}

/**
 * The bodies of one publish call, built once per theme, list and building read on `db` (the
 * call's transaction): 200 screens of one building cost one read of each, not 200.
 */
export class BundleBodies {
  private readonly made = new Map<string, Promise<BundleBody | null>>();

  constructor(
    private readonly db: Db,
    private readonly at: string,
    private readonly publicUrl: string,
  ) {}

  /** The body for the device as saved; null when its theme is gone. */
  of(device: Device): Promise<BundleBody | null> {
    const key = `${device.theme_id}\n${device.tenants_id}\n${device.sub_org_id}`;
    let body = this.made.get(key);
    if (!body) this.made.set(key, (body = this.build(device)));
    return body;
  }

  /** Every body built so far (to store them once). */
  async all(): Promise<BundleBody[]> {
    const bodies = await Promise.all(this.made.values());
    return bodies.filter((body): body is BundleBody => body !== null);
  }

  private async build(device: Device): Promise<BundleBody | null> {
    const { db } = this;
    const theme = device.theme_id ? await findTheme(db, device.theme_id) : undefined;
    if (!theme) return null;
    const list = device.tenants_id ? ((await findTenantList(db, device.tenants_id)) ?? null) : null;
    const entries = list ? screenTenants(list.entries, localDay(new Date(this.at))) : [];
    const building = await bundleBuilding(db, device.sub_org_id, this.publicUrl);
    const text = JSON.stringify({
      tenants: list && {
        id: list.id,
        org_id: list.org_id,
        name: list.name,
        scope: list.scope,
        theme_id: list.theme_id,
        entries,
      },
      theme,
      building,
      organization_name: (await findOrganization(db, device.org_id))?.name,
      // Only the list's categories in the building's languages (docs/decisions/languages.md LNG-21).
      categories: await screenCategoryDictionary(
        db,
        device.org_id,
        entries.map((entry) => entry.category),
        building?.languages ?? [DEFAULT_LANGUAGE],
      ),
    });
    return { id: bodyIdOf(device.org_id, text), text };
  }
}

/** Bodies kept in memory for the screens' reads; a body never changes, so any copy is current. */
const CACHE_BYTES = 64 * 1024 * 1024;

/** Bodies' texts by id, up to `limit` characters in all, the least recently read going first. */
export class BodyCache extends Lru<string, string> {
  constructor(limit = CACHE_BYTES) {
    super(limit, (text) => text.length);
  }
}
