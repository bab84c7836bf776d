import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Actor,
  type Role,
  can,
  canReachSubOrganization,
  ROLE_TABLE,
  ROLES,
  seesAllSubOrganizations,
  whoMay,
} from './roles';

const actor = (role: Role, extra: Partial<Actor> = {}): Actor => ({
  id: `u-${role}`,
  role,
  org_id: 'org-1',
  accessibleSubOrganizations: ['sub-a'],
  ...extra,
});

describe('can: the role table of docs/product.md §6', () => {
  const expectations: Array<[Action, Record<Role, boolean>]> = [
    ['sub-organizations:see-all', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['nav:content', { Owner: true, Admin: true, Editor: true, Viewer: false }],
    ['nav:admin', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['content:read', { Owner: true, Admin: true, Editor: true, Viewer: true }],
    ['content:write', { Owner: true, Admin: true, Editor: true, Viewer: false }],
    ['users:invite', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['users:edit', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['users:delete', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['images:delete', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['users:list', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['users:edit-access', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['users:assign-owner', { Owner: true, Admin: false, Editor: false, Viewer: false }],
    ['sub-organizations:manage', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['organization:edit', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['screens:offline-alerts', { Owner: true, Admin: true, Editor: false, Viewer: false }],
    ['mail:backlog', { Owner: true, Admin: true, Editor: false, Viewer: false }],
  ];
  it.each(expectations)('%s', (action, byRole) => {
    for (const role of Object.keys(byRole) as Role[]) {
      expect(can(actor(role), action), `${role} ${action}`).toBe(byRole[role]);
    }
  });

  it('refuses everything to nobody', () => {
    for (const action of Object.keys(ROLE_TABLE) as Action[]) expect(can(null, action)).toBe(false);
  });

  it('never reaches another organization', () => {
    expect(can(actor('Owner'), 'content:read', { org_id: 'org-2' })).toBe(false);
    expect(can(actor('Owner'), 'users:edit', { user: { id: 'x', role: 'Viewer', org_id: 'org-2' } })).toBe(
      false,
    );
  });

  it('lets an Owner edit and delete anyone, an Admin anyone but an Owner, and not delete themselves', () => {
    const owner = { id: 'o', role: 'Owner' as const, org_id: 'org-1' };
    const editor = { id: 'e', role: 'Editor' as const, org_id: 'org-1' };
    expect(can(actor('Owner'), 'users:edit', { user: owner })).toBe(true);
    expect(can(actor('Owner'), 'users:delete', { user: owner })).toBe(true);
    expect(can(actor('Admin'), 'users:edit', { user: owner })).toBe(false);
    expect(can(actor('Admin'), 'users:delete', { user: owner })).toBe(false);
    expect(can(actor('Admin'), 'users:edit', { user: editor })).toBe(true);
    expect(can(actor('Admin'), 'users:delete', { user: editor })).toBe(true);
    const admin = actor('Admin');
    expect(can(admin, 'users:delete', { user: { id: admin.id, role: 'Admin', org_id: 'org-1' } })).toBe(
      false,
    );
    expect(can(admin, 'users:edit', { user: { id: admin.id, role: 'Admin', org_id: 'org-1' } })).toBe(true);
  });

  it('lets an Admin change the access of anyone but an Owner', () => {
    const owner = { id: 'o', role: 'Owner' as const, org_id: 'org-1' };
    const viewer = { id: 'v', role: 'Viewer' as const, org_id: 'org-1' };
    expect(can(actor('Admin'), 'users:edit-access', { user: owner })).toBe(false);
    expect(can(actor('Admin'), 'users:edit-access', { user: viewer })).toBe(true);
    expect(can(actor('Owner'), 'users:edit-access', { user: owner })).toBe(true);
    expect(can(actor('Owner'), 'users:edit-access', { user: { ...viewer, org_id: 'org-2' } })).toBe(false);
  });

  it('says who reaches every sub-organization by role', () => {
    expect(ROLES.filter(seesAllSubOrganizations)).toEqual(['Owner', 'Admin']);
  });

  it('limits Editors and Viewers to their sub-organizations and organization-wide items', () => {
    expect(can(actor('Editor'), 'content:write', { sub_org_id: 'sub-a' })).toBe(true);
    expect(can(actor('Editor'), 'content:write', { sub_org_id: 'sub-b' })).toBe(false);
    expect(can(actor('Editor'), 'content:write', { sub_org_id: null })).toBe(true);
    expect(can(actor('Viewer'), 'content:read', { sub_org_id: 'sub-b' })).toBe(false);
    expect(can(actor('Viewer'), 'content:write', { sub_org_id: 'sub-a' })).toBe(false);
    expect(canReachSubOrganization(actor('Admin', { accessibleSubOrganizations: [] }), 'sub-b')).toBe(true);
  });
});

describe('whoMay', () => {
  it('names the roles of an action as the role table has them', () => {
    expect(whoMay('content:write')).toBe('Owners, Admins and Editors');
    expect(whoMay('users:invite')).toBe('Owners and Admins');
    expect(whoMay('users:assign-owner')).toBe('Owners');
  });
});
