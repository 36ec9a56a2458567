import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@common/contracts/admin-audit';
import { adminDocs, adminQueryErrors } from './admin-route-schema.js';
import type { AuditService } from './audit.service.js';

/** GET /api/admin/audit?page=&limit=: who changed what, newest first. */
export const auditRoutes =
  (audit: AuditService): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/audit',
      {
        schema: {
          ...adminDocs(
            'adminListAudit',
            'Every admin change, newest first: who, when, the target, before and after.',
          ),
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...adminQueryErrors },
        },
      },
      (req) => audit.page(req.query.page, req.query.limit),
    );
  };
