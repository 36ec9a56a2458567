import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The page for a signed-in route, naming the script files its first render needs (the frame, the screen and their
 * imports: route-preloads.json, written by the build) as module preloads: the browser fetches them with the entry
 * instead of after it has run and checked the user. Undefined for a path the build lists nothing for (the plain
 * index.html is sent), or when the build wrote no list.
 */
export function routePages(root: string): (path: string) => string | undefined {
  const listFile = join(root, 'route-preloads.json');
  if (!existsSync(listFile)) return () => undefined;
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  const pages = new Map<string, string>();
  return (path) => {
    const files = Object.hasOwn(preloads, path) ? preloads[path] : undefined;
    if (!files || files.length === 0) return undefined;
    let page = pages.get(path);
    if (!page) {
      const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n    ');
      page = index.replace('</head>', `    ${links}\n  </head>`);
      pages.set(path, page);
    }
    return page;
  };
}
