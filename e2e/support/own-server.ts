import { test as base } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server';
import type { ServerUnderTest } from './session';

/**
 * For journeys that change what every seller sees (switch tools off, edit plans and the landing page's content,
 * add trending products, read the latest admin actions): a server of their own, one per worker, so they run
 * beside the other journeys without changing the shared server under them. Pages and `request` go to it
 * (`baseURL`); pass `server` to the session helpers.
 */
export const test = base.extend<{ server: ServerUnderTest }, { ownServer: AppServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
  server: async ({ ownServer }, use) => use(ownServer),
});

export { expect } from '@playwright/test';
