import { vi } from 'vitest';

/** Radix measures its controls with ResizeObserver, which jsdom lacks. Call in `beforeEach`. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
