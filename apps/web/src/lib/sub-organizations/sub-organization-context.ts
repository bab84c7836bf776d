import type { SubOrganization } from '@foyer/shared';
import { createContext, useContext } from 'react';

export interface SubOrganizationContextValue {
  /** The sub-organizations this user may see (all of them for Owners and Admins). */
  subOrganizations: SubOrganization[];
  /** The one the shell's picker has selected; null while loading, with 'All buildings', or with none. */
  selected: SubOrganization | null;
  /** 'All buildings' is chosen: pages show every item the user may see. */
  all: boolean;
  /** Chooses and remembers a sub-organization, or null for 'All buildings' (per user, in this browser). */
  select: (id: string | null) => void;
  status: 'loading' | 'ready' | 'error';
}

export const SubOrganizationContext = createContext<SubOrganizationContextValue | null>(null);

/**
 * The selected sub-organization of the dashboard. Pages filter devices, tenant lists and themes by
 * `selected` (all when null) and give new items `sub_org_id: selected?.id ?? null` (docs/product.md §5).
 */
export function useSelectedSubOrganization(): SubOrganizationContextValue {
  const value = useContext(SubOrganizationContext);
  if (!value) throw new Error('useSelectedSubOrganization must be used inside <SubOrganizationProvider>');
  return value;
}
