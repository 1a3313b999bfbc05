// Gallery of every widget for manual checks (`pnpm --filter @shqcb/ui-kit dev`), e.g. at 200% text:
// open /?scale=2. Not shipped.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['@shqcb/source'] },
  // `pnpm --filter @shqcb/ui-kit gallery:build` → gallery-dist/, served by the e2e gallery test.
  // Relative asset paths, so any static server can serve it from any path.
  base: './',
  build: { outDir: '../gallery-dist', emptyOutDir: true },
});
