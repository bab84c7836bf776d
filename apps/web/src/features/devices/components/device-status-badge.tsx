import { deviceBadge, type Device, type DeviceBadge } from '@foyer/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<DeviceBadge, BadgeTone> = {
  UNPUBLISHED: 'neutral',
  'CHANGES, PLEASE PUBLISH': 'amber',
  CONNECTED: 'emerald',
  DISCONNECTED: 'violet',
};

/** docs/product.md §4 Device badge. */
export function DeviceStatusBadge({ device }: { device: Device }) {
  const badge = deviceBadge(device);
  return <Badge tone={TONES[badge]}>{badge}</Badge>;
}
