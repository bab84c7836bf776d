import { describe, expect, it } from 'vitest';
import { formatSubOrganizationSummary, summarizeSubOrganizations } from './sub-organization-summary';

const subOrganizations = [
  { id: 'n', name: 'North Tower' },
  { id: 's', name: 'South Tower' },
  { id: 'e', name: 'East Wing' },
  { id: 'w', name: 'West Wing' },
];
const text = (role: 'Owner' | 'Admin' | 'Editor' | 'Viewer', ids: string[]) =>
  formatSubOrganizationSummary(
    summarizeSubOrganizations({ role, accessibleSubOrganizations: ids }, subOrganizations),
  );

describe('sub-organization summary of the users table', () => {
  it('names up to two, then +N more', () => {
    expect(text('Editor', ['n'])).toBe('North Tower');
    expect(text('Editor', ['n', 's'])).toBe('North Tower, South Tower');
    expect(text('Viewer', ['n', 's', 'e'])).toBe('North Tower, South Tower +1 more');
    expect(text('Viewer', ['w', 'e', 's', 'n'])).toBe('North Tower, South Tower +2 more');
  });

  it("says 'None' without any, ignoring ids that no longer exist", () => {
    expect(text('Editor', [])).toBe('None');
    expect(text('Editor', ['deleted'])).toBe('None');
    expect(text('Editor', ['deleted', 'e'])).toBe('East Wing');
  });

  it("says 'All' for Owners and Admins, who reach every sub-organization", () => {
    expect(text('Owner', [])).toBe('All');
    expect(text('Admin', ['n'])).toBe('All');
  });

  it('returns the parts for rendering', () => {
    expect(
      summarizeSubOrganizations(
        { role: 'Editor', accessibleSubOrganizations: ['n', 's', 'e'] },
        subOrganizations,
        1,
      ),
    ).toMatchObject({ kind: 'some', names: ['North Tower'], more: 2 });
  });

  it('keeps every name for the +N more list (AUTH-26)', () => {
    const summary = summarizeSubOrganizations(
      { role: 'Editor', accessibleSubOrganizations: ['n', 's', 'e'] },
      subOrganizations,
      1,
    );
    expect(summary.kind === 'some' && summary.every).toHaveLength(3);
  });
});
