import type { Device } from './device';

export const DEVICE_BADGES = ['UNPUBLISHED', 'CHANGES, PLEASE PUBLISH', 'CONNECTED', 'DISCONNECTED'] as const;
export type DeviceBadge = (typeof DEVICE_BADGES)[number];

/** docs/product.md §4 Device badge. */
export function deviceBadge(
  device: Pick<Device, 'hasBeenPublished' | 'hasUnpublishedChanges'> & { status?: string | null },
): DeviceBadge {
  if (!device.hasBeenPublished) return 'UNPUBLISHED';
  if (device.hasUnpublishedChanges) return 'CHANGES, PLEASE PUBLISH';
  return device.status === 'Connected' ? 'CONNECTED' : 'DISCONNECTED';
}
