/**
 * Where a floor stands in its building (docs/product.md §11 'Grouping by floor',
 * docs/decisions/themes.md THM-32): the one rule by which screens sort and group by floor and the
 * phone directory groups. Sorting by the first number in a value put B1 with 1 and the ground floor
 * after 12, so the value is read as a floor of a building instead, in English, German, French,
 * Spanish, Italian and Dutch spellings.
 */

export const FLOOR_ORDERS = ['lowest-first', 'highest-first'] as const;
export type FloorOrder = (typeof FLOOR_ORDERS)[number];

/**
 * The bands of a building, bottom to top. Floors with a height (basements, ground, mezzanine,
 * numbered floors) share one band and are ordered by it; words the rule does not know come after
 * them and before the penthouse and the roof (THM-32); no floor at all is last in either order.
 */
const BAND = { building: 0, unknown: 1, penthouse: 2, roof: 3, none: 4 } as const;

export interface FloorRank {
  band: (typeof BAND)[keyof typeof BAND];
  /** Storeys above the ground floor: B2 is -2, G 0, a mezzanine 0.5, '12A' 12. */
  height: number;
  /** What follows the number of a numbered floor ('a' of 12A), so 12 < 12A < 12B. */
  suffix: string;
  /** The English name of a floor typed without a number ('Ground floor' for G, EG, RDC…). */
  name?: string;
}

/** Heights of the named floors between the basements and the first floor. */
const LOWER_GROUND = -0.5;
const GROUND = 0;
const UPPER_GROUND = 0.25;
const MEZZANINE = 0.5;

const GROUND_WORDS = new Set([
  'g',
  'gf',
  'ground',
  'lobby',
  'l',
  'main',
  'street',
  'eg',
  'erdgeschoss',
  'rdc',
  'rez de chaussee',
  'pb',
  'planta baja',
  'bg',
  'begane grond',
  'piano terra',
  'pianoterra',
]);
const LOWER_GROUND_WORDS = new Set(['lg', 'lgf', 'lower ground']);
const UPPER_GROUND_WORDS = new Set(['upper ground']);
/** Also taken before a number: 'M1'. */
const MEZZANINE_WORDS = new Set([
  'm',
  'mezz',
  'mezzanine',
  'entresol',
  'entreplanta',
  'entresuelo',
  'zwischengeschoss',
]);
const LOWER_LEVEL_WORDS = new Set(['ll', 'lower level', 'lower']);
/**
 * Below ground, as a word alone (the first level down) or before a number (its depth): B2,
 * 'Basement 2', LL2, P2 (parking), 'UG 2', '2. UG', SS2, '2e sous-sol', S2, 'Sótano 2'. UG is the
 * German Untergeschoss, not the British upper ground, which is spelt out. A car park typed as a
 * word is taken to be underground, as almost all under an office building are.
 */
