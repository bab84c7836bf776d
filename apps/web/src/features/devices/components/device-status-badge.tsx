import { asleepText, deviceBadge, type Device, type DeviceBadge } from '@foyer/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<DeviceBadge, BadgeTone> = {
  UNPUBLISHED: 'neutral',
  'CHANGES, PLEASE PUBLISH': 'amber',
  CONNECTED: 'emerald',
  DISCONNECTED: 'violet',
};

/**
 * docs/product.md §4 Device badge. A published screen asleep outside its building's hours says
 * until when, in the building's time (docs/decisions/schedules.md SCH-7), not 'DISCONNECTED'.
 */
export function DeviceStatusBadge({ device }: { device: Device }) {
  const badge = deviceBadge(device);
  if (device.asleep && (badge === 'CONNECTED' || badge === 'DISCONNECTED')) {
    return <Badge tone="neutral">{asleepText(device.asleep, new Date())}</Badge>;
  }
  return <Badge tone={TONES[badge]}>{badge}</Badge>;
}
