/**
 * The `code` of every error answer (docs/product.md §8). Kept apart from the zod schemas in `api.ts`
 * so the dashboard can check an error answer without loading zod (sideEffects: false drops
 * unused modules, not the unused top-level zod calls of a module that is used).
 */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
