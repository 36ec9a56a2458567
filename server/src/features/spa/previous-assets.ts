import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/** How long a build's hashed files stay served after a newer build replaced them. */
export const previousAssetsKeptMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Keeps the hashed files of the builds this server has served (in `keptDir`, under DATA_DIR), so that a tab
 * opened on the previous build still loads the screens it has not opened yet after a redeploy. Each start
 * copies the current build's files in and marks them as served now; files no build has served for
 * `keptMs` are removed. Returns the folder to look in for a file the current build no longer has.
 */
export function keepPreviousAssets(
  assetsDir: string,
  keptDir: string,
  now = Date.now(),
  keptMs = previousAssetsKeptMs,
) {
  if (!existsSync(assetsDir)) return keptDir;
  mkdirSync(keptDir, { recursive: true });
  const current = new Set(readdirSync(assetsDir));
  const servedAt = new Date(now);
  for (const file of current) {
    const kept = join(keptDir, file);
    if (!existsSync(kept)) copyFileSync(join(assetsDir, file), kept);
    utimesSync(kept, servedAt, servedAt);
  }
  for (const file of readdirSync(keptDir)) {
    if (current.has(file)) continue;
    const kept = join(keptDir, file);
    if (now - statSync(kept).mtimeMs > keptMs) rmSync(kept, { force: true });
  }
  return keptDir;
}

/** A hashed file name as the build writes it: no folders, nothing to climb out with. */
export const isAssetName = (name: string) => /^[A-Za-z0-9_.-]+$/.test(name) && !name.startsWith('.');
