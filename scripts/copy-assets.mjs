// Completes a package's build after tsc: copies the non-TypeScript files it ships (CSS, SQL
// migrations, images) from src to dist, keeping their relative paths, since tsc emits only
// JavaScript and declarations; and drops CSS side-effect imports from the declarations, where they
// carry no types and would make type resolution of the published package fail.
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const [from = 'src', to = 'dist'] = process.argv.slice(2);
const compiled = new Set(['.ts', '.tsx', '.mts', '.cts']);
const cssImport = /^import ['"][^'"]+\.css['"];\n/gm;

function stripCssImports(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) stripCssImports(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const stripped = text.replace(cssImport, '');
      if (stripped !== text) writeFileSync(path, stripped);
    }
  }
}

if (existsSync(from)) {
  cpSync(from, to, { recursive: true, filter: (src) => !compiled.has(extname(src)) });
}
if (existsSync(to)) stripCssImports(to);
