import { SUB_ORG_STORAGE_KEY, type SubOrganization } from '@foyer/shared';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useUser } from '../auth/auth-context';
import { useSubOrganizations } from './get-sub-organizations';
import { resolveSubOrganizationSelection } from './resolve-selection';
import { SubOrganizationContext, type SubOrganizationContextValue } from './sub-organization-context';

// The id is stored as plain text; storage can be unavailable (private modes), then nothing is remembered.
function readStoredId(): string | null {
  try {
    return window.localStorage.getItem(SUB_ORG_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeId(id: string): void {
  try {
    window.localStorage.setItem(SUB_ORG_STORAGE_KEY, id);
  } catch {
    // Remembered for this visit only.
  }
}

const NONE: SubOrganization[] = [];

/** Holds the shell's sub-organization selection for every page below it. */
export function SubOrganizationProvider({ children }: { children: ReactNode }) {
  const user = useUser();
  const query = useSubOrganizations(user?.org_id);
  const [storedId, setStoredId] = useState(readStoredId);

  useEffect(() => {
    if (query.error) console.error('Failed to load sub-organizations', query.error);
  }, [query.error]);

  const select = useCallback((id: string) => {
    storeId(id);
    setStoredId(id);
  }, []);

  const list = query.data ?? NONE;
  const selectedId = user ? resolveSubOrganizationSelection(list, storedId, user) : null;
  const selected = list.find((subOrganization) => subOrganization.id === selectedId) ?? null;
  const status = query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready';

  const value = useMemo<SubOrganizationContextValue>(
    () => ({ subOrganizations: list, selected, select, status }),
    [list, selected, select, status],
  );
  return <SubOrganizationContext.Provider value={value}>{children}</SubOrganizationContext.Provider>;
}
