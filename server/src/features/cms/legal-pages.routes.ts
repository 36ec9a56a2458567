import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { legalPageParamsSchema, legalPageSchema, legalPageUpdateSchema } from '@common/contracts/legal';
import { currentUser, type Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { CmsService } from './cms.service.js';

/**
 * GET /api/cms/legal/{page} (public) and the admin's PUT: Terms of Service, Privacy Policy, Refund and
 * Cancellation Policy and Contact, versioned like the landing page's sections (/api/cms/{page}/versions).
 */
export const legalPagesRoutes =
  ({ cms, guards }: { cms: CmsService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/cms/legal/:page',
      {
        schema: {
          tags: ['cms'],
          operationId: 'getLegalPage',
          description:
            'A merchant page (terms, privacy, refunds, contact): its title and sanitised rich-text body.',
          params: legalPageParamsSchema,
          response: { 200: legalPageSchema, ...errorResponses(400, 500) },
        },
      },
      (req) => cms.legalPage(req.params.page),
    );
    api.put(
      '/cms/legal/:page',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['cms'],
          security: [{ bearer: [] }],
          operationId: 'updateLegalPage',
          description: 'Saves a merchant page as a new version (administrators).',
          params: legalPageParamsSchema,
          body: legalPageUpdateSchema,
          response: { 200: legalPageSchema, ...errorResponses(...bodyErrors, ...signedInErrors, 500) },
        },
      },
      (req) => cms.saveLegalPage(currentUser(req), req.params.page, req.body.content),
    );
  };
