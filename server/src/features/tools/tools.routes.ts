import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toolListSchema } from '@common/contracts/tools';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../lib/auth.js';
import { toolsRepo } from './tools.repo.js';

export const toolsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const repo = toolsRepo(ctx.database.db);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/tools',
      {
        onRequest: requireUser(ctx),
        schema: { tags: ['tools'], security: [{ bearer: [] }], response: { 200: toolListSchema } },
      },
      () => repo.active(),
    );
  };
