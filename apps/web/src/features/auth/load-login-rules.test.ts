import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { loadLoginRules } from './load-login-rules';

const download = vi.hoisted(() => ({ fails: true }));
vi.mock('./login-rules', async (importOriginal) => {
  if (download.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('loadLoginRules', () => {
  it('reports a failed download as a network error and tries again next time', async () => {
    await expect(loadLoginRules()).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
    download.fails = false;
    vi.resetModules();
    const rules = await loadLoginRules();
    expect(rules.authResultSchema.safeParse({ token: 't' }).success).toBe(false);
    expect(typeof rules.loginFormResolver).toBe('function');
  });
});
