import { z } from 'zod';
import { idSchema } from '../schemas/text';

/*
 * Which screens something reaches: every screen of the organization, the screens of chosen
 * buildings, or chosen screens. Emergency alerts (docs/product.md §10) and scheduled notices
 * (§12) both name their screens this way.
 */

/** Buildings or screens one scope may name. */
export const SCREEN_SCOPE_MAX_IDS = 1000;

/** A list of one to SCREEN_SCOPE_MAX_IDS ids, named in its refusals ('Choose at least one building'). */
export const scopeIdList = (field: string) =>
  z
    .array(idSchema(field), { error: `${field}s must be a list of ids` })
    .min(1, { error: `Choose at least one ${field.toLowerCase()}` })
    .max(SCREEN_SCOPE_MAX_IDS, { error: `At most ${SCREEN_SCOPE_MAX_IDS} ${field.toLowerCase()}s` });

export const screenScopeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('organization') }),
    z.object({ kind: z.literal('buildings'), ids: scopeIdList('Building') }),
    z.object({ kind: z.literal('screens'), ids: scopeIdList('Screen') }),
  ],
  { error: 'Scope must be organization, buildings or screens' },
);
export type ScreenScope = z.infer<typeof screenScopeSchema>;

/** Whether a scope reaches a device (in its building, or named itself). */
export function scopeReaches(scope: ScreenScope, device: { id: string; sub_org_id: string | null }): boolean {
  if (scope.kind === 'organization') return true;
  if (scope.kind === 'screens') return scope.ids.includes(device.id);
  return device.sub_org_id !== null && scope.ids.includes(device.sub_org_id);
}

/** 'Every screen', '2 buildings', '1 screen'. */
export function screenScopeText(scope: ScreenScope): string {
  if (scope.kind === 'organization') return 'Every screen';
  const count = scope.ids.length;
  if (scope.kind === 'buildings') return count === 1 ? '1 building' : `${count} buildings`;
  return count === 1 ? '1 screen' : `${count} screens`;
}
