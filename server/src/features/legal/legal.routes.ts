import type { FastifyPluginAsync } from 'fastify';
import { legalPagePaths, legalPages } from '@common/contracts/legal';
import type { Env } from '../../env.js';
import type { CmsService } from '../cms/cms.service.js';
import { legalPageHtml, type ContactDetails } from './legal-page-html.js';

const contactOf = (env: Env): ContactDetails => ({
  name: env.SUPPLIER_LEGAL_NAME,
  address: env.SUPPLIER_ADDRESS ?? null,
  gstin: env.SUPPLIER_GSTIN ?? null,
  email: env.SUPPLIER_EMAIL ?? null,
  phone: env.SUPPLIER_PHONE ?? null,
});

/**
 * /terms, /privacy, /refund-policy and /contact: the merchant pages as the CMS holds them now, rendered on the
 * server as plain HTML (readable without JavaScript, by search engines and payment-gateway reviewers alike).
 */
export const legalRoutes =
  ({ cms, env }: { cms: CmsService; env: Env }): FastifyPluginAsync =>
  async (app) => {
    for (const page of legalPages) {
      app.get(legalPagePaths[page], { schema: { hide: true } }, async (_req, reply) => {
        const content = await cms.legalPage(page);
        const html = legalPageHtml(content, page === 'contact' ? { contact: contactOf(env) } : {});
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      });
    }
  };
