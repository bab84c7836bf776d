import type { Actor, Role } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { canResendInvitation, grantableRoles, userRowActions } from './user-actions';

const person = (id: string, role: Role): Actor => ({
  id,
  role,
  org_id: 'o1',
  accessibleSubOrganizations: [],
});
const owner = person('owner', 'Owner');
const admin = person('admin', 'Admin');

describe('userRowActions (docs/product.md §6)', () => {
  it('lets an Owner do everything to anyone', () => {
    expect(userRowActions(owner, person('other-owner', 'Owner'))).toEqual({
      editAccess: true,
      edit: true,
      delete: true,
      restriction: null,
    });
  });

  it('keeps an Admin away from Owners and from deleting themselves, and says why', () => {
    expect(userRowActions(admin, owner)).toEqual({
      editAccess: false,
      edit: false,
      delete: false,
      restriction: 'Only an Owner can change an Owner.',
    });
    expect(userRowActions(admin, admin)).toEqual({
      editAccess: true,
      edit: true,
      delete: false,
      restriction: "You can't delete your own account.",
    });
    expect(userRowActions(admin, person('e', 'Editor')).delete).toBe(true);
  });

  it('gives Editors and Viewers nothing', () => {
    for (const role of ['Editor', 'Viewer'] as const) {
      const actions = userRowActions(person('me', role), person('e', 'Viewer'));
      expect([actions.editAccess, actions.edit, actions.delete]).toEqual([false, false, false]);
    }
  });

  it('refuses users of another organization', () => {
    expect(userRowActions(owner, { id: 'x', role: 'Viewer', org_id: 'o2' }).edit).toBe(false);
  });
});

describe('grantableRoles', () => {
  it('offers the Owner role to Owners only', () => {
    expect(grantableRoles(owner)).toEqual(['Owner', 'Admin', 'Editor', 'Viewer']);
    expect(grantableRoles(admin)).toEqual(['Admin', 'Editor', 'Viewer']);
  });
});

describe('canResendInvitation', () => {
  const invited = (role: Role) => ({ ...person(`invited-${role}`, role), isInvited: true });

  it('lets Owners and Admins resend to invited Editors, Viewers and Admins', () => {
    for (const role of ['Admin', 'Editor', 'Viewer'] as const) {
      expect(canResendInvitation(owner, invited(role)), role).toBe(true);
      expect(canResendInvitation(admin, invited(role)), role).toBe(true);
    }
  });

  it('never for an invited Owner, someone who accepted, or an Editor or Viewer signed in', () => {
    expect(canResendInvitation(owner, invited('Owner'))).toBe(false);
    expect(canResendInvitation(owner, { ...invited('Editor'), isInvited: false })).toBe(false);
    expect(canResendInvitation(person('editor', 'Editor'), invited('Viewer'))).toBe(false);
    expect(canResendInvitation(person('viewer', 'Viewer'), invited('Viewer'))).toBe(false);
  });
});
