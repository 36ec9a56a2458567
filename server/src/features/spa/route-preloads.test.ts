import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

const work = mkdtempSync(join(tmpdir(), 'vikreta-preloads-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a signed-in route's page", () => {
  it('names the code its first render needs as module preloads; other routes get the plain page', async () => {
    const dir = join(work, 'client');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>Vikreta</title>\n  </head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify({
        '/dashboard': ['/assets/signed-in-layout-AAAAAAAA.js', '/assets/dashboard-page-BBBBBBBB.js'],
        '/history': [],
      }),
    );
    const h = await createTestApp({ env: { STATIC_DIR: dir, DATA_DIR: join(work, 'data') } });
    try {
      for (const url of ['/dashboard', '/dashboard?from=login']) {
        const page = await h.app.inject({ url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toContain(
          '<link rel="modulepreload" crossorigin href="/assets/signed-in-layout-AAAAAAAA.js">',
        );
        expect(page.body.indexOf('dashboard-page-BBBBBBBB.js')).toBeLessThan(page.body.indexOf('</head>'));
      }
      for (const url of ['/history', '/no-such-screen', '/constructor']) {
        const page = await h.app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<div id="root">');
        expect(page.body, url).not.toContain('modulepreload');
      }
    } finally {
      await h.close();
    }
  }, 60_000);
});
