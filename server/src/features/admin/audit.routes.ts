import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@common/contracts/admin-audit';
import { adminDocs, adminErrors } from './admin-route-schema.js';
import type { auditService } from './audit.service.js';

/** GET /api/admin/audit?page=&limit=: who changed what, newest first. */
export const auditRoutes =
  (audit: ReturnType<typeof auditService>): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/audit',
      {
        schema: {
          ...adminDocs,
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...adminErrors },
        },
      },
      (req) => audit.page(req.query.page, req.query.limit),
    );
  };
