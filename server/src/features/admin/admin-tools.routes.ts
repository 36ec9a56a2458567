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
import { adminDocs, adminReadErrors, adminWriteErrors } from './admin-route-schema.js';
import type { AdminToolsService } from './admin-tools.service.js';

/** /api/admin/tools…: the admin's tool list and its writes. */
export const adminToolsRoutes =
  (tools: AdminToolsService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/tools',
      {
        schema: {
          ...adminDocs('adminListTools', 'Every tool, active or not, by sort order.'),
          response: { 200: z.array(adminToolSchema), ...adminReadErrors },
        },
      },
      () => tools.list(),
    );
    api.post(
      '/tools',
      {
        schema: {
          ...adminDocs('adminCreateTool', 'Adds a tool with its name and description.'),
          body: createToolRequestSchema,
          response: { 201: adminToolSchema, ...adminWriteErrors },
        },
      },
      async (req, reply) => reply.status(201).send(await tools.create(currentUser(req), req.body)),
    );
    api.put(
      '/tools/:id',
      {
        schema: {
          ...adminDocs(
            'adminUpdateTool',
            "Switches a tool on or off ({isActive}) or renames it ({name, description}); an off tool leaves sellers' menus.",
          ),
          params: toolParamsSchema,
          body: updateToolRequestSchema,
          response: { 200: adminToolSchema, ...adminWriteErrors },
        },
      },
      (req) => tools.update(currentUser(req), req.params.id, req.body),
    );
  };
