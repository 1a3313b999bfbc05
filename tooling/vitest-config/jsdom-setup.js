// What jsdom lacks and every package's UI tests need, loaded first by createVitestConfig for the
// jsdom environment. No imports: this file runs in each package's own module graph.

// jsdom has no scrolling; screens and hooks call scrollTo freely.
window.scrollTo = () => undefined;

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
  const open = function () {
    this.setAttribute('open', '');
  };
  Object.defineProperties(HTMLDialogElement.prototype, {
    show: { configurable: true, writable: true, value: open },
    showModal: { configurable: true, writable: true, value: open },
    close: {
      configurable: true,
      writable: true,
      value() {
        if (!this.hasAttribute('open')) return;
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    },
  });
}
