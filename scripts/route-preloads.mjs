// After `vite build`: writes dist/client/route-preloads.json, the script files each signed-in route needs beyond the
// page's own (scripts/lib/route-preloads.mjs); the server names them in the page it sends for that route.
import { readFileSync, writeFileSync } from 'node:fs';
import { routePreloads } from './lib/route-preloads.mjs';

const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
const preloads = routePreloads(manifest, {
  routes: readFileSync('client/src/app/routes.ts', 'utf8'),
  aiTools: readFileSync('client/src/features/ai/ai-tool-screens.ts', 'utf8'),
});
writeFileSync('dist/client/route-preloads.json', `${JSON.stringify(preloads, null, 1)}\n`);
console.log(`route preloads: ${Object.keys(preloads).length} routes → dist/client/route-preloads.json`);
