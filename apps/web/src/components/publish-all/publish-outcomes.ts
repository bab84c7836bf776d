import type { Device, DeviceScreen } from '@foyer/shared';

/** Where one device stands in 'Publish to N screens'. */
export type Outcome =
  | { state: 'waiting' }
  | { state: 'publishing' }
  | { state: 'published'; version: number }
  /** `reason` is the row's text; `cause` the server's words alone, for the failure summary. */
  | { state: 'failed'; reason: string; cause: string };

/** The views of the dialog's list. */
export type PublishView = 'all' | 'failed' | 'awaiting';

export interface PublishTally {
  published: number;
  /** Published, and the screen reported it shows that version. */
  showing: number;
  /** Published, and a screen is linked that has not reported it yet. */
  awaiting: Device[];
  /** Published to a code no screen has shown: no receipt will come. */
  noScreen: number;
  failed: Device[];
  /** Each distinct failure cause with how many devices gave it, most frequent first. */
  reasons: Array<{ cause: string; count: number }>;
}

/**
 * Counts the outcomes in one pass, so that 10,000 rows cost one walk per change and not one per row
 * (docs/product.md §2 Devices page).
 */
export function tallyOutcomes(
  devices: readonly Device[],
  outcomes: ReadonlyMap<string, Outcome>,
  screens: ReadonlyMap<string, DeviceScreen | undefined>,
): PublishTally {
  const tally: PublishTally = {
    published: 0,
    showing: 0,
    awaiting: [],
    noScreen: 0,
    failed: [],
    reasons: [],
  };
  const causes = new Map<string, number>();
  for (const device of devices) {
    const outcome = outcomes.get(device.id);
    if (outcome?.state === 'failed') {
      tally.failed.push(device);
      causes.set(outcome.cause, (causes.get(outcome.cause) ?? 0) + 1);
    }
    if (outcome?.state !== 'published') continue;
    tally.published += 1;
    const receipt = receiptOf(screens.get(device.id), outcome.version);
    if (receipt === 'showing') tally.showing += 1;
    else if (receipt === 'noScreen') tally.noScreen += 1;
    else tally.awaiting.push(device);
  }
  tally.reasons = [...causes].map(([cause, count]) => ({ cause, count })).sort((a, b) => b.count - a.count);
  return tally;
}

/** What a published device's screen says of `version`; a code no screen has shown has no receipt to wait for. */
export function receiptOf(
  screen: DeviceScreen | undefined,
  version: number,
): 'showing' | 'noScreen' | 'awaiting' {
  if (screen?.linked === false) return 'noScreen';
  return screen?.shown_version === version ? 'showing' : 'awaiting';
}
