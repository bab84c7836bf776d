import { describe, expect, it } from 'vitest';
import { compareFloors, floorRank } from './floor-order';

const sorted = (floors: readonly string[], order?: 'lowest-first' | 'highest-first') =>
  [...floors].sort((a, b) => compareFloors(a, b, order));

describe('floor order (docs/decisions/themes.md THM-32)', () => {
  it("puts THM-32's floors in building order instead of by their first number", () => {
    // The order screens and the phone directory showed: the car park between 1 and 2, ground last.
    const reported = ['1', 'B1', '2', 'B2', '3', '10', '11', '12', '12A', 'G', 'Ground', 'Roof'];
    expect(sorted(reported)).toEqual([
      'B2',
      'B1',
      'G',
      'Ground',
      '1',
      '2',
      '3',
      '10',
      '11',
      '12',
      '12A',
      'Roof',
    ]);
    expect(sorted([...reported].reverse())).toEqual(sorted(reported));
  });

  it('reads each spelling as its storey', () => {
    // Each row: values on one storey, the storey listed from the deepest basement to the roof.
    const storeys: string[][] = [
      ['B3', 'Basement 3', '-3', 'P3', 'S3', 'SS3', '3. UG', 'Sótano 3'],
      [
        'B2',
        'basement 2',
        'LL2',
        'Lower Level 2',
        'P2',
        'UG2',
        '2. Untergeschoss',
        '2e sous-sol',
        '-2',
        'S2',
      ],
      [
        'B1',
        'Basement',
        'LL',
        'Lower Level',
        'P1',
        'Parking',
        'UG',
        'Untergeschoss',
        'KG',
        'Sous-sol',
        'SS',
        '-1',
        'S1',
        'Level -1',
        'Kelder',
      ],
      ['LG', 'Lower Ground Floor'],
      [
        'G',
        'GF',
        'Ground',
        'Ground Floor',
        ' ground ',
        'Lobby',
        'L',
        'EG',
        'Erdgeschoss',
        'RDC',
        'Rez-de-chaussée',
        'PB',
        'Planta baja',
        '0',
        'BG',
        'Begane grond',
        'Piano terra',
        'Level 0',
      ],
      ['Upper Ground'],
      ['M', 'Mezzanine', 'MEZZ', 'Entresol'],
      ['1', '1st', 'First Floor', 'L1', 'Level 1', '1er étage', '1ª planta'],
      ['2', '2nd Floor', 'Floor 2', '2. OG', 'Etage 2', 'Piso 2', '2e étage'],
      [
        '3',
        '3rd',
        'Level 3',
        'Floor 3',
        '3. OG',
        'Etage 3',
        '3ème étage',
        'third floor',
        '3º piano',
        '3. Stock',
      ],
      ['12'],
      ['12A'],
      ['12B'],
      // Words the rule does not know: after the numbered floors, before the penthouse and roof.
      ['Sky Lounge', 'Annex'],
      ['PH', 'Penthouse'],
      ['PH2'],
      ['Roof', 'Rooftop', 'ROOF ', 'Roof Terrace', 'Dach'],
    ];
    storeys.forEach((storey, i) => {
      for (const floor of storey) {
        const { band, height, suffix } = floorRank(storey[0] ?? '');
        expect([floor, floorRank(floor)]).toEqual([floor, expect.objectContaining({ band, height, suffix })]);
        for (const below of storeys.slice(0, i).flat()) {
          expect([below, floor, compareFloors(below, floor) < 0]).toEqual([below, floor, true]);
          expect([floor, below, compareFloors(floor, below) > 0]).toEqual([floor, below, true]);
        }
      }
    });
  });

  it('orders two spellings of one storey by name, in either direction', () => {
    expect(sorted(['Ground', 'G', 'EG'])).toEqual(['EG', 'G', 'Ground']);
    expect(sorted(['Ground', 'G', 'EG'], 'highest-first')).toEqual(['EG', 'G', 'Ground']);
    expect(sorted(['Sky Lounge', 'Annex'], 'highest-first')).toEqual(['Annex', 'Sky Lounge']);
  });

  it('reads highest first as an elevator panel does, companies without a floor still last', () => {
    expect(sorted(['1', '', 'B1', 'Roof', '12A', 'G', 'M', '12', 'B2', 'PH', ' '], 'highest-first')).toEqual([
      'Roof',
      'PH',
      '12A',
      '12',
      '1',
      'M',
      'G',
      'B1',
      'B2',
      '',
      ' ',
    ]);
    expect(sorted(['', '3', 'B1'])).toEqual(['B1', '3', '']);
  });
});
