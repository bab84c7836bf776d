import type { BundleBuilding, CategoryDictionary, VisitorLanguage } from '@foyer/shared';
import { createContext, useContext } from 'react';

/**
 * Where a screen stands (THM-30): its building's name and the building's mobile directory
 * address, copied into the bundle at publish. Themes only say whether to show them; the builder
 * has no building and shows placeholders.
 */
export interface ScreenPlace {
  buildingName: string | null;
  directoryUrl: string | null;
  /** The building's screen languages (docs/product.md §16); absent: English, or the canvas's `lang`. */
  languages?: readonly VisitorLanguage[];
  /** The building's time zone for the clock; absent: the TV's own. */
  timeZone?: string | null;
  /** The bundle's category translations (docs/decisions/languages.md LNG-21); absent: as typed. */
  categories?: CategoryDictionary;
}

export const NO_PLACE: ScreenPlace = { buildingName: null, directoryUrl: null };

/**
 * Where a bundle's screen stands: its building, or for a screen of the whole organization (no
 * building) the organization's name, so the header never stands empty (THM-33).
 */
export const placeOfBuilding = (
  building: BundleBuilding | null | undefined,
  organizationName?: string,
): ScreenPlace =>
  building
    ? {
        buildingName: building.name,
        directoryUrl: building.directory_url,
        languages: building.languages,
        timeZone: building.time_zone ?? null,
      }
    : organizationName
      ? { buildingName: organizationName, directoryUrl: null }
      : NO_PLACE;

export const ScreenPlaceContext = createContext<ScreenPlace>(NO_PLACE);

export const useScreenPlace = (): ScreenPlace => useContext(ScreenPlaceContext);

/** What the builder's canvas shows where a screen shows its building's directory QR code. */
export const SAMPLE_DIRECTORY_URL = 'https://foyer.example/directory/sample';
