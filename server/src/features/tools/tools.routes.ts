import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toolListSchema } from '@common/contracts/tools';
import type { Guards } from '../../lib/auth.js';
import type { ToolsService } from './tools.service.js';

export const toolsRoutes =
  ({ tools, guards }: { tools: ToolsService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/tools',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['tools'], security: [{ bearer: [] }], response: { 200: toolListSchema } },
      },
      () => tools.active(),
    );
  };
