import { describe, expect, it } from 'vitest';
import { gapBefore } from './flex-gap';

describe('gapBefore', () => {
  it('spaces every item after the first on the side facing the item before it', () => {
    expect(gapBefore(0, 24, 'column')).toEqual({});
    expect(gapBefore(1, 24, 'column')).toEqual({ marginTop: 24 });
    expect(gapBefore(2, '0.4em')).toEqual({ WebkitMarginStart: '0.4em' });
    expect(gapBefore(1, 16, 'row-reverse')).toEqual({ WebkitMarginEnd: 16 });
    expect(gapBefore(1, 16, 'column-reverse')).toEqual({ marginBottom: 16 });
  });
});
