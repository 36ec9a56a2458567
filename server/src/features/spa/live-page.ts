import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { LandingData } from '@common/contracts/landing';

/** The parts of the client's render module (client/src/prerender.tsx, built into dist/render) used here. */
export interface RenderModule {
  renderPage(path: string, data: LandingData): Promise<unknown>;
  fillPage(template: string, page: unknown): string;
}

/** A rendered page and its entity tag (a browser holding this page asks with If-None-Match and gets a 304). */
export interface RenderedHtml {
  html: string;
  etag: string;
}

export interface LivePage {
  /** The page with the content served now, or undefined when it cannot be rendered (send the built file). */
  html(): Promise<RenderedHtml | undefined>;
}

/**
 * The landing page as a visitor (and a search engine, without JavaScript) should see it: rendered with the
 * hero, features, plans and testimonials the API serves now, not the built-in ones the build knew. Rendered
 * again only when those answers change (each request reads them, from memory that follows the database), one
 * render at a time per answer. Anything failing falls back to the page written at build time, and the next
 * request tries again.
 */
export function livePage(options: {
  path: string;
  template: () => Promise<string>;
  renderer: () => Promise<RenderModule>;
  load: () => Promise<LandingData>;
  log: FastifyBaseLogger;
}): LivePage {
  let parts: Promise<{ module: RenderModule; template: string }> | undefined;
  let last: { data: LandingData; key: string; html: Promise<RenderedHtml> } | undefined;
  const render = async (data: LandingData) => {
    parts ??= Promise.all([options.renderer(), options.template()]).then(([module, template]) => ({
      module,
      template,
    }));
    const { module, template } = await parts.catch((error: unknown) => {
      parts = undefined;
      throw error;
    });
    const html = module.fillPage(template, await module.renderPage(options.path, data));
    return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
  };
  return {
    async html() {
      try {
        const data = await options.load();
        // The same object: the answers kept in memory, nothing changed. Read again: compared by content.
        if (last?.data !== data) {
          const key = JSON.stringify(data);
          if (last?.key === key) last.data = data;
          else {
            const html = render(data);
            last = { data, key, html };
            html.catch(() => {
              if (last?.html === html) last = undefined;
            });
          }
        }
        return await last.html;
      } catch (err) {
        options.log.error({ err, path: options.path }, 'live page: rendering failed, sending the built page');
        return undefined;
      }
    },
  };
}

/** The landing page's live render from the build's dist/render folder, if the build wrote one. */
export function builtLivePage(
  renderDir: string,
  load: () => Promise<LandingData>,
  log: FastifyBaseLogger,
): LivePage | undefined {
  const modulePath = join(renderDir, 'prerender.js');
  const templatePath = join(renderDir, 'index.template.html');
  if (!existsSync(modulePath) || !existsSync(templatePath)) return undefined;
  return livePage({
    path: '/',
    template: () => readFile(templatePath, 'utf8'),
    renderer: () => import(pathToFileURL(modulePath).href) as Promise<RenderModule>,
    load,
    log,
  });
}
