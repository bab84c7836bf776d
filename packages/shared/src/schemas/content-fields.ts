import { z } from 'zod';
import { idSchema, withoutNul } from './text';

/**
 * Where a theme, device or tenant list is filed, as its create and update bodies send it: the
 * organization (checked against the caller's own) and one of its sub-organizations, `null` for
 * none. Spread into the body's object.
 */
export const contentPlacementFields = {
  org_id: z.string().max(100).optional(),
  sub_org_id: z.string().max(100).nullable().optional(),
};

/** The name of a device or tenant list as a body sends it, trimmed; what a blank one becomes is the caller's. */
export const contentNameSchema = z
  .string()
  .max(200)
  .check(withoutNul('Name'))
  .transform((v) => v.trim());

/** `?sub_org_id=` of the list calls of themes, devices and tenant lists: one sub-organization's items. */
export const subOrganizationFilterSchema = z.object({
  sub_org_id: idSchema('Sub-organization id').optional(),
});
