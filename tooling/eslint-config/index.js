// Shared flat config. Encodes the package boundaries of docs/architecture.md as lint rules, so a
// wrong import fails `pnpm lint` rather than a code review.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noCrossPackageRelative } from './no-cross-package-relative.js';

const FEATURES = ['news', 'account', 'subscription', 'mall', 'player'];

const crossPackage = [{ group: ['@shqcb/*/src/*', '@shqcb/*/dist/*'], message: 'Import a workspace package through its exports map.' }];

const browserIo = [
  { name: 'fetch', message: 'Only @shqcb/api talks to the network.' },
  { name: 'localStorage', message: 'Only @shqcb/bridge touches storage (see its storage module).' },
  { name: 'sessionStorage', message: 'Only @shqcb/bridge touches storage (see its storage module).' },
];

/**
 * @param {{ kind: 'api' | 'bridge' | 'ui-kit' | 'feature' | 'app' | 'server' | 'node', name?: string, react?: boolean }} options
 */
export function createEslintConfig({ kind, name, react = false }) {
  const otherFeatures = FEATURES.filter((f) => f !== name).flatMap((f) => [`@shqcb/${f}`, `@shqcb/${f}/*`]);
  const restrictedImports = [...crossPackage];
  if (kind === 'feature') {
    restrictedImports.push({ group: otherFeatures, message: 'Features never import each other; link by route path.' });
  }
  if (kind === 'ui-kit' || kind === 'api') {
    restrictedImports.push({ group: ['@shqcb/*'], message: `@shqcb/${kind} imports nothing of ours.` });
  }
  if (kind === 'server') {
    restrictedImports.push({ group: ['@shqcb/*', '!@shqcb/api', '!@shqcb/api/contract'], message: 'The server shares only @shqcb/api/contract.' });
  }
  const restrictGlobals = kind === 'ui-kit' || kind === 'feature' || kind === 'app';

  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', '**/*.d.ts', '.turbo/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    ...(react ? [reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest']] : []),
    {
      plugins: { shqcb: { rules: { 'no-cross-package-relative': noCrossPackageRelative } } },
      rules: {
        'shqcb/no-cross-package-relative': 'error',
        'no-restricted-imports': ['error', { patterns: restrictedImports }],
        ...(restrictGlobals ? { 'no-restricted-globals': ['error', ...browserIo] } : {}),
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-restricted-syntax': [
          'error',
          { selector: 'ExportAllDeclaration', message: 'Barrels name every export; no export *.' },
          { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'No .only in committed tests.' },
        ],
      },
    },
    {
      // Boundaries are about shipped code; a package's own tool configs load the shared tooling.
      files: ['*.config.{js,ts,mjs}'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      files: ['**/*.test.{ts,tsx}', '**/test-setup.ts', '**/mocks/**'],
      rules: { 'no-restricted-globals': 'off' },
    },
  );
}
