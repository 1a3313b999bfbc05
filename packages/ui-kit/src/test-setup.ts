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

// jsdom has no HTMLDialogElement.showModal/show/close. Minimal stand-ins: toggle `open` and fire
// `close` as browsers do; focus trapping and Escape are the browser's and are not simulated (tests
// fire `cancel` themselves). Guarded, so a jsdom that gains them keeps its own.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const open = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  Object.defineProperties(HTMLDialogElement.prototype, {
    show: { configurable: true, writable: true, value: open },
    showModal: { configurable: true, writable: true, value: open },
    close: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement) {
        if (!this.hasAttribute('open')) return;
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    },
  });
}
