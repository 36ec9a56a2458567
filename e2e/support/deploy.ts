import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A copy of the built app (dist/client and dist/render) that a test may redeploy; serve it with STATIC_DIR. */
export function copyOfBuild(): { staticDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vikreta-e2e-deploy-'));
  cpSync(join('dist', 'client'), join(dir, 'client'), { recursive: true });
  cpSync(join('dist', 'render'), join(dir, 'render'), { recursive: true });
  return { staticDir: join(dir, 'client') };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Puts a new build in place of the one in `staticDir`, as a redeploy does: the same code under new hashed
 * names (every file of assets/ renamed, every page and module pointing at the new names), the old files gone.
 */
export function redeploy(staticDir: string): void {
  const assets = join(staticDir, 'assets');
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    const hashed = /^(.*)-([A-Za-z0-9_-]{8})\.(js|css)$/.exec(name);
    if (!hashed) continue;
    const [, base, hash, ext] = hashed as unknown as [string, string, string, string];
    const next = hash.slice(1) + (hash[0] === 'Z' ? 'Y' : 'Z');
    renamed.set(name, `${base}-${next}.${ext}`);
  }
  for (const [from, to] of renamed) renameSync(join(assets, from), join(assets, to));
  for (const file of [...filesUnder(staticDir), ...filesUnder(join(staticDir, '..', 'render'))]) {
    if (!/\.(js|css|html|json)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    let next = text;
    for (const [from, to] of renamed) next = next.replaceAll(from, to);
    if (next !== text) writeFileSync(file, next);
  }
}
