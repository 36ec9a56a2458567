// Is the build missing or older than any source file?
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'client',
  'server/src',
  'common/src',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];
const outputs = ['dist/client/index.html', 'dist/server/main.js'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Files only: a folder's own time changes when a test makes and removes a scratch folder in it (the lint
  // boundary test does, in server/src/lib), which changes nothing the build reads.
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

export function buildIsStale() {
  if (!outputs.every((o) => existsSync(o))) return true;
  const builtAt = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  return sources.some((s) => newest(s) > builtAt);
}
