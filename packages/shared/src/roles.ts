import { z } from 'zod';

export const ROLES = ['Owner', 'Admin', 'Editor', 'Viewer'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles that may be given through an invitation: an Owner cannot be invited (docs/product.md §5). */
export const INVITABLE_ROLES = ['Admin', 'Editor', 'Viewer'] as const;

/** Who is asking: the parts of a user that permissions depend on. */
export interface Actor {
  id: string;
  role: Role;
  org_id: string;
  accessibleSubOrganizations: string[];
  /**
   * An API token limited to one building (docs/decisions/api-tokens.md TOK-4): it reads the
   * organization-wide items but changes none of them.
   */
  organizationWideReadOnly?: boolean;
}

/** What is being acted on, when the answer depends on it. */
export interface Resource {
  /** The user being edited or deleted. */
  user?: { id: string; role: Role; org_id: string };
  /** The organization an item belongs to. */
  org_id?: string;
  /** The sub-organization an item belongs to; null for organization-wide items. */
  sub_org_id?: string | null;
}

/**
 * docs/product.md §6 as data: which roles may take each action at all. Resource-specific
 * limits (own organization, sub-organization access, owners) are applied in `can`.
 */
export const ROLE_TABLE = {
  /** See every sub-organization rather than only accessibleSubOrganizations. */
  'sub-organizations:see-all': ['Owner', 'Admin'],
  /** Sidebar entries Screens, Tenants, Themes. */
  'nav:content': ['Owner', 'Admin', 'Editor'],
  /** Menu items Users, Sub-Organizations, Images. */
  'nav:admin': ['Owner', 'Admin'],
  /** Read devices, tenant lists, themes, images of a reachable sub-organization. */
  'content:read': ['Owner', 'Admin', 'Editor', 'Viewer'],
  /** Create, edit, import, delete, save tenants; the same for devices, themes, publishing. */
  'content:write': ['Owner', 'Admin', 'Editor'],
  'images:upload': ['Owner', 'Admin', 'Editor'],
  'images:delete': ['Owner', 'Admin'],
  'users:list': ['Owner', 'Admin'],
  'users:invite': ['Owner', 'Admin'],
  'users:edit': ['Owner', 'Admin'],
  'users:delete': ['Owner', 'Admin'],
  'users:edit-access': ['Owner', 'Admin'],
  /** Give someone the Owner role: only an Owner shares ownership, so an Admin cannot promote anyone (or themselves). */
  'users:assign-owner': ['Owner'],
  'sub-organizations:manage': ['Owner', 'Admin'],
  /** Rename the organization (settings page). */
  'organization:edit': ['Owner', 'Admin'],
  /** Get the e-mails about screens gone offline and back (SCR-22), for the screens one can reach. */
  'screens:offline-alerts': ['Owner', 'Admin'],
  /** Start and end emergency alerts, manage the alert webhook (docs/product.md §10). */
  'alerts:manage': ['Owner', 'Admin'],
  /** The audit log page and its export (docs/product.md §10). */
  'audit:read': ['Owner', 'Admin'],
  /** How many of the organization's e-mails wait for the mail server (docs/product.md §9 "Mail"). */
  'mail:backlog': ['Owner', 'Admin'],
  /** Create, list and revoke the organization's API tokens (docs/product.md §14). */
  'api-tokens:manage': ['Owner', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof ROLE_TABLE;

/** Actions on another user: an Admin may take them on anyone but an Owner (docs/product.md §6 Edit User, Delete User). */
const USER_TARGETED: readonly Action[] = ['users:edit', 'users:delete', 'users:edit-access'];

export function can(actor: Actor | null | undefined, action: Action, resource: Resource = {}): boolean {
  if (!actor) return false;
  const roles: readonly Role[] = ROLE_TABLE[action];
  if (!roles.includes(actor.role)) return false;
  if (resource.org_id !== undefined && resource.org_id !== actor.org_id) return false;

  const target = resource.user;
  if (target) {
    if (target.org_id !== actor.org_id) return false;
    if (USER_TARGETED.includes(action) && actor.role === 'Admin') {
      if (target.role === 'Owner') return false;
      if (action === 'users:delete' && target.id === actor.id) return false;
    }
  }

  if (resource.sub_org_id === null && actor.organizationWideReadOnly && action !== 'content:read')
    return false;
  if (resource.sub_org_id !== undefined) return canReachSubOrganization(actor, resource.sub_org_id);
  return true;
}

/**
 * Owners and Admins reach every sub-organization by their role, so their own
 * accessibleSubOrganizations list is not used (the server stores and answers it as []).
 */
export function seesAllSubOrganizations(role: Role): boolean {
  return (ROLE_TABLE['sub-organizations:see-all'] as readonly Role[]).includes(role);
}

/** Editors and Viewers reach only their accessibleSubOrganizations and organization-wide items. */
export function canReachSubOrganization(actor: Actor, subOrgId: string | null): boolean {
  if (subOrgId === null) return true;
  if (seesAllSubOrganizations(actor.role)) return true;
  return actor.accessibleSubOrganizations.includes(subOrgId);
}

/** The roles that may take an action, in words ('Owners, Admins and Editors'), for refusals and notices. */
export function whoMay(action: Action): string {
  const plural: string[] = ROLE_TABLE[action].map((role) => `${role}s`);
  const last = plural.pop() ?? '';
  return plural.length === 0 ? last : `${plural.join(', ')} and ${last}`;
}
