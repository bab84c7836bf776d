import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import type * as LoginRules from './login-rules';

let loading: Promise<typeof LoginRules> | null = null;
let scheduled = false;

/**
 * The zod rules of signing in (form resolver, answer schema), downloaded on first use so the
 * sign-in page shows without zod. A failed download is a network error and is retried next time.
 */
export function loadLoginRules(): Promise<typeof LoginRules> {
  loading ??= import('./login-rules').catch(() => {
    loading = null;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });
  return loading;
}

/** Downloads the rules when the browser is next idle, e.g. once someone starts typing. */
export function preloadLoginRules(): void {
  if (loading || scheduled) return;
  scheduled = true;
  const start = () => {
    scheduled = false;
    loadLoginRules().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 1000 });
  else window.setTimeout(start, 0);
}

/** `zodResolver` of the login rules, behind the download (react-hook-form awaits resolvers). */
export const loginFormResolver: typeof LoginRules.loginFormResolver = async (values, context, options) =>
  (await loadLoginRules()).loginFormResolver(values, context, options);
