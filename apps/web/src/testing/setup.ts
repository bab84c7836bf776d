import { beforeEach } from 'vitest';
import { toast } from '../components/ui/toaster';
import { configure } from '@testing-library/react';

// jsdom lacks some layout APIs every browser has; the dashboard calls them after validation errors.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
// jsdom's window.scrollTo only logs 'Not implemented'; the virtualized lists call it on mount.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// findBy… and waitFor wait for a state up to this ceiling (Testing Library's default is 1 s). A
// lazy route or a first render can take longer than that on a loaded 2-core CI machine; a state
// that arrives sooner ends the wait at once.
configure({ asyncUtilTimeout: 10_000 });

// Sonner keeps toasts still up between tests and shows them again to the next test's toaster: a
// test waiting for a toast's text could pass on the one before's. Every test starts without any.
beforeEach(() => {
  toast.dismiss();
});
