import { z } from 'zod';
import {
  contentNameSchema,
  contentPlacementFields,
  subOrganizationFilterSchema,
} from '../schemas/content-fields';
import { idSchema, withoutNul } from '../schemas/text';
import { tenantEntrySchema } from './tenant-entry';

/** Most entries one list may hold (a 10,000-row CSV import must fit). */
export const TENANT_LIST_MAX_ENTRIES = 10_000;

export const TENANT_LIST_MESSAGES = {
  created: 'Tenants created successfully',
  updated: 'Tenants saved successfully!',
  deleted: 'Tenants deleted successfully',
  notFound: 'Tenants not found',
  notAllowed: 'You do not have permission to change tenants',
  subOrganizationNotAllowed: 'You do not have access to this sub-organization',
  atLeastOne: 'At least one tenant entry is required',
  tooMany: `A tenant list holds at most ${TENANT_LIST_MAX_ENTRIES.toLocaleString('en-US')} entries`,
} as const;

/** A tenant list as the API answers it (docs/product.md §3 Tenants list). */
export const tenantListSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  sub_org_id: z.string().nullable(),
  name: z.string(),
  scope: z.string(),
  theme_id: z.string().nullable(),
  entries: z.array(tenantEntrySchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TenantList = z.infer<typeof tenantListSchema>;

/** docs/product.md §5: entries with an empty company name are dropped; at least one must remain. */
const entriesSchema = z
  .array(tenantEntrySchema)
  .max(TENANT_LIST_MAX_ENTRIES, TENANT_LIST_MESSAGES.tooMany)
  .transform((entries) => entries.filter((entry) => entry.company_name.trim() !== ''))
  .refine((entries) => entries.length > 0, TENANT_LIST_MESSAGES.atLeastOne);

/** `POST /api/foyer/tenants` (create). A blank name becomes 'Tenants'. */
export const tenantListInputSchema = z.object({
  ...contentPlacementFields,
  name: contentNameSchema.default(''),
  scope: z.string().max(50).check(withoutNul('Scope')).default('global'),
  theme_id: idSchema('Theme id').nullable().optional(),
  entries: entriesSchema,
});
export type TenantListInput = z.input<typeof tenantListInputSchema>;

/** `POST /api/foyer/tenants/{id}` (update): absent fields keep their stored value. */
export const tenantListUpdateSchema = z.object({
  ...contentPlacementFields,
  name: contentNameSchema.optional(),
  scope: z.string().max(50).check(withoutNul('Scope')).optional(),
  theme_id: idSchema('Theme id').nullable().optional(),
  entries: entriesSchema.optional(),
});
export type TenantListUpdate = z.input<typeof tenantListUpdateSchema>;

/** `GET /api/foyer/organizations/{orgId}/tenants?sub_org_id=` */
export const tenantListQuerySchema = subOrganizationFilterSchema;
export const tenantListsSchema = z.array(tenantListSchema);
