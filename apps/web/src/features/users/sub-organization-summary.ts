import {
  seesAllSubOrganizations,
  USERS_SUB_ORG_NAMES_SHOWN,
  type Role,
  type SubOrganization,
} from '@foyer/shared';

export type SubOrganizationSummary =
  | { kind: 'all' }
  | { kind: 'none' }
  /** `names` are shown; `every` is the whole list, for the '+N more' popover. */
  | { kind: 'some'; names: string[]; more: number; every: string[] };

/**
 * The Sub-Organizations cell of the users table (docs/product.md §2, §9): Owners and Admins reach all of
 * them; others show the first names, in the organization's order, then how many more.
 */
export function summarizeSubOrganizations(
  user: { role: Role; accessibleSubOrganizations: readonly string[] },
  subOrganizations: readonly Pick<SubOrganization, 'id' | 'name'>[],
  shown: number = USERS_SUB_ORG_NAMES_SHOWN,
): SubOrganizationSummary {
  if (seesAllSubOrganizations(user.role)) return { kind: 'all' };
  const ids = new Set(user.accessibleSubOrganizations);
  // Ids of sub-organizations deleted since are not named.
  const names = subOrganizations.filter((s) => ids.has(s.id)).map((s) => s.name);
  if (names.length === 0) return { kind: 'none' };
  return {
    kind: 'some',
    names: names.slice(0, shown),
    more: Math.max(0, names.length - shown),
    every: names,
  };
}

/** The summary as text: 'All', 'None', 'North Tower, South Tower' or 'North Tower, South Tower +2 more'. */
export function formatSubOrganizationSummary(summary: SubOrganizationSummary): string {
  if (summary.kind === 'all') return 'All';
  if (summary.kind === 'none') return 'None';
  const names = summary.names.join(', ');
  return summary.more > 0 ? `${names} +${summary.more} more` : names;
}
