import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@common/contracts/auth';
import { deleteAccountRequestSchema, ownDataExportSchema } from '@common/contracts/own-data';
import { currentUser, type Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { OwnDataService } from './own-data.service.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** GET /api/account/export and POST /api/account/delete: the seller's own data, and leaving. */
export const ownDataRoutes =
  ({ ownData, guards }: { ownData: OwnDataService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    const signedIn = guards.requireUser;
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/account/export',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'exportOwnData',
          description:
            "Everything of the caller's account as JSON: profile, subscriptions, payments with their invoices and credit notes, and the usage history.",
          response: { 200: ownDataExportSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      (req) => ownData.export(currentUser(req).id),
    );
    api.post(
      '/account/delete',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'deleteOwnAccount',
          description:
            "Deletes the caller's account after checking the password again: sessions end, name, email and phone are removed; payments and invoices are kept, anonymised.",
          body: deleteAccountRequestSchema,
          response: {
            200: messageResponseSchema,
            ...errorResponses(...bodyErrors, ...signedInErrors, 403, 429, 500),
          },
        },
      },
      (req) => ownData.deleteAccount(currentUser(req).id, req.body.password),
    );
  };
