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

// What only @shqcb/bridge may touch, spelled the ways the globals above do not catch.
const hostSyntax = [
  { selector: "MemberExpression[object.name='navigator'][property.name='userAgent']", message: 'Only @shqcb/bridge reads the user agent: use runtime().' },
  { selector: "MemberExpression[object.property.name='navigator'][property.name='userAgent']", message: 'Only @shqcb/bridge reads the user agent: use runtime().' },
  { selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='wx']", message: 'Only @shqcb/bridge talks to the WeChat SDK.' },
  { selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name=/^(localStorage|sessionStorage)$/]", message: 'Only @shqcb/bridge touches storage (see its storage module).' },
];

const baseSyntax = [
  { selector: 'ExportAllDeclaration', message: 'Barrels name every export; no export *.' },
  { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'No .only in committed tests.' },
];

/** The server shares the contract and its OpenAPI document; its tests also use the mocks and test helpers. */
const SERVER_SHARES = 'api/(?:contract(?:/[a-z]+)?|openapi)';
const SERVER_TEST_SHARES = 'api/(?:contract(?:/[a-z]+)?|openapi|mocks|testing)';

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
  if (kind !== 'api') {
    restrictedImports.push({ group: ['@tanstack/*query*'], message: 'Screens get data through @shqcb/api/query (decision 10), never TanStack Query itself.' });
  }
  if (kind !== 'ui-kit') {
    restrictedImports.push({ group: ['@tanstack/*virtual*'], message: 'Long lists use VirtualList of @shqcb/ui-kit (decision 50), never the virtualiser itself.' });
  }
  const serverImports = (shares) => ({ regex: `^@shqcb/(?!${shares}$)`, message: 'The server shares only @shqcb/api/contract (and its OpenAPI document); tests may use @shqcb/api/mocks and /testing.' });
  if (kind === 'server') restrictedImports.push(serverImports(SERVER_SHARES));
  const restrictGlobals = kind === 'ui-kit' || kind === 'feature' || kind === 'app';
  const restrictHost = restrictGlobals || kind === 'api';

  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', '**/*.d.ts', '.turbo/**', '.stryker-tmp/**', 'reports/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    ...(react ? [reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest']] : []),
    {
      plugins: { shqcb: { rules: { 'no-cross-package-relative': noCrossPackageRelative } } },
      rules: {
        'shqcb/no-cross-package-relative': 'error',
        'no-restricted-imports': ['error', { patterns: restrictedImports }],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        ...(restrictHost ? { 'no-restricted-globals': ['error', ...browserIo, { name: 'wx', message: 'Only @shqcb/bridge talks to the WeChat SDK.' }] } : {}),
        'no-restricted-syntax': ['error', ...baseSyntax, ...(restrictHost ? hostSyntax : [])],
      },
    },
    {
      // Boundaries are about shipped code; a package's own tool configs load the shared tooling.
      files: ['*.config.{js,ts,mjs}'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      // Tests set up storage and hosts themselves.
      files: ['**/*.test.{ts,tsx}', '**/test-setup.ts', '**/mocks/**', '**/testing/**'],
      rules: {
        'no-restricted-globals': 'off',
        'no-restricted-syntax': ['error', ...baseSyntax],
        ...(kind === 'server' ? { 'no-restricted-imports': ['error', { patterns: [...crossPackage, serverImports(SERVER_TEST_SHARES)] }] } : {}),
      },
    },
  );
}
