import type { Actor } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { resolveSubOrganizationSelection } from './resolve-selection';

const list = [{ id: 'north' }, { id: 'south' }, { id: 'east' }];
const actor = (role: Actor['role'], accessibleSubOrganizations: string[] = []): Actor => ({
  id: 'u1',
  org_id: 'o1',
  role,
  accessibleSubOrganizations,
});

describe('resolveSubOrganizationSelection (SPEC §4)', () => {
  it.each(['Owner', 'Admin'] as const)('gives an %s the first sub-organization', (role) => {
    expect(resolveSubOrganizationSelection(list, null, actor(role))).toBe('north');
  });

  it.each(['Editor', 'Viewer'] as const)('gives an %s the first one they may access', (role) => {
    expect(resolveSubOrganizationSelection(list, null, actor(role, ['east', 'south']))).toBe('south');
  });

  it('keeps the remembered selection while it is still reachable', () => {
    expect(resolveSubOrganizationSelection(list, 'east', actor('Admin'))).toBe('east');
    expect(resolveSubOrganizationSelection(list, 'east', actor('Editor', ['south', 'east']))).toBe('east');
  });

  it('drops a remembered selection that was deleted or is no longer reachable', () => {
    expect(resolveSubOrganizationSelection(list, 'gone', actor('Owner'))).toBe('north');
    expect(resolveSubOrganizationSelection(list, 'north', actor('Viewer', ['south']))).toBe('south');
  });

  it('selects nothing when nothing is reachable', () => {
    expect(resolveSubOrganizationSelection([], 'north', actor('Owner'))).toBeNull();
    expect(resolveSubOrganizationSelection(list, null, actor('Editor', []))).toBeNull();
  });
});
