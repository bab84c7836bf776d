import { useMemo } from 'react';
import { useSelectedSubOrganization } from './sub-organization-context';

/** The selected building's id and name with the way to 'All buildings', for list pages' empty states. */
export function useSelectedBuilding() {
  const { selected, select } = useSelectedSubOrganization();
  const building = useMemo(
    () => (selected ? { name: selected.name, onShowAll: () => select(null) } : null),
    [selected, select],
  );
  return { subOrgId: selected?.id ?? null, building };
}
