// The files of a new feature package, uniform with news, player and account: exports with the
// `@shqcb/source` condition, the shared tsconfig, lint and Vitest setups, the shared test setup of
// @shqcb/api/testing, one route with its screen and test, a README naming the peers, and the
// changeset of its first release. `scripts/new-feature.mjs` writes them; this module only plans.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** kebab-case, starting with a letter: the folder and the package name after `@shqcb/`. */
export const FEATURE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** `order-write` → `OrderWrite`. */
export function pascalCase(kebab) {
  return kebab.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
}

/**
 * @param {string} name feature name, kebab-case (`subscription`)
 * @param {{ route?: string, title?: string, screen?: string, description?: string }} [options]
 *   route: the first route path (default `/<name>`); title: its page title (default the name);
 *   screen: the screen's folder, kebab-case (default the name); description: one line for package.json
 * @returns {Record<string, string>} file path (relative to the package folder) → content
 */
export function planFeature(name, options = {}) {
  if (!FEATURE_NAME.test(name)) throw new Error(`feature names are kebab-case, like "subscription" or "order-write": "${name}"`);
  const route = options.route ?? `/${name}`;
  if (!/^\/[A-Za-z0-9/:_-]*$/.test(route)) throw new Error(`a route is a path like /my-order or /order-detail/:id: "${route}"`);
  const title = options.title ?? name;
  const folder = options.screen ?? name;
  if (!FEATURE_NAME.test(folder)) throw new Error(`screen folders are kebab-case: "${folder}"`);
  const Screen = `${pascalCase(folder)}Screen`;
  const pkg = `@shqcb/${name}`;
  const description = options.description ?? `${title} screens of the 上海汽车报 reader`;
  const css = `shq-${folder}`;

  const packageJson = {
    name: pkg,
    version: '0.0.0',
    description,
    license: 'MIT',
    type: 'module',
    sideEffects: ['**/*.css'],
    files: ['dist'],
    exports: {
      '.': { '@shqcb/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
      './routes': { '@shqcb/source': './src/routes.ts', types: './dist/routes.d.ts', default: './dist/routes.js' },
    },
    scripts: {
      build: 'tsc -p tsconfig.build.json && node ../../scripts/copy-assets.mjs src dist',
      dev: 'tsc -p tsconfig.build.json --watch --preserveWatchOutput',
      lint: 'eslint .',
      typecheck: 'tsc --noEmit',
      test: 'vitest run',
      clean: 'rm -rf dist .turbo',
      publint: 'publint && attw --pack . --profile esm-only',
    },
    peerDependencies: {
      '@shqcb/api': 'workspace:^',
      '@shqcb/bridge': 'workspace:^',
      '@shqcb/ui-kit': 'workspace:^',
      react: '>=19',
      'react-dom': '>=19',
      'react-router': '>=7',
    },
    devDependencies: {
      '@shqcb/api': 'workspace:*',
      '@shqcb/bridge': 'workspace:*',
      '@shqcb/ui-kit': 'workspace:*',
      '@shqcb/eslint-config': 'workspace:*',
      '@shqcb/tsconfig': 'workspace:*',
      '@shqcb/vitest-config': 'workspace:*',
      '@arethetypeswrong/cli': 'catalog:',
      '@testing-library/dom': 'catalog:',
      '@testing-library/react': 'catalog:',
      '@testing-library/user-event': 'catalog:',
      '@types/node': 'catalog:',
      '@types/react': 'catalog:',
      '@types/react-dom': 'catalog:',
      eslint: 'catalog:',
      jsdom: 'catalog:',
      msw: 'catalog:',
      publint: 'catalog:',
      react: 'catalog:',
      'react-dom': 'catalog:',
      'react-router': 'catalog:',
      typescript: 'catalog:',
      vite: 'catalog:',
      vitest: 'catalog:',
    },
  };

  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'tsconfig.json': `{
  "extends": "@shqcb/tsconfig/react.json",
  "compilerOptions": { "types": ["vite/client", "node"] },
  "include": ["src", "*.config.ts"]
}
`,
    'tsconfig.build.json': `{
  "extends": "./tsconfig.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist", "noEmit": false, "customConditions": [] },
  "include": ["src"],
  "exclude": ["src/**/*.test.ts", "src/**/*.test.tsx", "src/test-setup.ts"]
}
`,
    'eslint.config.js': `import { createEslintConfig } from '@shqcb/eslint-config';
export default createEslintConfig({ kind: 'feature', name: '${name}', react: true });
`,
    'vitest.config.ts': `import { createVitestConfig } from '@shqcb/vitest-config';
export default createVitestConfig({ environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] });
`,
    'src/test-setup.ts': `import { cleanup } from '@testing-library/react';
import type { MockServer } from '@shqcb/api/mocks';
import { setupMockApi } from '@shqcb/api/testing';
import { clearAllStorage, getToken } from '@shqcb/bridge';
import { hideToast, showToast } from '@shqcb/ui-kit';

/** The contract's msw mocks answer every call like the reference server; a call without a mock fails the test. */
export const server: MockServer = setupMockApi({ getToken, onToast: showToast, reset: [cleanup, hideToast, clearAllStorage] });
`,
    'src/index.ts': `/**
 * ${description}. The shell mounts the screens through \`${pkg}/routes\`.
 */
export { routes } from './routes.ts';
`,
    'src/routes.ts': `import type { FeatureRoute } from '@shqcb/bridge';

/** Screens of the ${name} feature, mounted lazily by the shell. */
export const routes: FeatureRoute[] = [
  {
    path: '${route}',
    load: () => import('./screens/${folder}/${Screen}.tsx'),
    title: '${title}',
    statusBar: 'white',
  },
];
`,
    [`src/screens/${folder}/${Screen}.tsx`]: `import { useNavigate } from 'react-router';
import { runtime } from '@shqcb/bridge';
import { BackHeader, EMPTY_TEXT, EmptyIllustration } from '@shqcb/ui-kit';
import './${Screen}.css';

/**
 * ${title} (SPEC §2 ${route}). Its data comes through \`@shqcb/api/query\` (useApiQuery, useApiList)
 * on entries of the contract; see packages/api/README.md.
 */
export default function ${Screen}() {
  const navigate = useNavigate();
  return (
    <div className="${css}">
      <BackHeader title="${title}" onBack={() => navigate(-1)} hidden={runtime().inWeChat} />
      <main className="${css}__main">
        <h1 className="shq-visually-hidden">${title}</h1>
        <EmptyIllustration />
        <p>{EMPTY_TEXT}</p>
      </main>
    </div>
  );
}
`,
    [`src/screens/${folder}/${Screen}.css`]: `.${css}__main {
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 3rem 1rem;
  color: var(--shq-color-text-secondary, #666);
}
`,
    [`src/screens/${folder}/${Screen}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import ${Screen} from './${Screen}.tsx';

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['${route.replace(/:(\w+)/g, '1')}']}>
      <Routes>
        <Route path="${route}" element={<${Screen} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('${Screen}', () => {
  it('should name the screen for screen readers', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('${title}');
  });
});
`,
    'README.md': `# ${pkg}

${description}.

The shell mounts the screens lazily from \`${pkg}/routes\` (an array of \`FeatureRoute\` from
\`@shqcb/bridge\`); register them in \`apps/reader/src/app/routes.ts\`.

| route | screen | notes |
|---|---|---|
| \`${route}\` | \`${Screen}\` | |

Peer dependencies (install them beside this package): \`@shqcb/api\`, \`@shqcb/bridge\`,
\`@shqcb/ui-kit\`, \`react\`, \`react-dom\`, \`react-router\`.
`,
    [`../../.changeset/${name}-first-release.md`]: `---
'${pkg}': minor
---

First release: ${title} (${route}).
`,
  };
}

/**
 * Writes a planned feature into `root` (the repository) and adds it to the lint config's feature
 * list, so features keep not importing each other. Refuses to overwrite an existing package.
 * @returns {string[]} the files written, relative to `root`
 */
export function writeFeature(root, name, options = {}) {
  const dir = join(root, 'packages', name);
  if (existsSync(dir)) throw new Error(`packages/${name} exists already`);
  const files = planFeature(name, options);
  const written = [];
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    written.push(join('packages', name, path).replace(/^packages\/[^/]+\/\.\.\/\.\.\//, ''));
  }
  const lint = join(root, 'tooling', 'eslint-config', 'index.js');
  if (existsSync(lint)) {
    const text = readFileSync(lint, 'utf8');
    const list = /const FEATURES = \[([^\]]*)\];/.exec(text);
    if (list && !list[1].split(',').some((item) => item.trim() === `'${name}'`)) {
      writeFileSync(lint, text.replace(list[0], `const FEATURES = [${list[1]}, '${name}'];`));
      written.push('tooling/eslint-config/index.js');
    }
  }
  return written;
}
