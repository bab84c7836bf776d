import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubResizeObserver } from './browser-stubs';

/**
 * The hooks of a test file about a dashboard part that calls the API signed in: before each test
 * a session token (the API client sends it) and Radix's ResizeObserver; after it a clean slate
 * (rendered trees, storage, stubbed globals such as the mocked fetch, spies). Call at the top level.
 */
export function setUpSignedInTests(): void {
  beforeEach(() => {
    stubResizeObserver();
    localStorage.setItem('authToken', 'tok');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
