import { z } from 'zod';
import { calendarDaySchema } from '../schemas/calendar-day';
import { idSchema, withoutNul } from '../schemas/text';

/*
 * API tokens (docs/product.md §14): an organization's secrets for scripts and other systems,
 * each with a name, the scopes it may use, an optional building and an optional expiry.
 * Created and revoked by Owners and Admins; the secret is shown once and stored hashed.
 */

/** What a token may do; each API route declares the one it needs (docs/decisions/api-tokens.md TOK-3). */
export const API_SCOPES = ['read', 'tenants', 'publish', 'alerts'] as const;
export const apiScopeSchema = z.enum(API_SCOPES, { error: `must be one of ${API_SCOPES.join(', ')}` });
export type ApiScope = z.infer<typeof apiScopeSchema>;

/** Each scope in words, for the dashboard and the API description. */
export const API_SCOPE_TEXT: Record<ApiScope, { label: string; description: string }> = {
  read: {
    label: 'Read',
    description: 'Read devices, tenant lists, themes, buildings, the image library and alerts',
  },
  tenants: { label: 'Tenants', description: 'Create and change tenant lists, bulk upsert, sync' },
  publish: { label: 'Publish', description: 'Publish and unpublish devices' },
  alerts: { label: 'Alerts', description: 'Start and end emergency alerts' },
};

/** Every token's secret starts with this, so people and secret scanners recognise a leaked one. */
export const API_TOKEN_PREFIX = 'foyer_api_';
export const API_TOKEN_NAME_MAX = 80;
/** Tokens one organization may hold (revoked ones do not count). */
export const API_TOKENS_MAX = 50;
/** The last use is written at most this often per token, not on every request. */
export const API_TOKEN_LAST_USE_EVERY_MS = 60_000;

export const API_TOKEN_MESSAGES = {
  created: 'Token created. Copy it now: it will not be shown again.',
  revoked: 'Token revoked',
  notFound: 'API token not found',
  notAllowed: 'Only Owners and Admins manage API tokens',
  scopesRequired: 'Choose at least one scope',
  expiryInPast: 'The expiry date must be in the future',
  alertsNeedWholeOrganization: 'A token for one building cannot have the alerts scope',
  tooMany: `An organization can have at most ${API_TOKENS_MAX} API tokens. Revoke one first.`,
  buildingNotFound: 'Building not found',
  /** 403 on a route that declares another scope, or none. */
  missingScope: (scope: ApiScope) => `This API token cannot do this: it needs the ${scope} scope.`,
  noTokenAccess: 'This API token cannot do this: this call is for signed-in members only.',
  rateLimited: (wait: string) => `Too many requests with this API token. Please wait ${wait} and try again.`,
} as const;

/** The audit log's and dashboard's name for the caller: 'API token "Nightly sync"'. */
export function apiTokenActorName(name: string): string {
  return `API token "${name}"`;
}

export const apiTokenInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(API_TOKEN_NAME_MAX, `Name must be at most ${API_TOKEN_NAME_MAX} characters`)
      .check(withoutNul('Name')),
    scopes: z
      .array(apiScopeSchema)
      .min(1, API_TOKEN_MESSAGES.scopesRequired)
      .max(API_SCOPES.length)
      .transform((scopes) => API_SCOPES.filter((scope) => scopes.includes(scope))),
    /** The one building the token is limited to; null or absent: the whole organization. */
    sub_org_id: idSchema('Building').nullable().optional(),
    /** The last day the token works (UTC, included); null or absent: it never expires. */
    expires_on: calendarDaySchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.sub_org_id && value.scopes.includes('alerts'))
      ctx.addIssue({
        code: 'custom',
        path: ['scopes'],
        message: API_TOKEN_MESSAGES.alertsNeedWholeOrganization,
      });
  });
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiScopeSchema),
  sub_org_id: z.string().nullable(),
  /** The building's name, for the list; null for the whole organization. */
  sub_org_name: z.string().nullable(),
  created_at: z.string(),
  created_by_name: z.string(),
  expires_on: z.string().nullable(),
  /** When the token was last used, to the minute (written at most once a minute). */
  last_used_at: z.string().nullable(),
  /** The first characters of the secret ('foyer_api_3kT9'), to tell tokens apart. */
  hint: z.string(),
  /** The whole secret: only in the answer that created the token. */
  token: z.string().optional(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokensSchema = z.array(apiTokenSchema);

/** The end of a token's last day: it works until `expires_on` 23:59:59.999 UTC. */
export function apiTokenExpiresAt(expiresOn: string): string {
  return `${expiresOn}T23:59:59.999Z`;
}
