import type { Actor } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { countScreens, resolveSubOrganizationSelection, type StoredSelection } from './resolve-selection';

const list = [{ id: 'aardvark' }, { id: 'north' }, { id: 'south' }, { id: 'east' }];
const actor = (role: Actor['role'], accessibleSubOrganizations: string[] = []): Actor => ({
  id: 'u1',
  org_id: 'o1',
  role,
  accessibleSubOrganizations,
});
const one = (id: string, name = id): StoredSelection => ({ kind: 'one', id, name });
const screens = new Map<string | null, number>([
  ['north', 2],
  ['south', 5],
  ['east', 5],
  [null, 9],
]);
const pick = (stored: StoredSelection | null, who: Actor, counts: typeof screens | null = screens) =>
  resolveSubOrganizationSelection(list, stored, who, counts);

describe('resolveSubOrganizationSelection (docs/product.md §4, BLD-7, BLD-8)', () => {
  it.each(['Owner', 'Admin'] as const)(
    'gives an %s who never chose the building with the most screens, not the first by name',
    (role) => {
      expect(pick(null, actor(role))).toEqual({
        selectedId: 'south',
        all: false,
        settled: true,
        lostName: null,
      });
    },
  );

  it('breaks a tie in name order and ignores organization-wide screens', () => {
    expect(pick(null, actor('Owner')).selectedId).toBe('south');
    expect(pick(null, actor('Owner'), new Map([[null, 3]])).selectedId).toBe('aardvark');
  });

  it.each(['Editor', 'Viewer'] as const)('gives an %s the busiest one they may access', (role) => {
    expect(pick(null, actor(role, ['north', 'aardvark'])).selectedId).toBe('north');
  });

  it('waits for the screen counts before choosing among several', () => {
    expect(pick(null, actor('Owner'), null)).toEqual({
      selectedId: null,
      all: false,
      settled: false,
      lostName: null,
    });
    expect(pick(null, actor('Editor', ['east']), null)).toMatchObject({ selectedId: 'east', settled: true });
  });

  it('keeps the remembered building while it is reachable, whatever the counts', () => {
    expect(pick(one('aardvark'), actor('Admin')).selectedId).toBe('aardvark');
    expect(pick(one('east'), actor('Editor', ['south', 'east'])).selectedId).toBe('east');
    expect(pick(one('north'), actor('Owner'), null)).toMatchObject({ selectedId: 'north', settled: true });
  });

  it('keeps All buildings while there is more than one to show', () => {
    expect(pick({ kind: 'all' }, actor('Owner'))).toEqual({
      selectedId: null,
      all: true,
      settled: true,
      lostName: null,
    });
    expect(pick({ kind: 'all' }, actor('Editor', ['east'])).selectedId).toBe('east');
  });

  it('names a remembered building that was deleted or is out of reach, and picks again', () => {
    expect(pick(one('gone', 'Old Annex'), actor('Owner'))).toMatchObject({
      selectedId: 'south',
      lostName: 'Old Annex',
    });
    expect(pick(one('north', 'North Tower'), actor('Viewer', ['south']))).toMatchObject({
      selectedId: 'south',
      lostName: 'North Tower',
    });
  });

  it('selects nothing when nothing is reachable', () => {
    expect(resolveSubOrganizationSelection([], one('north'), actor('Owner'), screens).selectedId).toBeNull();
    expect(pick(null, actor('Editor', [])).selectedId).toBeNull();
  });
});

describe('countScreens', () => {
  it('counts devices by sub-organization, organization-wide ones under null', () => {
    const counts = countScreens([{ sub_org_id: 'a' }, { sub_org_id: 'a' }, { sub_org_id: null }]);
    expect([...counts]).toEqual([
      ['a', 2],
      [null, 1],
    ]);
  });
});
