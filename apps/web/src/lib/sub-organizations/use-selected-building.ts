import { useMemo } from 'react';
import { useSelectedSubOrganization } from './sub-organization-context';

/**
 * The selected building's id, and for list pages' empty states its name with the way to 'All
 * buildings'. That way exists only when the picker offers 'All buildings' (more than one
 * building, docs/decisions/buildings.md BLD-9), so a lone building never offers a 'Show all
 * buildings' that cannot work.
 */
export function useSelectedBuilding() {
  const { selected, select, subOrganizations } = useSelectedSubOrganization();
  const several = subOrganizations.length > 1;
  const building = useMemo(
    () => (selected && several ? { name: selected.name, onShowAll: () => select(null) } : null),
    [selected, several, select],
  );
  return { subOrgId: selected?.id ?? null, building };
}
