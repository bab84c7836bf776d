import { canReachSubOrganization, type Actor } from '@foyer/shared';

/**
 * Which sub-organization is selected (SPEC §4): the remembered one while it is still reachable,
 * else the first reachable one (for Admins and Owners simply the first), else none.
 */
export function resolveSubOrganizationSelection(
  list: readonly { id: string }[],
  storedId: string | null,
  actor: Actor,
): string | null {
  const reachable = list.filter((subOrganization) => canReachSubOrganization(actor, subOrganization.id));
  if (storedId !== null && reachable.some((subOrganization) => subOrganization.id === storedId)) {
    return storedId;
  }
  return reachable[0]?.id ?? null;
}
