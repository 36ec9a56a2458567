import { prerender } from 'react-dom/static';
import { App } from '@/app/app';
import { pageTitle, siteDescription } from '@/app/page-meta';
import { publicRoutes } from '@/app/routes';

/** The public pages whose HTML is written at build time (scripts/prerender.mjs), and the file the server sends. */
export const prerenderedPages = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login.html' },
  { path: '/signup', file: 'signup.html' },
];

/** The page's title and description, as PageMeta sets them once the app runs. */
export function pageHead(path: string) {
  const route = publicRoutes.find((r) => r.path === path);
  return { title: pageTitle(route?.title), description: route?.description ?? siteDescription };
}

/** The app's HTML at `path` for a visitor who is not signed in, once every lazy screen has loaded. */
export async function renderPage(path: string): Promise<string> {
  // One piece: React would otherwise move big Suspense boundaries to the end of the page with inline
  // scripts that put them back, which the Content-Security-Policy (script-src 'self') rightly blocks.
  const { prelude } = await prerender(<App ssrPath={path} />, { progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}
