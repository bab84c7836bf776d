import { describe, expect, it } from 'vitest';
import { toInviteBody, validateInviteForm, type InviteFormValues } from './invite-form';

const valid: InviteFormValues = {
  name: 'Rosa Diaz',
  email: 'rosa@example.test',
  role: 'Editor',
  accessibleSubOrganizations: ['north'],
  password: '',
};

describe('invite form rules (docs/product.md §5 Invite user)', () => {
  it('accepts a complete invitation', () => {
    expect(validateInviteForm(valid, 'invite')).toEqual({});
  });

  it('requires name and e-mail', () => {
    expect(validateInviteForm({ ...valid, name: '  ', email: '' }, 'invite')).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
    });
    expect(validateInviteForm({ ...valid, email: 'rosa@' }, 'invite').email).toBe(
      'Please enter a valid email address',
    );
  });

  it.each(['Editor', 'Viewer'] as const)(
    'asks an %s invitation for at least one sub-organization',
    (role) => {
      expect(validateInviteForm({ ...valid, role, accessibleSubOrganizations: [] }, 'invite')).toEqual({
        accessibleSubOrganizations: 'Please select at least one sub-organization for this user.',
      });
    },
  );

  it('lets an Admin through without sub-organizations and does not send ticked ones', () => {
    const admin = { ...valid, role: 'Admin' as const, accessibleSubOrganizations: ['north'] };
    expect(validateInviteForm({ ...admin, accessibleSubOrganizations: [] }, 'invite')).toEqual({});
    expect(toInviteBody(admin, 'o1')).toMatchObject({
      role: 'Admin',
      accessibleSubOrganizations: [],
      org_id: 'o1',
    });
  });

  it('needs a password of at least 6 characters when the account is created directly', () => {
    expect(validateInviteForm(valid, 'password')).toEqual({ password: 'Password is required' });
    expect(validateInviteForm({ ...valid, password: '12345' }, 'password')).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(validateInviteForm({ ...valid, password: '123456' }, 'password')).toEqual({});
  });

  it('trims what it sends', () => {
    expect(toInviteBody({ ...valid, name: ' Rosa ', email: ' rosa@example.test ' }, 'o1')).toMatchObject({
      name: 'Rosa',
      email: 'rosa@example.test',
      projectName: 'foyer',
    });
  });
});
