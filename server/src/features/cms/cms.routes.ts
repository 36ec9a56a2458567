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
import { currentUser, type Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { CmsService } from './cms.service.js';
import { legalPagesRoutes } from './legal-pages.routes.js';

const adminDocs = { tags: ['cms'], security: [{ bearer: [] }] };
const writeErrors = errorResponses(...bodyErrors, ...signedInErrors, 500);

/** GET /api/cms/content (public), and the admin's writes, versions and restores. */
export const cmsRoutes =
  ({ cms, guards }: { cms: CmsService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    const admin = guards.requireAdmin;
    const api = app.withTypeProvider<ZodTypeProvider>();
    // Every answer here is read fresh: a saved change shows on the next request (no browser or proxy copy).
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));

    api.get(
      '/cms/content',
      {
        schema: {
          tags: ['cms'],
          operationId: 'getCmsContent',
          description: "The landing page's hero and features.",
          response: { 200: cmsContentSchema, ...errorResponses(500) },
        },
      },
      () => cms.content(),
    );
    api.put(
      '/cms/hero',
      {
        onRequest: admin,
        schema: {
          ...adminDocs,
          operationId: 'saveCmsHero',
          description: "Saves the landing page's hero as a new version (administrators).",
          body: heroUpdateSchema,
          response: { 200: cmsContentSchema, ...writeErrors },
        },
      },
      (req) => cms.saveHero(currentUser(req), req.body.content),
    );
    api.put(
      '/cms/features',
      {
        onRequest: admin,
        schema: {
          ...adminDocs,
          operationId: 'saveCmsFeatures',
          description: "Saves the landing page's three features as a new version (administrators).",
          body: featuresUpdateSchema,
          response: { 200: cmsContentSchema, ...writeErrors },
        },
      },
      (req) => cms.saveFeatures(currentUser(req), req.body.content),
    );
    api.get(
      '/cms/:section/versions',
      {
        onRequest: admin,
        schema: {
          ...adminDocs,
          operationId: 'listCmsVersions',
          description: "A section's latest saved versions, newest (the live one) first (administrators).",
          params: cmsSectionParamsSchema,
          response: { 200: cmsVersionListSchema, ...errorResponses(400, ...signedInErrors, 500) },
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
          operationId: 'restoreCmsVersion',
          description:
            'Makes an earlier version of a section live again, saved as a new version (administrators).',
          params: cmsVersionParamsSchema,
          response: { 200: cmsContentSchema, ...errorResponses(400, ...signedInErrors, 404, 409, 500) },
        },
      },
      (req) => cms.restore(currentUser(req), req.params.section, req.params.id),
    );
    await app.register(legalPagesRoutes({ cms, guards }));
  };
