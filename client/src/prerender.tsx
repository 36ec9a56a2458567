import { prerender } from 'react-dom/static';
import { App } from '@/app/app';
import { pageTitle, siteDescription } from '@/app/page-meta';
import { publicRoutes } from '@/app/routes';
import type { LandingData } from '@common/contracts/landing';
import { landingDataScript, seedLandingData } from '@/features/landing/landing-data';
import { createQueryClient } from '@/lib/query-client';
import { setDocumentParser } from '@/lib/safe-html';
import { parseOnServer } from '@/lib/server-html-parser';

// Rich text (the landing features) is read with a DOM parser: on the server, linkedom's.
setDocumentParser(parseOnServer);

/**
 * The public pages whose HTML is written at build time (scripts/prerender.mjs), and the file the server sends.
 * `live`: the server renders that page again with the content it serves (server/src/features/spa/live-page.ts),
 * from the template written beside this module.
 */
export const prerenderedPages = [
  { path: '/', file: 'index.html', live: true },
  { path: '/login', file: 'login.html', live: false },
  { path: '/signup', file: 'signup.html', live: false },
];

/** The page's title and description, as PageMeta sets them once the app runs. */
export function pageHead(path: string) {
  const route = publicRoutes.find((r) => r.path === path);
  return { title: pageTitle(route?.title), description: route?.description ?? siteDescription };
}

/** Where a page template takes the rendered resources (in <head>) and the app's HTML (inside #root). */
export const headSlot = '<!--app-head-->';
export const rootSlot = '<div id="root"><!--app--></div>';

export interface RenderedPage {
  /** What React found to load early (an image's preload): <link> elements for <head>. */
  resources: string[];
  markup: string;
  data?: LandingData;
}

/** React writes the resources it found before the markup: they belong in <head>. */
function splitResources(html: string) {
  const resources: string[] = [];
  const markup = html.replace(/^(?:<link [^>]*\/?>)+/, (links) => {
    resources.push(...(links.match(/<link [^>]*\/?>/g) ?? []));
    return '';
  });
  return { resources, markup };
}

/**
 * The app's HTML at `path` for a visitor who is not signed in, once every lazy screen has loaded; with `data`,
 * the landing page shows those answers (otherwise the built-in content, as while loading).
 */
export async function renderPage(path: string, data?: LandingData): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  if (data) seedLandingData(queryClient, data);
  try {
    // One piece: React would otherwise move big Suspense boundaries to the end of the page with inline
    // scripts that put them back, which the Content-Security-Policy (script-src 'self') rightly blocks.
    const { prelude } = await prerender(<App ssrPath={path} queryClient={queryClient} />, {
      progressiveChunkSize: Infinity,
    });
    const page = splitResources(await new Response(prelude).text());
    if (page.markup.includes('<script')) throw new Error(`prerender: ${path} came out with an inline script`);
    return { ...page, data };
  } finally {
    queryClient.clear(); // its timers would otherwise keep the rendered answers for minutes
  }
}

/** The whole page: `template` (a page of the build with both slots) filled with what renderPage made. */
export function fillPage(template: string, page: RenderedPage): string {
  if (!template.includes(headSlot) || !template.includes(rootSlot))
    throw new Error('prerender: the page template has no slots');
  const data = page.data ? landingDataScript(page.data) : '';
  return template
    .replace(headSlot, () => page.resources.join('\n    '))
    .replace(rootSlot, () => `<div id="root">${page.markup}</div>${data}`);
}
