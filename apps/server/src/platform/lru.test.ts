import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('drops the least recently used once the sizes pass the limit, a value too large at once', () => {
    const lru = new Lru<string, string>(6, (text) => text.length);
    lru.set('a', 'aa');
    lru.set('b', 'bb');
    lru.set('c', 'cc');
    expect(lru.get('a')).toBe('aa');
    lru.set('d', 'dd');
    // 'b' was used least recently ('a' was read after it).
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual(['aa', 'cc', 'dd']);
    // Set again: counted once.
    lru.set('d', 'dd');
    expect(lru.get('a')).toBe('aa');
    lru.set('big', 'x'.repeat(7));
    expect(lru.get('big')).toBeUndefined();
    // The others stay.
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual(['aa', 'cc', 'dd']);
  });

  it('forgets a deleted entry and its size', () => {
    const lru = new Lru<string, string>(4, (text) => text.length);
    lru.set('a', 'aa');
    lru.set('b', 'bb');
    lru.delete('a');
    lru.delete('missing');
    expect(lru.get('a')).toBeUndefined();
    lru.set('c', 'cc');
    expect([lru.get('b'), lru.get('c')]).toEqual(['bb', 'cc']);
  });
});
