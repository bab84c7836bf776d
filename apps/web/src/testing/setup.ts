import { configure } from '@testing-library/react';

// jsdom lacks some layout APIs every browser has; the dashboard calls them after validation errors.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// findBy… and waitFor wait for a state up to this ceiling (Testing Library's default is 1 s). A
// lazy route or a first render can take longer than that on a loaded 2-core CI machine; a state
// that arrives sooner ends the wait at once.
configure({ asyncUtilTimeout: 10_000 });
