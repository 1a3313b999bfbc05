import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API host the reader talks to. Empty means the same origin (the reference server serves both);
// set VITE_API_BASE at build time to point a build at the publisher's API host.
const apiProxyTarget = process.env.SHQCB_API_PROXY ?? 'http://localhost:8080';

export default defineConfig({
  base: '/shqcb/',
  plugins: [react()],
  resolve: { conditions: ['@shqcb/source', ...defaultClientConditions] },
  build: {
    manifest: true,
    // WeChat's XWeb on Android and iOS 14+ web views are the oldest engines readers bring.
    target: ['es2020', 'chrome87', 'safari14'],
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
});
