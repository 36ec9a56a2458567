import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service.js';

const statusSchema = z.object({ status: z.string() });

export const healthRoutes =
  ({ health }: { health: HealthService }): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get('/health', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({
      status: 'ok',
    }));
    api.get('/ready', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => {
      await health.ready();
      return { status: 'ready' };
    });
  };
