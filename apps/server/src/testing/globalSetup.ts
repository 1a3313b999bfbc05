import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Only a folder and its address here: this file runs in Vitest's main process, which resolves
// packages without the `@shqcb/source` condition, so on a clean checkout (nothing built yet) it
// cannot import the server. The first test file that needs a database fills the folder
// (pgliteTemplates.ts); the files after it load copies.
const TEMPLATES_ENV = 'SHQCB_PGLITE_TEMPLATES';

/** Vitest global setup: where the PGlite templates of this run live, removed at the end. */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'shqcb-pglite-'));
  process.env[TEMPLATES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
