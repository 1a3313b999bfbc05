import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATES_ENV, writeTemplates } from './pgliteTemplates.ts';

/** Vitest global setup: the PGlite templates every test file starts from (see pgliteTemplates.ts). */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'shqcb-pglite-'));
  await writeTemplates(dir);
  process.env[TEMPLATES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
