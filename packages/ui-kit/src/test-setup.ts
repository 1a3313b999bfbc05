// Vitest runs without globals, so Testing Library cannot register its own afterEach cleanup. What
// jsdom lacks (canvas, dialog, scrolling) is stubbed by @shqcb/vitest-config's jsdom setup.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
