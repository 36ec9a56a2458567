import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { keepPreviousAssets, previousAssetsKeptMs } from './previous-assets.js';

const work = mkdtempSync(join(tmpdir(), 'vikreta-assets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A built client as the app serves it, with these hashed files in assets/. */
function build(name: string, files: Record<string, string>) {
  const dir = join(work, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', file), text);
  return dir;
}

describe('hashed files of a previous build', () => {
  it('are still served after a redeploy, as code with a year of caching; a file no build had is a 404', async () => {
    const dataDir = join(work, 'data');
    const first = await createTestApp({
      env: {
        DATA_DIR: dataDir,
        STATIC_DIR: build('one', { 'bulk-discount-page-AAAAAAAA.js': 'export default 1;' }),
      },
    });
    await first.close();
    const second = await createTestApp({
      env: {
        DATA_DIR: dataDir,
        STATIC_DIR: build('two', { 'bulk-discount-page-BBBBBBBB.js': 'export default 2;' }),
      },
    });
    try {
      const old = await second.app.inject({ url: '/assets/bulk-discount-page-AAAAAAAA.js' });
      expect(old.statusCode).toBe(200);
      expect(old.headers['content-type']).toMatch(/javascript/);
      expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(old.body).toBe('export default 1;');
      expect((await second.app.inject({ url: '/assets/bulk-discount-page-BBBBBBBB.js' })).body).toBe(
        'export default 2;',
      );
      for (const url of [
        '/assets/never-built-CCCCCCCC.js',
        '/assets/..%2F..%2Fjwt-secret',
        '/assets/%E0%A4',
      ]) {
        const missing = await second.app.inject({ url });
        expect([400, 404], url).toContain(missing.statusCode);
        expect(missing.body, url).not.toContain('<title>');
      }
    } finally {
      await second.close();
    }
  }, 120_000);

  it('are removed once no build has served them for the kept time; the current ones stay', () => {
    const assets = join(build('three', { 'current-DDDDDDDD.js': '1' }), 'assets');
    const kept = join(work, 'kept');
    mkdirSync(kept, { recursive: true });
    const now = Date.now();
    for (const [file, age] of [
      ['recent-EEEEEEEE.js', previousAssetsKeptMs - 60_000],
      ['stale-FFFFFFFF.js', previousAssetsKeptMs + 60_000],
      ['current-DDDDDDDD.js', previousAssetsKeptMs * 3],
    ] as const) {
      writeFileSync(join(kept, file), 'x');
      const at = new Date(now - age);
      utimesSync(join(kept, file), at, at);
    }
    keepPreviousAssets(assets, kept, now);
    expect(existsSync(join(kept, 'recent-EEEEEEEE.js'))).toBe(true);
    expect(existsSync(join(kept, 'stale-FFFFFFFF.js'))).toBe(false);
    expect(existsSync(join(kept, 'current-DDDDDDDD.js'))).toBe(true);
  });
});
