import type { ReactNode } from 'react';
import { BUILDING_SCOPE_TEXT } from '../../lib/sub-organizations/messages';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

/** The building the picker selected, and the way to 'All buildings'. */
export interface SelectedBuilding {
  name: string;
  onShowAll: () => void;
}

/** Items of other buildings while one is selected. */
export interface OtherBuildings extends SelectedBuilding {
  /** How many items the user may see outside the selected building. */
  count: number;
  /** The item's singular name, e.g. 'theme'. */
  itemName: string;
}

/**
 * The empty state of a building that has none of what other buildings have: it says where they are
 * instead of claiming there are none (docs/decisions/buildings.md BLD-11).
 */
export function OtherBuildingsEmptyState({
  elsewhere,
  itemsName,
  icon,
  action,
}: {
  elsewhere: OtherBuildings;
  /** Plural, e.g. 'themes'. */
  itemsName: string;
  icon: ReactNode;
  /** The page's add button, when the user may add. */
  action?: ReactNode;
}) {
  return (
    <EmptyState
      icon={icon}
      title={BUILDING_SCOPE_TEXT.noneIn(itemsName, elsewhere.name)}
      description={BUILDING_SCOPE_TEXT.elsewhere(elsewhere.count, elsewhere.itemName, itemsName)}
      action={
        <>
          <Button variant="secondary" onClick={elsewhere.onShowAll}>
            {BUILDING_SCOPE_TEXT.showAll}
          </Button>
          {action}
        </>
      }
    />
  );
}
