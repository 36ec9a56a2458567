// Writes the public pages' HTML at build time: the landing page, /login and /signup paint
// before any JavaScript runs, then the app hydrates them. Runs after `vite build` (dist/client); the server
// sends dist/client/pages/<file> for those paths and index.html (the empty shell) for every other route.
// The render module stays in dist/render with the landing page's template: the server renders that page again
// with the content it serves, and sends the file written here only when it cannot.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const clientDir = 'dist/client';
const renderDir = 'dist/render';

await build({
  logLevel: 'warn',
  // Everything in one module (React, the app, linkedom): the server imports it and needs no client package.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: `../${renderDir}`,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
const { renderPage, fillPage, pageHead, prerenderedPages, headSlot, rootSlot } = await import(
  pathToFileURL(join(renderDir, 'prerender.js')).href
);

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

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

const shell = inlineStyles(readFileSync(join(clientDir, 'index.html'), 'utf8'))
  // No module preloads: fetched at once, the app's JavaScript ran before the first paint and Lighthouse's
  // simulated phone counted all of it into the first paint (FCP 2.2 s with them, 0.7-1.5 s without).
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</head>', `  ${headSlot}\n  </head>`)
  .replace('<div id="root"></div>', rootSlot);
if (!shell.includes(rootSlot)) throw new Error('prerender: no <div id="root"></div> in index.html');

/**
 * The landing page runs without the app: its module script is the landing page's own (src/landing-island.ts),
 * which names the app's entry for a signed-in seller to be handed over to. The page's HTML, links and FAQ need
 * no script; a visitor downloads a few hundred bytes of JavaScript instead of the app (Lighthouse's simulated
 * phone spent 0.4-0.8 s of main thread on the app's code there).
 */
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const island = manifest['src/landing-island.ts']?.file;
const appScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const withoutApp = (html) => {
  const app = appScript.exec(html)?.[1];
  if (!island || !app) throw new Error('prerender: no app entry or landing script in the build');
  return html.replace(
    appScript,
    `<script type="module" crossorigin src="/${island}" data-app-entry="${app}"></script>`,
  );
};

mkdirSync(join(clientDir, 'pages'), { recursive: true });
for (const { path, file, live } of prerenderedPages) {
  const { title, description } = pageHead(path);
  const template = (path === '/' ? withoutApp(shell) : shell)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  if (!template.includes(escapeHtml(title)))
    throw new Error(`prerender: no <title> in index.html for ${path}`);
  const html = fillPage(template, await renderPage(path));
  writeFileSync(join(clientDir, 'pages', file), html);
  if (live) writeFileSync(join(renderDir, file.replace(/\.html$/, '.template.html')), template);
  console.log(`prerendered ${path} → ${clientDir}/pages/${file} (${Math.round(html.length / 1024)} KB)`);
}
process.exit(0); // timers the rendered app may have left (lazy screens, effects) would keep Node running
