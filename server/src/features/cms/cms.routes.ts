import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cmsContentSchema } from '@common/contracts/cms';
import type { CmsService } from './cms.service.js';

export const cmsRoutes =
  ({ cms }: { cms: CmsService }): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/cms/content', { schema: { tags: ['cms'], response: { 200: cmsContentSchema } } }, () =>
        cms.content(),
      );
  };
