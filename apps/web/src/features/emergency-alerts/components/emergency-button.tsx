import { can, type Device, type User } from '@foyer/shared';
import { Siren } from 'lucide-react';
import { useState } from 'react';
import { useSubOrganizations } from '../../../lib/sub-organizations/get-sub-organizations';
import { ALERTS_TEXT } from '../messages';
import { StartAlertDialog } from './start-alert-dialog';

/** The top bar's red button for Owners and Admins: start an alert from any page. */
export function EmergencyButton({ user, devices }: { user: User; devices: readonly Device[] | undefined }) {
  const [open, setOpen] = useState(false);
  if (!can(user, 'alerts:manage', { org_id: user.org_id })) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex h-9 shrink-0 items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 text-[13px] font-semibold text-red-700 transition-colors hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-500/40 focus-visible:outline-none"
        aria-label={ALERTS_TEXT.button}
      >
        <Siren className="size-4" aria-hidden />
        <span className="hidden lg:inline">{ALERTS_TEXT.button}</span>
      </button>
      {open && <StartAlertWithData user={user} devices={devices} open={open} onOpenChange={setOpen} />}
    </>
  );
}

/** The dialog once the devices and buildings it offers are loaded (both are usually cached). */
export function StartAlertWithData({
  user,
  devices,
  open,
  onOpenChange,
}: {
  user: User;
  devices: readonly Device[] | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const buildings = useSubOrganizations(user.org_id);
  // In an emergency the dialog opens whatever failed to load: 'Every screen' needs neither list.
  return (
    <StartAlertDialog
      open={open}
      onOpenChange={onOpenChange}
      orgId={user.org_id}
      devices={devices}
      buildings={buildings.data ?? []}
    />
  );
}
