/** Warms the module cache with the dashboard's first screen; failures are retried on navigation. */
export function prefetchDashboard(): void {
  void import('./root').catch(() => undefined);
  void import('./devices').catch(() => undefined);
}
