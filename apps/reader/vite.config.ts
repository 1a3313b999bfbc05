import { relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import type { Plugin } from 'vite';

// The API host the reader talks to. Empty means the same origin (the reference server serves both);
// set VITE_API_BASE at build time to point a build at the publisher's API host.
const apiProxyTarget = process.env.SHQCB_API_PROXY ?? 'http://localhost:8080';

const SOURCE = '@shqcb/source';
/** WeChat's XWeb on Android and iOS 14+ web views are the oldest engines readers bring. */
const BROWSER_TARGET = ['es2020', 'chrome87', 'safari14'];

/**
 * Writes the prepaint script (src/prepaint.ts, decision 0051) into the page's <head>, bundled and
 * minified on its own: it must run before the body is parsed, so it cannot wait for a file.
 */
function inlinePrepaint(): Plugin {
  let root = '';
  let script: Promise<string> | null = null;
  const bundle = async () => {
    const output = await build({
      root,
      configFile: false,
      logLevel: 'warn',
      resolve: { conditions: [SOURCE, ...defaultClientConditions] },
      build: {
        write: false,
        target: BROWSER_TARGET,
        minify: true,
        lib: { entry: 'src/prepaint.ts', formats: ['iife'], name: 'shqcbPrepaint' },
      },
    });
    const result = Array.isArray(output) ? output[0] : output;
    if (!result || !('output' in result)) throw new Error('prepaint: no bundle');
    const code = result.output[0].code.trim();
    // A `</script>` inside would end the inline block early.
    if (/<\/script/i.test(code)) throw new Error('prepaint: the bundle holds "</script"');
    return code;
  };
  return {
    name: 'shqcb:inline-prepaint',
    configResolved(config) {
      root = config.root;
    },
    handleHotUpdate({ file }) {
      // The script is rebuilt when its sources change in development.
      if (/packages\/bridge\/src|src\/prepaint\.ts/.test(file)) script = null;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        script ??= bundle();
        return [{ tag: 'script', children: await script, injectTo: 'head' }];
      },
    },
  };
}

/**
 * In the server build: each `import()` records the module it loads, by the name the browser build's
 * manifest gives it, so the server knows which chunks and styles a rendered view used and can
 * preload and inline them (decision 0051).
 */
function trackRenderedModules(): Plugin {
  let root = '';
  return {
    name: 'shqcb:track-rendered-modules',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      // Our own modules' imports, of our modules or of a package (ky, loaded with the first request).
      if (id.includes('node_modules') || !/\bimport\(\s*['"]/.test(code)) return null;
      const found = [...code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)];
      let out = code;
      for (const [whole, , specifier] of found.reverse()) {
        if (!specifier) continue;
        const resolved = await this.resolve(specifier, id);
        if (!resolved || resolved.external) continue;
        const key = relative(root, resolved.id.split('?')[0] ?? resolved.id);
        const at = out.lastIndexOf(whole);
        out = `${out.slice(0, at)}globalThis.__shqcbRendered?.(${JSON.stringify(key)}, ${whole})${out.slice(at + whole.length)}`;
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: '/shqcb/',
  plugins: [react(), inlinePrepaint(), trackRenderedModules()],
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: {
    // One self-contained file for the server (React's server renderer included): it runs from the
    // reader's build folder, wherever the server's own dependencies are.
    noExternal: true,
    target: 'node',
    resolve: { conditions: [SOURCE, ...defaultServerConditions], externalConditions: [SOURCE] },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        target: 'node22',
        sourcemap: true,
        minify: false,
        // Its styles and images are the browser build's; the server only needs their addresses.
        ssrEmitAssets: false,
      }
    : {
        manifest: true,
        target: BROWSER_TARGET,
        cssTarget: ['chrome87', 'safari14'],
        sourcemap: true,
        chunkSizeWarningLimit: 200,
        rolldownOptions: {
          output: {
            // Everything the entry imports statically stays in the entry: by default Rolldown cuts the
            // modules the entry shares with lazy routes into many small common chunks, each one more
            // request and less gzip context on the first screen (decision 41).
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
      },
  server: {
    port: Number(process.env.PORT) || 5180,
    strictPort: false,
    proxy: {
      '/api': apiProxyTarget,
      '/media': apiProxyTarget,
      '/dev': apiProxyTarget,
    },
  },
}));
