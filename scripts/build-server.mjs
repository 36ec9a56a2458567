// Compiles the server's TypeScript (with the shared common/ code) into dist/server/main.js.
// node_modules stay external: PGlite's wasm and data files must sit beside their package.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('server built: dist/server/main.js');
