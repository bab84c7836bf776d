import { SUB_ORG_STORAGE_KEY, type SubOrganization } from '@foyer/shared';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useUser } from '../auth/auth-context';
import { useSubOrganizations } from './get-sub-organizations';
import { BUILDING_SCOPE_TEXT } from './messages';
import { resolveSubOrganizationSelection, type StoredSelection } from './resolve-selection';
import { SubOrganizationContext, type SubOrganizationContextValue } from './sub-organization-context';

const keyFor = (userId: string) => `${SUB_ORG_STORAGE_KEY}:${userId}`;

function isStoredSelection(value: unknown): value is StoredSelection {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate.kind === 'all' ||
    (candidate.kind === 'one' && typeof candidate.id === 'string' && typeof candidate.name === 'string')
  );
}

// Storage can be unavailable (private modes); then the choice lasts for this visit only.
function readStored(userId: string): StoredSelection | null {
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isStoredSelection(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeStored(userId: string, selection: StoredSelection): void {
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(selection));
  } catch {
    // Remembered for this visit only.
  }
}

const NONE: SubOrganization[] = [];

export interface SubOrganizationProviderProps {
  children: ReactNode;
  /**
   * Screens per sub-organization, or null while they load: the first choice of a user who never
   * picked is the building with the most screens. Given by the app, which owns the devices query.
   */
  screensBySubOrganization: ReadonlyMap<string | null, number> | null;
}

/**
 * Holds the shell's sub-organization selection for every page below it, remembered per user in this
 * browser and never changed behind the user's back (docs/decisions/buildings.md BLD-6).
 */
export function SubOrganizationProvider({
  children,
  screensBySubOrganization,
}: SubOrganizationProviderProps) {
  const user = useUser();
  const query = useSubOrganizations(user?.org_id);
  const userId = user?.id ?? null;
  const [stored, setStored] = useState<{ userId: string | null; value: StoredSelection | null }>(() => ({
    userId,
    value: userId ? readStored(userId) : null,
  }));
  // Another user signed in on this tab: their own choice applies.
  const current = stored.userId === userId ? stored.value : userId ? readStored(userId) : null;

  useEffect(() => {
    if (query.error) console.error('Failed to load sub-organizations', query.error);
  }, [query.error]);

  const list = query.data ?? NONE;
  const resolution =
    user && query.data
      ? resolveSubOrganizationSelection(list, current, user, screensBySubOrganization)
      : null;
  const selected = list.find((subOrganization) => subOrganization.id === resolution?.selectedId) ?? null;

  const remember = useCallback(
    (value: StoredSelection) => {
      if (userId) writeStored(userId, value);
      setStored({ userId, value });
    },
    [userId],
  );

  // The automatic choice is written down at once, so a building added later never moves anyone
  // (a renamed building's new name too, to name it if it ever disappears).
  const settledId = resolution?.settled && !resolution.all ? (selected?.id ?? null) : null;
  const lostName = resolution?.lostName ?? null;
  useEffect(() => {
    if (!settledId || !selected) return;
    if (current?.kind === 'one' && current.id === settledId && current.name === selected.name) return;
    remember({ kind: 'one', id: selected.id, name: selected.name });
    if (lostName) toast.info(BUILDING_SCOPE_TEXT.lost(lostName, selected.name));
  }, [settledId, selected, current, lostName, remember]);

  const select = useCallback(
    (id: string | null) => {
      if (id === null) return remember({ kind: 'all' });
      const chosen = list.find((subOrganization) => subOrganization.id === id);
      if (chosen) remember({ kind: 'one', id, name: chosen.name });
    },
    [list, remember],
  );

  const status =
    query.isPending || (query.data && resolution && !resolution.settled)
      ? 'loading'
      : query.isError && !query.data
        ? 'error'
        : 'ready';
  const all = resolution?.all ?? false;

  const value = useMemo<SubOrganizationContextValue>(
    () => ({ subOrganizations: list, selected, all, select, status }),
    [list, selected, all, select, status],
  );
  return <SubOrganizationContext.Provider value={value}>{children}</SubOrganizationContext.Provider>;
}
