import { ORGANIZATION_MESSAGES, whoMay, type MailBacklog } from '@foyer/shared';
import type { AuthActor } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { findMailBacklog, isMailStalled } from '../../platform/mail-outbox';
import { authorize } from '../../platform/permissions';

/**
 * The organization's mail that waits for the mail server (invitations, password resets, screen
 * alerts), for the notice its Owners and Admins see while the server does not answer
 * (docs/product.md §9 "Mail"). Other organizations' mail is neither counted nor dated.
 */
export async function readMailBacklog(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
): Promise<MailBacklog> {
  authorize(
    actor,
    'mail:backlog',
    { org_id: orgId },
    {
      notFound: ORGANIZATION_MESSAGES.notFound,
      forbidden: `Only ${whoMay('mail:backlog')} can see the e-mails waiting to be sent`,
    },
  );
  const backlog = await findMailBacklog(ctx.db, orgId);
  return {
    waiting: backlog.waiting,
    waiting_since: backlog.oldest ?? null,
    stalled: isMailStalled(backlog, ctx.now(), ctx.config.mailDelivery.stalledAfterMs),
  };
}
