import { describe, expect, it } from 'vitest';
import { listedUnder } from './listed-under';

describe('listedUnder (docs/product.md §2 Building picker)', () => {
  it("lists a building's own items under it, not another building's", () => {
    expect(listedUnder({ sub_org_id: 'plaza' }, 'plaza')).toBe(true);
    expect(listedUnder({ sub_org_id: 'annex' }, 'plaza')).toBe(false);
  });

  it('lists organization-wide items under every building', () => {
    expect(listedUnder({ sub_org_id: null }, 'plaza')).toBe(true);
    expect(listedUnder({ sub_org_id: null }, 'annex')).toBe(true);
  });

  it('lists everything under All buildings', () => {
    expect(listedUnder({ sub_org_id: 'annex' }, null)).toBe(true);
    expect(listedUnder({ sub_org_id: null }, null)).toBe(true);
  });
});
