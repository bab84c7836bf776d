import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Never lose work: while `dirty`, closing or reloading the tab asks the browser's own question, and
 * moving to another page is held (`blocker.state === 'blocked'`) until the person confirms
 * (`blocker.proceed`) or stays (`blocker.reset`). `allowLeaving` lets the page's own navigation
 * after a save or delete through.
 */
export function useUnsavedChanges(dirty: boolean) {
  const leavingRef = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const allowLeaving = () => {
    leavingRef.current = true;
  };
  return { blocker, allowLeaving };
}
