// A relative import that resolves into another workspace package couples the two packages' source
// trees and bypasses the `exports` map. This rule resolves each relative specifier and compares the
// nearest package.json folders of the importer and the target.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const roots = new Map();

function packageRoot(dir) {
  if (roots.has(dir)) return roots.get(dir);
  const parent = dirname(dir);
  const root = existsSync(resolve(dir, 'package.json')) || parent === dir ? dir : packageRoot(parent);
  roots.set(dir, root);
  return root;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossPackageRelative = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow relative imports that reach into another workspace package' },
    messages: { cross: 'Import other workspace packages by name (@shqcb/...), never by relative path.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = packageRoot(dirname(file));
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(dirname(file), spec);
      if (packageRoot(dirname(target)) !== own && !target.startsWith(own + '/')) {
        context.report({ node: node.source, messageId: 'cross' });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};
