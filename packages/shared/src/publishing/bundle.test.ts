import { describe, expect, it } from 'vitest';
import { bundleSettingsFor, REFRESH_POLICIES, refreshPolicyOf } from './bundle';

describe('refresh policies', () => {
  it('offers auto and manual, which publish with and without auto_refresh', () => {
    expect(REFRESH_POLICIES.map((policy) => bundleSettingsFor(policy).auto_refresh)).toEqual([true, false]);
  });

  it('reads a stored value as the offered policy it publishes as', () => {
    expect(refreshPolicyOf('auto')).toBe('auto');
    expect(refreshPolicyOf(' Manual ')).toBe('manual');
    expect(refreshPolicyOf('scheduled')).toBe('auto');
  });
});
