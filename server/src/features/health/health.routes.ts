import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import type { HealthService } from './health.service.js';

const statusSchema = z.object({ status: z.string() });

export const healthRoutes =
  ({ health }: { health: HealthService }): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          operationId: 'getHealth',
          description: 'Answers while the process lives.',
          response: { 200: statusSchema },
        },
      },
      async () => ({ status: 'ok' }),
    );
    api.get(
      '/ready',
      {
        schema: {
          tags: ['health'],
          operationId: 'getReadiness',
          description: 'Answers 200 only while the database answers.',
          response: { 200: statusSchema, ...errorResponses(503) },
        },
      },
      async () => {
        await health.ready();
        return { status: 'ready' };
      },
    );
  };
