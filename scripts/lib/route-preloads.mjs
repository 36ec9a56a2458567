// Which script files each signed-in route needs beyond those the page already names (the entry and its imports):
// the signed-in frame, the route's screen and their imports, from the build's manifest. The server names them in
// the page it sends for that route (<link rel="modulepreload">), so the browser fetches them with the entry instead
// of after it has run. Read from the route table's source: a screen loaded as `import('…')` in its route, a
// calculator of the calculators' list, or an AI tool (its page and its own module).

const layoutModule = 'src/app/signed-in-layout.tsx';
const aiToolPage = 'src/features/ai/ai-tool-page.tsx';

/** The manifest key of an import specifier: '@/features/x' or './x' (relative to `fromDir`, under src/). */
function keyOf(manifest, specifier, fromDir) {
  const path = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : `${fromDir}/${specifier.replace(/^\.\//, '')}`;
  return ['.tsx', '.ts', '.jsx', '.js'].map((ext) => `${path}${ext}`).find((key) => manifest[key]);
}

/** The key and every chunk it imports statically, transitively. */
function closure(manifest, key, into = new Set()) {
  if (!key || into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Route path → the script files (as served, '/assets/…') its first render needs that the entry page does not
 * preload already. `sources.routes` is client/src/app/routes.ts, `sources.aiTools` client/src/features/ai/ai-tool-screens.ts.
 */
export function routePreloads(manifest, sources) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const onThePage = closure(manifest, entry);
  const screens = new Map();
  for (const m of sources.routes.matchAll(/path:\s*'([^']+)'[^{}]*?import\('([^']+)'\)/g))
    screens.set(m[1], [keyOf(manifest, m[2], 'src/app')]);
  for (const m of sources.routes.matchAll(/\['([a-z-]+)',\s*'[^']*',\s*\(\)\s*=>\s*import\('([^']+)'\)\]/g))
    screens.set(`/calculators/${m[1]}`, [keyOf(manifest, m[2], 'src/app')]);
  const toolModules = new Map(
    [...sources.aiTools.matchAll(/(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => [
      m[1],
      keyOf(manifest, m[2], 'src/features/ai'),
    ]),
  );
  for (const m of sources.routes.matchAll(/path:\s*'([^']+)'[^{}]*?aiToolScreen\('([^']+)'\)/g))
    screens.set(m[1], [aiToolPage, toolModules.get(m[2])]);
  // Every other signed-in route ('path:' with an access) gets the frame at least.
  for (const m of sources.routes.matchAll(/path:\s*['`]([^'`$]+)['`][^{}]*?access:/g))
    if (!screens.has(m[1])) screens.set(m[1], []);
  const out = {};
  for (const [path, keys] of screens) {
    const needed = new Set();
    for (const key of [layoutModule, ...keys]) closure(manifest, key, needed);
    out[path] = [...needed]
      .filter((key) => !onThePage.has(key))
      .map((key) => `/${manifest[key].file}`)
      .filter((file) => file.endsWith('.js'))
      .sort();
  }
  return out;
}
