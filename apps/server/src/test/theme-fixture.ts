import { themeContentSchema, type Theme, type ThemeContentInput } from '@foyer/shared';
import type { App } from '../app';
import { insertTheme, rowToTheme, sectionsOf } from '../modules/themes/repo';
import { newId } from '../platform/tokens';

/** A theme (version 1) written straight to the database; `content` fills in over the §9 defaults. */
export async function addTheme(
  app: App,
  orgId: string,
  subOrgId: string | null,
  name = 'Fixture Theme',
  content: ThemeContentInput = {},
): Promise<Theme> {
  const at = app.ctx.now().toISOString();
  const parsed = themeContentSchema.parse(content);
  const row = await insertTheme(app.ctx.db, {
    id: newId(),
    org_id: orgId,
    sub_org_id: subOrgId,
    name,
    layout: parsed.layout,
    content: JSON.stringify(sectionsOf(parsed)),
    version: 1,
    created_by: null,
    created_at: at,
    updated_at: at,
  });
  return rowToTheme(row);
}
