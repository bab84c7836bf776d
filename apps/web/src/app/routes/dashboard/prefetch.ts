import { useRef } from 'react';

/** Warms the module cache with the dashboard's first screen; failures are retried on navigation. */
export function prefetchDashboard(): void {
  void import('./root').catch(() => undefined);
  void import('./devices').catch(() => undefined);
}

/**
 * For a public page that leads into the dashboard: a callback that prefetches it the first time
 * it is called (once someone starts filling the form in), so a visitor who only looks at the page
 * downloads nothing more.
 */
export function usePrefetchDashboardOnce(): () => void {
  const done = useRef(false);
  return () => {
    if (done.current) return;
    done.current = true;
    prefetchDashboard();
  };
}
