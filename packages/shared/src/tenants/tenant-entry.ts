import { z } from 'zod';
import { imageUrlSchema } from '../schemas/image-url';
import { withoutNul } from '../schemas/text';

const text = (field: string, max = 200) => z.string().max(max).check(withoutNul(field)).default('');
/** A calendar day as the date inputs send it, or empty. */
const day = (field: string) =>
  z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, `${field} must be a date (YYYY-MM-DD)`)
    .default('');

/** A category's length, also its translations' (docs/decisions/languages.md LNG-19). */
export const TENANT_CATEGORY_MAX = 100;

/** One company of a directory (docs/product.md §3 Tenant entry). */
export const tenantEntrySchema = z.object({
  id: z.string().max(100).check(withoutNul('Entry id')).default(''),
  company_name: text('Company name'),
  floor: text('Floor', 50),
  suite_room: text('Suite/Room', 50),
  category: text('Category', TENANT_CATEGORY_MAX),
  phone: text('Phone', 50),
  email: text('Email', 254),
  contact_person: text('Contact', 120),
  move_in_date: day('Move in'),
  move_out_date: day('Move out'),
  logo_url: imageUrlSchema.default(''),
  active: z.boolean().default(true),
  notes: text('Notes', 2000),
  image_url: imageUrlSchema.default(''),
  /** The key of this company in the system a list syncs from (docs/product.md §13); never sent to screens. */
  external_id: z.string().max(200).check(withoutNul('External ID')).optional(),
  created_at: z.string().max(40).optional(),
  updated_at: z.string().max(40).optional(),
});
export type TenantEntry = z.infer<typeof tenantEntrySchema>;

/** The columns a directory screen can show, in their default order (docs/product.md §3). */
export const TENANT_COLUMNS = ['company_name', 'floor', 'suite_room', 'category'] as const;
export type TenantColumn = (typeof TENANT_COLUMNS)[number];
export const TENANT_COLUMN_LABELS: Record<TenantColumn, string> = {
  company_name: 'Company Name',
  floor: 'Floor',
  suite_room: 'Suite/Room',
  category: 'Category',
};
