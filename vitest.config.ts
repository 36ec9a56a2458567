import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
      '@common': fileURLToPath(new URL('./common/src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['common/src/**/*.test.ts', 'server/src/**/*.test.ts'],
          // Each worker loads the server's modules once for all its files instead of once per file (half
          // the suite's time); every file still gets its own app and database (server/src/test/test-app.ts).
          isolate: false,
          globalSetup: ['server/src/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        // Screens run in their own module graph and DOM per file.
        test: { name: 'client', include: ['client/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
