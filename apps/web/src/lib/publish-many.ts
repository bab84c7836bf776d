import {
  PUBLISH_MANY_MAX,
  publishManyResultSchema,
  type Device,
  type PublishManyRequest,
  type PublishOutcome,
} from '@foyer/shared';
import { api } from './api-client';

/** Devices a 'Publish to N screens' reaches: with a theme and a code, and something not yet on screen. */
export function devicesToPublish(devices: readonly Device[]): Device[] {
  return devices.filter(
    (device) =>
      (device.hasUnpublishedChanges || !device.hasBeenPublished) &&
      device.theme_id !== null &&
      device.pairing_code.trim() !== '',
  );
}

/** Screens published per call: small enough that the dialog's progress moves, at most the server's limit. */
export const PUBLISH_BATCH = Math.min(10, PUBLISH_MANY_MAX);

/** Each device published on its own on the server; answers per device (docs/product.md §2 Devices page). */
export function publishMany(body: PublishManyRequest): Promise<PublishOutcome[]> {
  return api.post('/foyer/published-bundles/many', body, publishManyResultSchema);
}