const BASEMENT_WORDS = new Set([
  ...LOWER_LEVEL_WORDS,
  'b',
  'basement',
  'p',
  'parking',
  'car park',
  'garage',
  'ug',
  'untergeschoss',
  'kg',
  'kellergeschoss',
  'keller',
  'ss',
  'sous sol',
  's',
  'sotano',
  'kelder',
  'souterrain',
  'cellar',
]);
/** Also taken before a number: PH1, PH2. */
const PENTHOUSE_WORDS = new Set(['ph', 'penthouse']);
const ROOF_WORDS = new Set([
  'roof',
  'rooftop',
  'roof top',
  'roof deck',
  'roof terrace',
  'roof garden',
  'dach',
  'toit',
  'azotea',
]);
/** Words that only say 'floor': 'Level 3', 'Floor 3', '3rd Floor', '3. OG', 'Etage 3', 'Piso 3'. */
const FLOOR_WORDS = new Set([
  'floor',
  'fl',
  'flr',
  'level',
  'lvl',
  'lv',
  'l',
  'etage',
  'stock',
  'stockwerk',
  'og',
  'obergeschoss',
  'geschoss',
  'piso',
  'planta',
  'piano',
  'verdieping',
  'niveau',
  'nivel',
  'andar',
]);
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/** Case, accents, hyphens and spacing do not matter: 'Rez-de-Chaussée' is 'rez de chaussee'. */
function normalize(floor: string): string {
  return floor
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[º°ª]/g, '')
    .replace(/([a-z])[-_](?=[a-z])/g, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words left once the words that only say 'floor' are taken out. */
const withoutFloorWords = (words: string): string =>
  words
    .split(' ')
    .filter((word) => word !== '' && !FLOOR_WORDS.has(word))
    .join(' ');

/** The word list a phrase belongs to, read as typed and then without 'floor', 'level'…. */
const isIn = (words: Set<string>, phrase: string): boolean =>
  words.has(phrase) || (phrase !== '' && words.has(withoutFloorWords(phrase)));

const building = (height: number, suffix = ''): FloorRank => ({ band: BAND.building, height, suffix });
const banded = (band: FloorRank['band'], height = 0): FloorRank => ({ band, height, suffix: '' });

const named = (rank: FloorRank, name: string): FloorRank => ({ ...rank, name });

/** A value without a number: a named floor, or an English ordinal ('Third Floor'). */
function namedRank(words: string): FloorRank {
  if (isIn(GROUND_WORDS, words)) return named(building(GROUND), 'Ground floor');
  if (isIn(LOWER_GROUND_WORDS, words)) return named(building(LOWER_GROUND), 'Lower ground floor');
  if (isIn(UPPER_GROUND_WORDS, words)) return named(building(UPPER_GROUND), 'Upper ground floor');
  if (isIn(MEZZANINE_WORDS, words)) return named(building(MEZZANINE), 'Mezzanine');
  if (isIn(LOWER_LEVEL_WORDS, words)) return named(building(-1), 'Lower level');
  if (isIn(BASEMENT_WORDS, words)) return named(building(-1), 'Basement');
  if (isIn(PENTHOUSE_WORDS, words)) return named(banded(BAND.penthouse), 'Penthouse');
  if (isIn(ROOF_WORDS, words)) return named(banded(BAND.roof), 'Roof');
  const ordinal = ORDINAL_WORDS.indexOf(withoutFloorWords(words));
  if (ordinal >= 0) return building(ordinal + 1);
  return banded(BAND.unknown);
}

/**
 * Where `floor` stands in the building. The first number in it is the storey, with an ordinal or a
 * letter right after it ('3rd', '3e', '3.', '12A'); the words around it say whether it is above
 * ground ('Level 3', '3. OG'), below ('B2', '2. UG', 'Sótano 2', '-2'), a mezzanine or a penthouse.
 */
export function floorRank(floor: string): FloorRank {
  const value = normalize(String(floor ?? ''));
  if (value === '') return banded(BAND.none);
  const match = /(-\s?)?(\d+)([a-z]{0,3})\.?(?![\d])/.exec(value);
  if (!match) return namedRank(value);

  const number = Number(match[2]);
  const negative = match[1] !== undefined;
  const ordinal = /^(st|nd|rd|th|e|er|re|eme|ere)$/.test(match[3] ?? '');
  const suffix = ordinal ? '' : (match[3] ?? '');
  const words = `${value.slice(0, match.index)} ${value.slice(match.index + match[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();

  if (words === '' || withoutFloorWords(words) === '') {
    if (number === 0 && suffix === '') return named(building(GROUND), 'Ground floor');
    return building(negative ? -number : number, suffix);
  }
  if (isIn(BASEMENT_WORDS, words)) return building(-number, suffix);
  if (isIn(MEZZANINE_WORDS, words)) return building(MEZZANINE, `${number}${suffix}`);
  if (isIn(PENTHOUSE_WORDS, words)) return banded(BAND.penthouse, number);
  return banded(BAND.unknown);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Building order of two floor values: basements deepest first, the ground floor, mezzanine,
 * numbered floors (12, 12A, 12B), unknown words, penthouse, roof; 'highest-first' turns that round
 * as an elevator panel reads. Values without a floor are last either way. Two values on the same
 * storey ('G' and 'Ground', '3' and 'Level 3') keep alphabetical order in both.
 */
export function compareFloors(a: string, b: string, order: FloorOrder = 'lowest-first'): number {
  const ra = floorRank(a);
  const rb = floorRank(b);
  if (ra.band === BAND.none || rb.band === BAND.none) return ra.band === rb.band ? 0 : ra.band - rb.band;
  const direction = order === 'highest-first' ? -1 : 1;
  const byRank = ra.band - rb.band || ra.height - rb.height || collator.compare(ra.suffix, rb.suffix);
  return byRank !== 0 ? direction * byRank : collator.compare(a.trim(), b.trim());
}
