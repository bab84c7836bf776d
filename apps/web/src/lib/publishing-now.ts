import { useSyncExternalStore } from 'react';

/**
 * Whether a 'Publish to N screens' is sending its calls right now, anywhere in the dashboard. The
 * devices page holds its own refetch meanwhile (docs/decisions/devices-and-publishing.md DEV-19):
 * reading 10,000 devices (7.6 MB) between the batches slowed the publish behind the dialog.
 */
let running = 0;
const listeners = new Set<() => void>();

function tell(): void {
  for (const listener of listeners) listener();
}

/** Marks a publish to many as running until the returned function is called. */
export function startPublishing(): () => void {
  running += 1;
  tell();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    tell();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while some publish to many sends its calls. */
export function usePublishingNow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => running > 0,
    () => false,
  );
}
