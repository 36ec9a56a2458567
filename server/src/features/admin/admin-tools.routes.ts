import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminToolSchema,
  createToolRequestSchema,
  toolParamsSchema,
  updateToolRequestSchema,
} from '@common/contracts/admin';
import { currentUser } from '../../lib/auth.js';
import { adminDocs, adminErrors } from './admin-route-schema.js';
import type { AdminToolsService } from './admin-tools.service.js';

/** /api/admin/tools…: spec 02 §7. */
export const adminToolsRoutes =
  (tools: AdminToolsService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/tools',
      { schema: { ...adminDocs, response: { 200: z.array(adminToolSchema), ...adminErrors } } },
      () => tools.list(),
    );
    api.post(
      '/tools',
      {
        schema: {
          ...adminDocs,
          body: createToolRequestSchema,
          response: { 201: adminToolSchema, ...adminErrors },
        },
      },
      async (req, reply) => reply.status(201).send(await tools.create(currentUser(req), req.body)),
    );
    api.put(
      '/tools/:id',
      {
        schema: {
          ...adminDocs,
          params: toolParamsSchema,
          body: updateToolRequestSchema,
          response: { 200: adminToolSchema, ...adminErrors },
        },
      },
      (req) => tools.update(currentUser(req), req.params.id, req.body),
    );
  };
