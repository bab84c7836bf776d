import createClient from 'openapi-fetch';
import type { paths } from './foyer-api';

/*
 * A typed client of Foyer's API (docs/api.md): `foyer-api.d.ts` is generated from the OpenAPI
 * document by openapi-typescript (`npm run generate:api-client`), and openapi-fetch checks every
 * path, parameter, body and answer against it. Not part of the web or server builds.
 */

export type { components, operations, paths } from './foyer-api';

export interface FoyerClientOptions {
  /** Where Foyer runs, e.g. 'https://foyer.example.com'. */
  baseUrl: string;
  /** An API token (foyer_api_…) from Settings → API tokens. */
  token: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** A client that sends `token` with every call. */
export function createFoyerClient({ baseUrl, token, fetch }: FoyerClientOptions) {
  return createClient<paths>({
    baseUrl,
    headers: { authorization: `Bearer ${token}` },
    ...(fetch ? { fetch } : {}),
  });
}
