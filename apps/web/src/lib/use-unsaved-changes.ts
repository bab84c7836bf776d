import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';

// The unsaved work a building switch would throw away (the picker changes what a page shows without
// navigating, so the router's blocker does not see it), by the question to ask.
const unsavedWork = new Map<symbol, string>();
const listeners = new Set<() => void>();
let snapshot: string | null = null;

function publish() {
  snapshot = unsavedWork.values().next().value ?? null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The question to ask before switching building, or null when a switch loses nothing. */
export function useUnsavedWork(): string | null {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/**
 * Never lose work: while `dirty`, closing or reloading the tab asks the browser's own question, and
 * moving to another page is held (`blocker.state === 'blocked'`) until the person confirms
 * (`blocker.proceed`) or stays (`blocker.reset`). `allowLeaving` lets the page's own navigation
 * after a save or delete through. A page whose work a building switch would replace passes
 * `buildingSwitchQuestion`: the building picker asks it first (`useUnsavedWork`).
 */
export function useUnsavedChanges(dirty: boolean, buildingSwitchQuestion?: string) {
  const leavingRef = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const key = Symbol('unsaved');
    if (buildingSwitchQuestion) {
      unsavedWork.set(key, buildingSwitchQuestion);
      publish();
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (unsavedWork.delete(key)) publish();
    };
  }, [dirty, buildingSwitchQuestion]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const allowLeaving = () => {
    leavingRef.current = true;
  };
  return { blocker, allowLeaving };
}

/**
 * One guard for a page of several forms (Settings): the router consults only its latest blocker,
 * so each form reports whether it holds unsaved work (`report[name]`, with `useReportUnsaved`) and
 * the page asks while any does.
 */
export function useUnsavedForms<Name extends string>(names: readonly Name[]) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<Name>>(() => new Set());
  const [report] = useState(
    () =>
      Object.fromEntries(
        names.map((name) => [
          name,
          (dirty: boolean) =>
            setDirtyForms((current) => {
              if (current.has(name) === dirty) return current;
              const next = new Set(current);
              if (dirty) next.add(name);
              else next.delete(name);
              return next;
            }),
        ]),
      ) as Record<Name, (dirty: boolean) => void>,
  );
  const { blocker } = useUnsavedChanges(dirtyForms.size > 0);
  return { blocker, report };
}

/** A form of such a page tells it whether it holds unsaved work, and that it holds none once gone. */
export function useReportUnsaved(dirty: boolean, report: ((dirty: boolean) => void) | undefined) {
  useEffect(() => {
    if (!report) return;
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
}
