// Things a bench script must undo on the way out (servers, browsers, temporary folders), last
// first, also on Ctrl-C: shared by scripts/bench.mjs and scripts/bench-scroll.mjs.

/**
 * @param {(message: string) => void} say where a failing cleanup is reported
 * @returns {{ cleanups: Array<() => unknown>, cleanUp: () => Promise<void> }} the list to push undo
 *   steps onto (and splice one off once done by hand), and the function that runs them all
 */
export function createCleanups(say) {
  /** @type {Array<() => unknown>} */
  const cleanups = [];
  async function cleanUp() {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()?.();
      } catch (err) {
        say(`cleanup: ${err instanceof Error ? err.message : err}`);
      }
    }
  }
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      say(`${signal}: stopping`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  return { cleanups, cleanUp };
}
