// Test environment for ui-kit: jsdom plus the few browser APIs jsdom lacks.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own afterEach cleanup.
afterEach(() => {
  cleanup();
});

// jsdom has no canvas: its getContext logs a "not implemented" error. Widgets must cope with a null
// context (that is the real behaviour in some locked-down web views), so make it quietly return null.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  writable: true,
  value: () => null,
});
