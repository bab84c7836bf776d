import {
  PUBLISH_MANY_MAX,
  publishManyResultSchema,
  type Device,
  type PublishManyRequest,
  type PublishOutcome,
} from '@foyer/shared';
import { api } from './api-client';
import { startPublishing } from './publishing-now';

/** Devices a 'Publish to N screens' reaches: with a theme and a code, and something not yet on screen. */
export function devicesToPublish(devices: readonly Device[]): Device[] {
  return devices.filter(
    (device) =>
      (device.hasUnpublishedChanges || !device.hasBeenPublished) &&
      device.theme_id !== null &&
      device.pairing_code.trim() !== '',
  );
}

/**
 * Screens published per call: the server's limit, which it writes as one batch. Smaller calls
 * would only add round trips (10,000 screens at 10 per call were 1,000 calls); at 200 the bar still
 * moves 50 times over 10,000 screens, and a set of up to 200 is one call.
 */
export const PUBLISH_BATCH = PUBLISH_MANY_MAX;

/** Each device published on its own on the server; answers per device (docs/product.md §2 Devices page). */
export function publishMany(body: PublishManyRequest): Promise<PublishOutcome[]> {
  return api.post('/foyer/published-bundles/many', body, publishManyResultSchema);
}

export type BatchResult = { answers: PublishOutcome[] } | { failure: unknown };

/**
 * Publishes `deviceIds` in calls of PUBLISH_BATCH, one call after the other; says when a batch is
 * sent and what it answered. A call that fails is reported for its batch and the others go on.
 * Two calls at a time were measured no faster (10,000 screens: 6.2 s against 5.3 s), so one it is.
 * While it runs the devices page holds its refetch (`publishing-now.ts`, DEV-19).
 */
export async function publishInBatches(
  orgId: string,
  deviceIds: readonly string[],
  {
    onSend,
    onAnswer,
  }: { onSend: (ids: string[]) => void; onAnswer: (ids: string[], result: BatchResult) => void },
): Promise<void> {
  const ended = startPublishing();
  try {
    for (let start = 0; start < deviceIds.length; start += PUBLISH_BATCH) {
      const ids = deviceIds.slice(start, start + PUBLISH_BATCH);
      onSend(ids);
      let result: BatchResult;
      try {
        result = { answers: await publishMany({ org_id: orgId, device_ids: ids }) };
      } catch (failure) {
        result = { failure };
      }
      onAnswer(ids, result);
    }
  } finally {
    ended();
  }
}
