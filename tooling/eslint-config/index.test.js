// The boundaries the config promises, checked on snippets: each must be refused where it is
// forbidden and allowed where it belongs. Run with `node --test` (the package's test script).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { createEslintConfig } from './index.js';

/** Messages of the restriction rules for `code` in a file of a package of `kind`. */
async function problems(kind, code, filePath = 'src/module.ts', name = 'news') {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: createEslintConfig({ kind, name }), cwd: import.meta.dirname });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => /^no-restricted/.test(m.ruleId ?? '')).map((m) => m.message);
}

test('screens never read the user agent, the WeChat SDK or storage themselves', async () => {
  for (const code of [
    'export const ua = navigator.userAgent;',
    'export const ua = window.navigator.userAgent;',
    'export const sdk = window.wx;',
    'export const sdk = wx;',
    "export const t = localStorage.getItem('token');",
    "export const t = window.sessionStorage.getItem('name');",
  ]) {
    for (const kind of ['feature', 'ui-kit', 'app', 'api']) assert.notDeepEqual(await problems(kind, code), [], `${kind}: ${code}`);
    assert.deepEqual(await problems('bridge', code), [], `bridge: ${code}`);
  }
});

test('tests may set up storage', async () => {
  assert.deepEqual(await problems('feature', "localStorage.setItem('token', 't');", 'src/a.test.ts'), []);
});

test('only @shqcb/api imports TanStack Query', async () => {
  const code = "import { useQuery } from '@tanstack/react-query';\nexport { useQuery };";
  assert.match((await problems('feature', code)).join(), /@shqcb\/api\/query/);
  assert.deepEqual(await problems('api', code), []);
});

test('only @shqcb/ui-kit imports the virtualiser; its TanStack neighbour is no exception to the Query rule', async () => {
  const code = "import { useWindowVirtualizer } from '@tanstack/react-virtual';\nexport { useWindowVirtualizer };";
  assert.match((await problems('feature', code)).join(), /VirtualList of @shqcb\/ui-kit/);
  assert.match((await problems('api', code)).join(), /VirtualList of @shqcb\/ui-kit/);
  assert.deepEqual(await problems('ui-kit', code), []);
  const query = "import { useQuery } from '@tanstack/react-query';\nexport { useQuery };";
  assert.match((await problems('ui-kit', query)).join(), /@shqcb\/api\/query/);
});

test('the server shares only the contract and its OpenAPI document; its tests also the mocks', async () => {
  const imports = (path) => `import { x } from '${path}';\nexport { x };`;
  for (const path of ['@shqcb/api/contract', '@shqcb/api/contract/login', '@shqcb/api/openapi']) {
    assert.deepEqual(await problems('server', imports(path)), [], path);
  }
  for (const path of ['@shqcb/api', '@shqcb/api/query', '@shqcb/api/mocks', '@shqcb/bridge', '@shqcb/api/contract/login/x']) {
    assert.notDeepEqual(await problems('server', imports(path)), [], path);
  }
  assert.deepEqual(await problems('server', imports('@shqcb/api/mocks'), 'src/a.test.ts'), []);
  assert.notDeepEqual(await problems('server', imports('@shqcb/bridge'), 'src/a.test.ts'), []);
});

test('features never import each other', async () => {
  assert.notDeepEqual(await problems('feature', "import { routes } from '@shqcb/player/routes';\nexport { routes };"), []);
});
