import { canReachSubOrganization, type Actor } from '@foyer/shared';

/**
 * What a user chose in the picker, remembered per user: one building (with its name, so a building
 * that later disappears can be named when saying so) or 'All buildings'.
 */
export type StoredSelection = { kind: 'one'; id: string; name: string } | { kind: 'all' };

export interface Resolution {
  /** The selected sub-organization; null with 'All buildings' or when none is reachable. */
  selectedId: string | null;
  /** 'All buildings' is chosen (docs/product.md §4: with no selection all devices and themes are shown). */
  all: boolean;
  /** False while the choice waits for the screen counts it picks by. */
  settled: boolean;
  /** The remembered building is gone or out of reach: the user must be told about the switch. */
  lostName: string | null;
}

/**
 * Which sub-organization is selected (docs/decisions/buildings.md BLD-6 to BLD-9): the
 * remembered choice while it is still reachable; 'All buildings' when chosen and there is more than
 * one; otherwise the reachable building with the most screens (name order breaks ties), so a new
 * empty building never takes anyone's place. The caller stores the answer, which keeps it stable.
 */
export function resolveSubOrganizationSelection(
  list: readonly { id: string }[],
  stored: StoredSelection | null,
  actor: Actor,
  screensBySubOrganization: ReadonlyMap<string | null, number> | null,
): Resolution {
  const reachable = list.filter((subOrganization) => canReachSubOrganization(actor, subOrganization.id));
  const answer = (selectedId: string | null, lostName: string | null = null): Resolution => ({
    selectedId,
    all: false,
    settled: true,
    lostName,
  });
  if (!reachable[0]) return answer(null);
  if (stored?.kind === 'all' && reachable.length > 1)
    return { selectedId: null, all: true, settled: true, lostName: null };
  if (stored?.kind === 'one' && reachable.some((subOrganization) => subOrganization.id === stored.id))
    return answer(stored.id);
  const lostName = stored?.kind === 'one' ? stored.name : null;
  const [first, ...others] = reachable;
  if (others.length === 0) return answer(first.id, lostName);
  if (screensBySubOrganization === null) return { selectedId: null, all: false, settled: false, lostName };
  let best = first;
  for (const subOrganization of others) {
    const screens = screensBySubOrganization.get(subOrganization.id) ?? 0;
    if (screens > (screensBySubOrganization.get(best.id) ?? 0)) best = subOrganization;
  }
  return answer(best.id, lostName);
}

/** Screens per sub-organization, the organization-wide ones under null. */
export function countScreens(devices: readonly { sub_org_id: string | null }[]): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const device of devices) counts.set(device.sub_org_id, (counts.get(device.sub_org_id) ?? 0) + 1);
  return counts;
}
