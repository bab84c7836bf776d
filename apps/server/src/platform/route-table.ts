import type { ApiScope } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The scope an API token needs here (`config.apiScope`); absent: tokens are refused. */
  apiScope?: ApiScope;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method and full URL), for the authorization matrix test. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each route from here on; call before registering any. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const apiScope = route.config?.apiScope;
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, ...(apiScope ? { apiScope } : {}) });
  });
}
