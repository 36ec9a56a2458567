import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { errorCodes } from '@common/contracts/errors';

const statusSchema = z.object({ status: z.string() });

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get('/health', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({
      status: 'ok',
    }));
    api.get('/ready', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => {
      try {
        await ctx.database.ping();
      } catch {
        throw new AppError(503, errorCodes.unavailable, 'The database is not answering');
      }
      return { status: 'ready' };
    });
  };
