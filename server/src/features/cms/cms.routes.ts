import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cmsContentSchema,
  cmsSectionParamsSchema,
  cmsVersionListSchema,
  cmsVersionParamsSchema,
  featuresUpdateSchema,
  heroUpdateSchema,
} from '@common/contracts/cms';
import { apiErrorSchema } from '@common/contracts/errors';
import type { AppContext } from '../../context.js';
import { currentUser, requireAdmin } from '../../lib/auth.js';
import { cmsService } from './cms.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const adminDocs = { tags: ['cms'], security: [{ bearer: [] }] };

/** GET /api/cms/content (public), and the admin's writes, versions and restores (spec 02 §7). */
export const cmsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const cms = cmsService(ctx);
    const admin = requireAdmin(ctx);
    const api = app.withTypeProvider<ZodTypeProvider>();
    // Every answer here is read fresh: a saved change shows on the next request (no browser or proxy copy).
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));

    api.get('/cms/content', { schema: { tags: ['cms'], response: { 200: cmsContentSchema } } }, () =>
      cms.content(),
    );
    api.put(
      '/cms/hero',
      {
        onRequest: admin,
        schema: { ...adminDocs, body: heroUpdateSchema, response: { 200: cmsContentSchema, ...errors } },
      },
      (req) => cms.saveHero(currentUser(req), req.body.content),
    );
    api.put(
      '/cms/features',
      {
        onRequest: admin,
        schema: { ...adminDocs, body: featuresUpdateSchema, response: { 200: cmsContentSchema, ...errors } },
      },
      (req) => cms.saveFeatures(currentUser(req), req.body.content),
    );
    api.get(
      '/cms/:section/versions',
      {
        onRequest: admin,
        schema: {
          ...adminDocs,
          params: cmsSectionParamsSchema,
          response: { 200: cmsVersionListSchema, ...errors },
        },
      },
      async (req) => ({ versions: await cms.versions(req.params.section) }),
    );
    api.post(
      '/cms/:section/versions/:id/restore',
      {
        onRequest: admin,
        schema: {
          ...adminDocs,
          params: cmsVersionParamsSchema,
          response: { 200: cmsContentSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (req) => cms.restore(currentUser(req), req.params.section, req.params.id),
    );
  };
