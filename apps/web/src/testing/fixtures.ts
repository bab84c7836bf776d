import {
  tenantEntrySchema,
  type OrganizationImage,
  type SubOrganization,
  type TenantList,
  type User,
} from '@foyer/shared';
import { testUser } from './mock-api';

/** A user of the test organization with the given role (and id, e-mail from the name). */
export function makeUser(overrides: Partial<User> & Pick<User, 'name'>): User {
  const id = overrides.id ?? overrides.name.toLowerCase().replace(/\W+/g, '-');
  return { ...testUser, id, email: `${id}@example.test`, ...overrides };
}

export function makeSubOrganization(name: string, overrides: Partial<SubOrganization> = {}): SubOrganization {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return {
    id: `so-${slug}`,
    org_id: 'o1',
    name,
    description: '',
    slug,
    created_by: 'u1',
    created_at: '2026-03-04T10:00:00.000Z',
    languages: ['en'],
    time_zone: 'Europe/Berlin',
    ...overrides,
  };
}

/** A saved tenant list of the test organization in building s1, its entries given as partial rows. */
export function makeTenantList(
  entries: readonly (Partial<TenantList['entries'][number]> & { id: string })[],
  overrides: Partial<TenantList> = {},
): TenantList {
  return {
    id: 'list-1',
    org_id: testUser.org_id,
    sub_org_id: 's1',
    name: 'Tenants',
    scope: 'global',
    theme_id: null,
    entries: entries.map((entry) => tenantEntrySchema.parse(entry)),
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An image of the test organization's library (lobby.png, 2 KB). */
export function makeOrganizationImage(overrides: Partial<OrganizationImage> = {}): OrganizationImage {
  return {
    id: 'img1',
    _id: 'img1',
    org_id: 'o1',
    image_url: `/api/foyer/uploads/files/${'a'.repeat(64)}.png`,
    filename: `${'a'.repeat(64)}.png`,
    original_name: 'lobby.png',
    file_size: 2048,
    mime_type: 'image/png',
    uploaded_by: 'u1',
    uploaded_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
