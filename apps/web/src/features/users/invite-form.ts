import {
  type INVITABLE_ROLES,
  inviteUserBodySchema,
  PROJECT_NAME,
  registerBodySchema,
  type InviteUserBody,
} from '@foyer/shared';
import { fieldIssues } from '../../lib/field-issues';
import type { FormIssues } from '../../lib/issues-resolver';

export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** How the new user gets in: an e-mailed invitation, or a password the inviter sets now. */
export type JoinMethod = 'invite' | 'password';

export interface InviteFormValues {
  name: string;
  email: string;
  role: InvitableRole;
  accessibleSubOrganizations: string[];
  /** Only for the 'password' method. */
  password: string;
}

export type InviteFormIssues = FormIssues<InviteFormValues>;

/** The invitation body; Admins reach everything, so their ticked boxes (kept in the form) are not sent. */
export function toInviteBody(values: InviteFormValues, orgId?: string): InviteUserBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    accessibleSubOrganizations: values.role === 'Admin' ? [] : values.accessibleSubOrganizations,
    ...(orgId === undefined ? {} : { org_id: orgId }),
    projectName: PROJECT_NAME,
  };
}

/**
 * docs/product.md §5 Invite user: name, e-mail and role required; every role but Admin needs at least one
 * sub-organization. Setting a password instead follows the registration rule for passwords.
 */
export function validateInviteForm(values: InviteFormValues, method: JoinMethod): InviteFormIssues {
  const issues: InviteFormIssues = fieldIssues(inviteUserBodySchema.safeParse(toInviteBody(values)));
  if (method === 'password') {
    const password = registerBodySchema.shape.password.safeParse(values.password);
    if (!password.success) issues.password = password.error.issues[0]?.message;
  }
  return issues;
}
