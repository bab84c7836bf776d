import { PLAYER_REPORT_TEXT, type Device, type PublishedBundle } from '@foyer/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../components/ui/toaster';
import { formatTimeOfDay } from '../../../lib/format-date';
import { getDevice } from '../api/get-device';
import { DEVICES_TEXT } from '../messages';
import { queryKeys } from '../../../lib/query-keys';

/** How often the device is asked whether its screen confirmed the publish. */
export const DELIVERY_POLL_MS = 3000;
/** How long it is asked; a screen that is on confirms within seconds. */
export const DELIVERY_WATCH_MS = 2 * 60 * 1000;

/**
 * After 'Update & Publish': a toast that waits for the screen's receipt and says when it came
 * ('The screen shows v13 (confirmed 09:15)'), or that it has not come within DELIVERY_WATCH_MS.
 * A toast rather than the form itself, because the form goes back to the devices list at once
 * and the toast stays across that navigation. A code no screen has shown has no screen to wait
 * for: the toast says so at once.
 */
export function watchDelivery(
  bundle: Pick<PublishedBundle, 'device_id' | 'version'>,
  device: Pick<Device, 'screen'>,
  overnight: boolean,
): void {
  // One toast per device: a second publish takes over the first one's.
  const id = `delivery-${bundle.device_id}`;
  if (device.screen?.linked === false) {
    noScreen(id, bundle.version);
    return;
  }
  toast.loading(
    <DeliveryWatch id={id} deviceId={bundle.device_id} version={bundle.version} overnight={overnight} />,
    { id, duration: Infinity },
  );
}

function DeliveryWatch({
  id,
  deviceId,
  version,
  overnight,
}: {
  id: string;
  deviceId: string;
  version: number;
  overnight: boolean;
}) {
  const device = useQuery({
    queryKey: [...queryKeys.devices.detail(deviceId), 'delivery', version],
    queryFn: ({ signal }) => getDevice(deviceId, signal),
    refetchInterval: DELIVERY_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  const screen = device.data?.screen;
  const linked = screen?.linked !== false;
  const confirmedAt = linked && screen?.shown_version === version ? screen.shown_since : null;

  useEffect(() => {
    if (!linked) noScreen(id, version);
  }, [id, linked, version]);

  useEffect(() => {
    if (confirmedAt === null) return;
    toast.success(DEVICES_TEXT.deliveryConfirmed(version, formatTimeOfDay(confirmedAt)), {
      id,
      duration: 10_000,
    });
  }, [confirmedAt, id, version]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (overnight) toast.info(DEVICES_TEXT.deliveryOvernight(version), { id, duration: 10_000 });
      else toast.warning(DEVICES_TEXT.deliveryNotYet(version), { id, duration: 15_000 });
    }, DELIVERY_WATCH_MS);
    return () => clearTimeout(timer);
  }, [id, overnight, version]);

  return <span>{DEVICES_TEXT.deliveryWaiting(version)}</span>;
}

function noScreen(id: string, version: number): void {
  toast.warning(PLAYER_REPORT_TEXT.publishedCodeNotShown(version), { id, duration: 15_000 });
}
