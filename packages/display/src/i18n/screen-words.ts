import {
  floorHeading,
  SCREEN_MESSAGES_EN,
  simpleTranslator,
  type ScreenMessageKey,
  type TenantColumn,
} from '@foyer/shared';

/**
 * The words a directory list draws around the tenants' own values: column headings, floor
 * headings and the stacked 'Floor 3 · Suite 310' line, in the screen's language(s)
 * (docs/product.md §16). Tenant values themselves are never translated.
 */
export interface ScreenWords {
  heading(column: TenantColumn): string;
  /** The heading a floor value reads as (floorHeading), in the screen's words. */
  floor(value: string): string;
  /** A suite under a name: 'Suite 310' for a number, the value as typed otherwise. */
  suite(value: string): string;
  /** A category in the screen's language(s) from the organization's dictionary, else as typed (LNG-20). */
  category(value: string): string;
}

/**
 * The message of a name floorHeading gives a floor code ('G' → 'Ground floor' → floor.ground,
 * 'Lower level' → floor.lowerLevel); undefined for anything else.
 */
function namedFloorKey(name: string): ScreenMessageKey | undefined {
  const words = name.replace(/ floor$/, '').split(' ');
  const key = `floor.${words.map((w, i) => (i ? w.charAt(0).toUpperCase() + w.slice(1) : w.toLowerCase())).join('')}`;
  return key in SCREEN_MESSAGES_EN ? (key as ScreenMessageKey) : undefined;
}

export function screenWords(
  t: (key: ScreenMessageKey, values?: Record<string, string | number>) => string,
): ScreenWords {
  return {
    heading: (column) => t(`column.${column}`),
    floor: (floor) => {
      const value = floor.trim();
      if (value === '') return t('floor.none');
      const english = floorHeading(value);
      if (english === `Floor ${value}`) return t('floor.heading', { floor: value });
      const named = namedFloorKey(english);
      // A floor typed as a word ('Roof', 'Erdgeschoss') stays as typed; a code ('G', 'PH') is named.
      return named && english.toLowerCase() !== value.toLowerCase() ? t(named) : english;
    },
    suite: (value) => (/^[\d]/.test(value) ? t('floor.suite', { suite: value }) : value),
    category: (value) => value,
  };
}

/** The English words, bundled: what a screen without languages and the tests draw. */
export const ENGLISH_WORDS: ScreenWords = screenWords(simpleTranslator(SCREEN_MESSAGES_EN));
