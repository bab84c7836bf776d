import { errorEnvelopeSchema } from '@foyer/shared';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** Response schemas for the failures a route can answer, so OpenAPI lists them. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}

/** OpenAPI security of the routes that need a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];
