import { createContext, useContext, useEffect } from 'react';

/**
 * What a drawn tenant list holds: the names on a page and the smallest name it draws after fitting
 * (THM-34). The readability checks in the builder and on the theme cards report it; the list plans
 * its rows itself and tells them again whenever the plan changes (a web font arriving, a resize).
 */
export interface DrawnList {
  /** Names on the page on show; null when the list does not page or has not been measured. */
  namesPerPage: number | null;
  /** The smallest name drawn, in canvas pixels; null before the list area is measured. */
  smallestNamePx: number | null;
}

export const NOTHING_DRAWN: DrawnList = { namesPerPage: null, smallestNamePx: null };

export type DrawnListListener = (drawn: DrawnList) => void;

export const DrawnListContext = createContext<DrawnListListener | undefined>(undefined);

/** Tells the canvas's listener what the list draws, once per change. */
export function useReportDrawnList(namesPerPage: number | null, smallestNamePx: number | null): void {
  const listener = useContext(DrawnListContext);
  useEffect(() => {
    listener?.({ namesPerPage, smallestNamePx });
  }, [listener, namesPerPage, smallestNamePx]);
}
