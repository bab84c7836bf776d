import type { InvitationDelivery } from '@foyer/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { USERS_TEXT } from '../messages';

export interface InvitationDeliveryStateProps {
  delivery: InvitationDelivery | undefined;
  /** Given when the signed-in user may resend; offered once the mail failed. */
  onResend?: () => void;
  resending?: boolean;
}

/**
 * Beside an invited user's 'Invited' badge: whether the invitation e-mail reached the mail server.
 * Nothing once sent (or for invitations older than the outbox, whose mail was sent at once).
 */
export function InvitationDeliveryState({
  delivery,
  onResend,
  resending = false,
}: InvitationDeliveryStateProps) {
  if (delivery === 'pending') {
    return <Badge title={USERS_TEXT.notDeliveredHint}>{USERS_TEXT.notDelivered}</Badge>;
  }
  if (delivery !== 'failed') return null;
  return (
    <>
      <Badge tone="red" title={USERS_TEXT.deliveryFailedHint}>
        {USERS_TEXT.deliveryFailed}
      </Badge>
      {onResend && (
        <Button
          variant="link"
          className="text-[13px]"
          loading={resending}
          // The row toggles its selection on a click; this one is only the button's.
          onClick={(event) => {
            event.stopPropagation();
            onResend();
          }}
        >
          {resending ? USERS_TEXT.resending : USERS_TEXT.resend}
        </Button>
      )}
    </>
  );
}
