// Writes openapi.json from the contract, or with --check fails when the committed file differs:
//   pnpm --filter @shqcb/api openapi         (after changing the contract)
//   pnpm --filter @shqcb/api openapi:check   (part of the package's test)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../src/openapi/openApiDocument.ts';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (committed !== text) {
    console.error('packages/api/openapi.json does not match the contract: run `pnpm --filter @shqcb/api openapi` and commit it.');
    process.exit(1);
  }
  console.log('openapi.json matches the contract');
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
