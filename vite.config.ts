import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The app's small shared modules (an icon, a helper: under 8 kB of source) go inside each chunk that uses them
 * instead of into files of their own: the signed-in frame and dashboard were 50 files of a few hundred bytes each
 * beside the entry, one round trip each on a slow phone connection, and now are a handful. Rolldown's inlining of
 * common chunks needs the entries' exports not kept (the app's entries export nothing); the prerender's server
 * build (an SSR build) keeps its exports and its chunks as they are.
 */
const appChunks = {
  preserveEntrySignatures: false as const,
  output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
};

const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
      '@common': fileURLToPath(new URL('./common/src', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each screen loads (the bundle test checks the editor stays on admin screens).
    manifest: true,
    // Every browser the app supports preloads modules natively (Chrome 66, Safari 17, Firefox 115): no polyfill in
    // the entry that every page, the landing page included, downloads first.
    modulePreload: { polyfill: false },
    rollupOptions: {
      ...(isSsrBuild ? {} : appChunks),
      // The app, and the landing page's own small script (a visitor's landing page runs without the app).
      input: {
        index: fileURLToPath(new URL('./client/index.html', import.meta.url)),
        'landing-island': fileURLToPath(new URL('./client/src/landing-island.ts', import.meta.url)),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
