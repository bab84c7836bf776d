import { z } from 'zod';
import { subOrganizationFilterSchema } from '../schemas/content-fields';
import { themeInputSchema, themeMetadataSchema, themeSchema } from './theme-schema';

/** The server's answers of the themes calls (the dashboard's own texts live with its feature). */
export const THEME_MESSAGES = {
  created: 'Theme created successfully',
  updated: 'Theme saved successfully',
  deleted: 'Theme deleted successfully',
  notFound: 'Theme not found',
  notAllowed: 'You do not have permission to change themes',
  subOrganizationNotAllowed: 'You do not have access to this sub-organization',
  versionConflict: 'This theme was changed by someone else. Reload it to see their changes before saving.',
  versionRequired: 'Send the version of the theme you loaded',
} as const;

/** docs/product.md §5: an empty name becomes 'Theme' plus the day, as YYYY-MM-DD (UTC on the server). */
export function defaultThemeName(now: Date): string {
  return `Theme ${now.toISOString().slice(0, 10)}`;
}

/**
 * `POST /api/foyer/themes/{id}`: the whole theme, as for create, and `metadata.version` is
 * required: the version the editor loaded. Without it a save could not tell that someone
 * else saved in between (409), so it is never filled in by default.
 */
export const themeUpdateSchema = themeInputSchema.extend({
  metadata: z.object(
    {
      ...themeMetadataSchema.shape,
      version: z.number({ error: THEME_MESSAGES.versionRequired }).int().min(1),
    },
    { error: THEME_MESSAGES.versionRequired },
  ),
});
export type ThemeUpdate = z.input<typeof themeUpdateSchema>;

/** `GET /api/foyer/organizations/{orgId}/themes?sub_org_id=`: one sub-organization's themes. */
export const themeListQuerySchema = subOrganizationFilterSchema;
export type ThemeListQuery = z.infer<typeof themeListQuerySchema>;

/** The answer's `data` of the list call. */
export const themeListSchema = z.array(themeSchema);
