import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.js';
import { fromRoot } from '../../lib/paths.js';

const immutable = 'public, max-age=31536000, immutable';

/** Serves the built client: hashed assets cached for a year, index.html revalidated, client routes fall back to it. */
export const spaRoutes = (env: Pick<Env, 'STATIC_DIR'>): FastifyPluginAsync =>
  fp(async (app) => {
    const root = fromRoot(env.STATIC_DIR);
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'client build not found: serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes(`${join('/', 'assets', '/')}`) ? immutable : 'no-cache');
      },
    });
    // Not part of the API: left out of /api/docs.
    const hidden = { schema: { hide: true } };
    // The public pages prerendered at build time (pages/index.html for '/', pages/login.html for '/login').
    const pagesDir = join(root, 'pages');
    const prerendered = existsSync(pagesDir) ? readdirSync(pagesDir).filter((f) => f.endsWith('.html')) : [];
    for (const file of prerendered) {
      const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      app.get(path, hidden, (_req, reply) =>
        reply.header('Cache-Control', 'no-cache').sendFile(join('pages', file)),
      );
    }
    if (!prerendered.includes('index.html')) {
      app.get('/', hidden, (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
    }
    app.get('/*', hidden, (req, reply) => {
      if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  });
