// Writes the public pages' HTML at build time (issue 14): the landing page, /login and /signup paint
// before any JavaScript runs, then the app hydrates them. Runs after `vite build` (dist/client); the server
// sends dist/client/pages/<file> for those paths and index.html (the empty shell) for every other route.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const clientDir = 'dist/client';
const serverEntryDir = 'dist/prerender';

await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: `../${serverEntryDir}`,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
const { renderPage, pageHead, prerenderedPages } = await import(
  pathToFileURL(join(serverEntryDir, 'prerender.js')).href
);

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
/** React writes the resources it found (an image's preload) before the markup: they belong in <head>. */
function splitResources(markup) {
  const resources = [];
  const rest = markup.replace(/^(?:<link [^>]*\/?>)+/, (links) => {
    resources.push(...links.match(/<link [^>]*\/?>/g));
    return '';
  });
  return { resources, rest };
}

/**
 * The stylesheet inside the page: the first paint waits for no request but the HTML itself. The <link> stays,
 * as media="print" (fetched without blocking, never applied twice on screen), because Vite's loader for lazy
 * screens looks for it and would otherwise fetch it again, or fail to open a screen while offline.
 */
const inlineStyles = (html) =>
  html.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (_link, file) => {
    const css = readFileSync(join(clientDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`prerender: ${file} cannot be inlined`);
    return `<style>${css}</style>\n    <link rel="stylesheet" href="/${file}" media="print">`;
  });

mkdirSync(join(clientDir, 'pages'), { recursive: true });
for (const { path, file } of prerenderedPages) {
  const { title, description } = pageHead(path);
  const { resources, rest } = splitResources(await renderPage(path));
  // The Content-Security-Policy allows no inline script: the page must be whole HTML.
  if (rest.includes('<script')) throw new Error(`prerender: ${path} came out with an inline script`);
  const head = resources.join('\n    ');
  const html = inlineStyles(shell)
    // No module preloads: fetched at once, the app's JavaScript ran before the first paint and Lighthouse's
    // simulated phone counted all of it into the first paint (FCP 2.2 s with them, 0.7-1.5 s without).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${rest}</div>`);
  if (!html.includes(escapeHtml(title))) throw new Error(`prerender: no <title> in index.html for ${path}`);
  writeFileSync(join(clientDir, 'pages', file), html);
  console.log(`prerendered ${path} → ${clientDir}/pages/${file} (${Math.round(html.length / 1024)} KB)`);
}
rmSync(serverEntryDir, { recursive: true, force: true });
process.exit(0); // the rendered app's timers (query caches) would keep Node running for minutes
