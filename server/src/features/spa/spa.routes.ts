import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.js';
import { fromRoot } from '../../lib/paths.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { landingData, type LandingServices } from './landing-data.js';
import { builtLivePage } from './live-page.js';
import { isAssetName, keepPreviousAssets } from './previous-assets.js';
import { routePages } from './route-preloads.js';

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built client: hashed assets cached for a year, index.html revalidated, client routes fall back to
 * it. The landing page is rendered with the content served now (the build's render module in dist/render,
 * beside STATIC_DIR); /login and /signup are the pages written at build time. Hashed files of the builds served
 * before stay available for a while (previous-assets.ts): a tab opened before a redeploy keeps working.
 */
export const spaRoutes = (
  env: Pick<Env, 'STATIC_DIR' | 'DATA_DIR'>,
  services: LandingServices,
  changes: ChangeFeed,
): FastifyPluginAsync =>
  fp(async (app) => {
    const root = fromRoot(env.STATIC_DIR);
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'client build not found: serving the API only');
      return;
    }
    const kept = keepPreviousAssets(join(root, 'assets'), join(fromRoot(env.DATA_DIR), 'previous-assets'));
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join('/', 'assets', '/')}`) || path.startsWith(kept);
        res.header('Cache-Control', hashed ? immutable : 'no-cache');
      },
    });
    // Not part of the API: left out of /api/docs.
    const hidden = { schema: { hide: true } };
    // The public pages prerendered at build time (pages/index.html for '/', pages/login.html for '/login').
    const pagesDir = join(root, 'pages');
    const prerendered = existsSync(pagesDir) ? readdirSync(pagesDir).filter((f) => f.endsWith('.html')) : [];
    const landing = builtLivePage(join(root, '..', 'render'), landingData(services, changes), app.log);
    for (const file of prerendered) {
      const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      const live = path === '/' ? landing : undefined;
      app.get(path, hidden, async (req, reply) => {
        reply.header('Cache-Control', 'no-cache');
        const page = await live?.html();
        if (!page) return reply.sendFile(join('pages', file));
        reply.header('ETag', page.etag);
        if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(page.html);
      });
    }
    if (!prerendered.includes('index.html')) {
      app.get('/', hidden, (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
    }
    const withPreloads = routePages(root);
    app.get('/*', hidden, (req, reply) => {
      if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
      // A file of this build or of a previous one; never the page in its place (a browser would run it as code).
      if (req.url.startsWith('/assets/')) {
        const name = req.url.slice('/assets/'.length).split('?')[0] ?? '';
        if (!isAssetName(name) || !existsSync(join(kept, name))) return reply.callNotFound();
        return reply.sendFile(name, kept);
      }
      reply.header('Cache-Control', 'no-cache');
      const page = withPreloads(req.url.split('?')[0] ?? '');
      return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html');
    });
  });
