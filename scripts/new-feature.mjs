// Creates a feature package uniform with the others:
//   pnpm new:feature <name> [--route /my-order] [--title 我的订单] [--screen my-order]
// then `pnpm install`, and register its routes in apps/reader/src/app/routes.ts.
import { parseArgs } from 'node:util';
import { writeFeature } from './lib/new-feature.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { route: { type: 'string' }, title: { type: 'string' }, screen: { type: 'string' }, description: { type: 'string' } },
});
const [name] = positionals;
if (!name) {
  console.error('usage: pnpm new:feature <name> [--route /path] [--title 标题] [--screen folder] [--description text]');
  process.exit(2);
}
try {
  const written = writeFeature(new URL('..', import.meta.url).pathname, name, values);
  console.log(written.map((file) => `  created ${file}`).join('\n'));
  console.log(`\nNext: pnpm install, add @shqcb/${name} to apps/reader's dependencies and its routes to apps/reader/src/app/routes.ts.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
