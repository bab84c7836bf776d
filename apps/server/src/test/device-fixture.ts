import { SAMPLE_DIRECTORY, type Device, type PublishedBundle, type TenantList } from '@foyer/shared';
import type { App } from '../app';
import { insertDevice, rowToDevice } from '../modules/devices/repo';
import { insertTenantList, rowToTenantList } from '../modules/tenants/repo';
import { newId } from '../platform/tokens';
import { bearer } from './auth-helpers';

/** A device written straight to the database (defaults of docs/product.md §3). */
export async function addDevice(
  app: App,
  orgId: string,
  subOrgId: string | null,
  fields: {
    name?: string;
    pairing_code?: string | null;
    theme_id?: string | null;
    tenants_id?: string | null;
  } = {},
): Promise<Device> {
  const at = app.ctx.now().toISOString();
  const row = await insertDevice(app.ctx.db, {
    id: newId(),
    org_id: orgId,
    sub_org_id: subOrgId,
    name: fields.name ?? 'Fixture Device',
    pairing_code: fields.pairing_code ?? null,
    theme_id: fields.theme_id ?? null,
    tenants_id: fields.tenants_id ?? null,
    created_at: at,
    updated_at: at,
  });
  return rowToDevice(row, app.ctx.now());
}

/** A tenant list of the first `count` sample companies, written straight to the database. */
export async function addTenantList(
  app: App,
  orgId: string,
  subOrgId: string | null,
  count = 3,
  name = 'Fixture Tenants',
): Promise<TenantList> {
  const at = app.ctx.now().toISOString();
  const row = await insertTenantList(app.ctx.db, {
    id: newId(),
    org_id: orgId,
    sub_org_id: subOrgId,
    name,
    scope: 'global',
    theme_id: null,
    entries: JSON.stringify(SAMPLE_DIRECTORY.slice(0, count)),
    created_at: at,
    updated_at: at,
  });
  return rowToTenantList(row);
}

/** Publishes a device through the API with `token`; throws unless 201. */
export async function publishDevice(
  app: App,
  token: string,
  device: Pick<Device, 'id' | 'org_id'>,
  fields: { theme_id?: string; pairing_code?: string; tenants_id?: string | null } = {},
): Promise<PublishedBundle> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/foyer/published-bundles',
    headers: bearer(token),
    payload: { org_id: device.org_id, device_id: device.id, bundle_name: '', ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`publish answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: PublishedBundle }>().data;
}
