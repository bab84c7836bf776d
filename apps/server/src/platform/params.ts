import { idSchema, linkTokenSchema } from '@foyer/shared';
import { z } from 'zod';

export const idParams = z.object({ id: idSchema('Id') });
export const orgIdParams = z.object({ orgId: idSchema('Organization id') });

/** The secret of a mailed link (reset, invitation) in a path. */
export const tokenParams = z.object({ token: linkTokenSchema });
