// Copies the non-TypeScript files a package ships (CSS, SQL migrations, images) from src to dist,
// keeping their relative paths, since tsc emits only JavaScript and declarations.
import { cpSync, existsSync } from 'node:fs';
import { extname } from 'node:path';

const [from = 'src', to = 'dist'] = process.argv.slice(2);
const compiled = new Set(['.ts', '.tsx', '.mts', '.cts']);
if (existsSync(from)) {
  cpSync(from, to, { recursive: true, filter: (src) => !compiled.has(extname(src)) });
}
