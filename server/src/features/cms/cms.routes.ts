import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cmsContentSchema } from '@common/contracts/cms';
import type { AppContext } from '../../context.js';
import { cmsService } from './cms.service.js';

export const cmsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const cms = cmsService(ctx.database.db);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/cms/content', { schema: { tags: ['cms'], response: { 200: cmsContentSchema } } }, () =>
        cms.content(),
      );
  };
