import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cmsContentSchema } from '@common/contracts/cms';
import { errorResponses } from '../../lib/error-responses.js';
import type { CmsService } from './cms.service.js';

export const cmsRoutes =
  ({ cms }: { cms: CmsService }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
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
  };
