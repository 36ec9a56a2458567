import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Moves the open app to `path` the way its own links do: no page load, only the screen's API calls. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const assets = join('dist', 'client', 'assets');

/**
 * Loads the code of lazily loaded screens into the open page ahead of time (by the name of their module,
 * e.g. 'trending-page'), so that they still open once the server is stopped. The app asks the browser for
 * the same URLs later and gets the modules already loaded.
 */
export async function loadScreenCode(page: Page, ...modules: string[]): Promise<void> {
  const files = readdirSync(assets);
  const urls = modules.map((name) => {
    const file = files.find((f) => new RegExp(`^${name}-[A-Za-z0-9_-]{8}\\.js$`).test(f));
    if (!file) throw new Error(`no built chunk for ${name} in ${assets}`);
    return `/assets/${file}`;
  });
  // A string, so that no transpiling of this file can turn the browser's import() into a require().
  await page.evaluate(`Promise.all(${JSON.stringify(urls)}.map((url) => import(url)))`);
}
