import { can, type User } from '@foyer/shared';
import { MailWarning } from 'lucide-react';
import { formatTimeOfDay } from '../../../lib/format-date';
import { useMailBacklog } from '../api/get-mail-backlog';
import { MAIL_TEXT } from '../messages';

/**
 * Under the top bar of every page for Owners and Admins while the organization's e-mails wait for
 * a mail server that has not answered for over 5 minutes (docs/product.md §9 "Mail"), so that
 * nobody tells a tenant their reset mail is on its way when it is not. The time is the viewer's own.
 */
export function MailBacklogBanner({ user }: { user: User }) {
  const allowed = can(user, 'mail:backlog', { org_id: user.org_id });
  const backlog = useMailBacklog(user.org_id, allowed);
  const data = backlog.data;
  if (!allowed || !data?.stalled || data.waiting === 0 || !data.waiting_since) return null;
  return (
    <div
      role="region"
      aria-label={MAIL_TEXT.bannerLabel}
      className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6"
      data-testid="mail-backlog"
    >
      <MailWarning className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <p className="min-w-0">
        <span className="font-medium">
          {MAIL_TEXT.waiting(data.waiting, formatTimeOfDay(data.waiting_since))}
        </span>{' '}
        <span className="text-amber-800">{MAIL_TEXT.hint}</span>
      </p>
    </div>
  );
}
