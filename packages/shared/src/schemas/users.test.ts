import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './account';
import {
  inviteUserBodySchema,
  updateUserAccessBodySchema,
  updateUserBodySchema,
  USER_MESSAGES,
} from './users';

const messages = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('invite user (docs/product.md §5)', () => {
  const valid = { name: 'Ann', email: 'ann@example.com', role: 'Editor', accessibleSubOrganizations: ['s1'] };

  it('accepts a complete invitation', () => {
    expect(inviteUserBodySchema.parse(valid)).toMatchObject(valid);
  });

  it('refuses the Owner role with its own message, and unknown roles', () => {
    expect(messages(inviteUserBodySchema.safeParse({ ...valid, role: 'Owner' }))).toEqual([
      `role: ${USER_MESSAGES.ownerCannotBeInvited}`,
    ]);
    expect(messages(inviteUserBodySchema.safeParse({ ...valid, role: 'Boss' }))).toEqual([
      `role: ${USER_MESSAGES.roleInvalid}`,
    ]);
    expect(messages(inviteUserBodySchema.safeParse({ ...valid, role: undefined }))).toEqual([
      `role: ${USER_MESSAGES.roleRequired}`,
    ]);
  });

  it('needs a sub-organization for Editors and Viewers, not for Admins', () => {
    const none = { ...valid, accessibleSubOrganizations: [] };
    expect(messages(inviteUserBodySchema.safeParse(none))).toEqual([
      `accessibleSubOrganizations: ${USER_MESSAGES.subOrganizationRequired}`,
    ]);
    expect(messages(inviteUserBodySchema.safeParse({ ...none, role: 'Viewer' }))).toHaveLength(1);
    expect(inviteUserBodySchema.safeParse({ ...none, role: 'Admin' }).success).toBe(true);
    expect(
      inviteUserBodySchema.parse({ ...valid, role: 'Admin', accessibleSubOrganizations: undefined })
        .accessibleSubOrganizations,
    ).toEqual([]);
  });
});

describe('edit user', () => {
  const valid = { name: 'Ann', email: 'ann@example.com', role: 'Owner' };

  it('allows every role, an empty password and no access list', () => {
    expect(updateUserBodySchema.safeParse({ ...valid, password: '' }).success).toBe(true);
    expect(updateUserBodySchema.safeParse({ ...valid, role: 'Viewer' }).success).toBe(true);
  });

  it('checks a sent access list against the role and a sent password', () => {
    expect(
      messages(updateUserBodySchema.safeParse({ ...valid, role: 'Viewer', accessibleSubOrganizations: [] })),
    ).toEqual([`accessibleSubOrganizations: ${USER_MESSAGES.subOrganizationRequired}`]);
    expect(messages(updateUserBodySchema.safeParse({ ...valid, password: '123' }))).toEqual([
      'password: Password must be at least 6 characters long',
    ]);
  });

  it('access needs a list of ids', () => {
    expect(updateUserAccessBodySchema.safeParse({ accessibleSubOrganizations: 's1' }).success).toBe(false);
    expect(updateUserAccessBodySchema.safeParse({ accessibleSubOrganizations: ['s1'] }).success).toBe(true);
  });
});

describe('change password form', () => {
  it('needs the current password, 6 characters and a matching confirmation', () => {
    const valid = { currentPassword: 'old', newPassword: 'newpass', confirmPassword: 'newpass' };
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
    expect(messages(changePasswordFormSchema.safeParse({ ...valid, confirmPassword: 'other' }))).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
    expect(
      messages(changePasswordFormSchema.safeParse({ ...valid, newPassword: 'abc', confirmPassword: 'abc' })),
    ).toEqual(['newPassword: Password must be at least 6 characters long']);
  });
});
