/** Texts about which building the dashboard shows (docs/decisions/buildings.md BLD-8, BLD-9, BLD-11). */
export const BUILDING_SCOPE_TEXT = {
  allBuildings: 'All buildings',
  showAll: 'Show all buildings',
  lost: (lost: string, now: string) => `${lost} is no longer available to you. Showing ${now}.`,
  /** Empty state of a page whose building has none of the items other buildings have. */
  noneIn: (itemsName: string, building: string) => `No ${itemsName} in ${building}`,
  elsewhere: (count: number, itemName: string, itemsName: string) =>
    count === 1
      ? `1 ${itemName} is in another building.`
      : `${count.toLocaleString('en-US')} ${itemsName} are in other buildings.`,
} as const;
