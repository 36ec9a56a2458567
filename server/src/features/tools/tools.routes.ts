import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toolListSchema } from '@common/contracts/tools';
import type { Guards } from '../../lib/auth.js';
import { errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { ToolsService } from './tools.service.js';

export const toolsRoutes =
  ({ tools, guards }: { tools: ToolsService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/tools',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['tools'],
          operationId: 'listTools',
          description: 'The active tools, in order.',
          security: [{ bearer: [] }],
          response: { 200: toolListSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      () => tools.active(),
    );
  };
