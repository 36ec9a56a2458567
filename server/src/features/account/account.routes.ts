import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema, updateProfileRequestSchema } from '@common/contracts/account';
import { messageResponseSchema } from '@common/contracts/auth';
import { currentUser, type Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { AccountService } from './account.service.js';
import { ownDataRoutes } from './own-data.routes.js';
import type { OwnDataService } from './own-data.service.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** /api/account/*: the signed-in user's own profile, and "sign out of all devices". Admins too. */
export const accountRoutes =
  ({
    account,
    ownData,
    guards,
  }: {
    account: AccountService;
    ownData: OwnDataService;
    guards: Guards;
  }): FastifyPluginAsync =>
  async (app) => {
    const signedIn = guards.requireUser;
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));

    api.get(
      '/account/profile',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'getProfile',
          description: "The caller's profile: names, email, phone, business name, GSTIN and state.",
          response: { 200: profileSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      (req) => account.profile(currentUser(req).id),
    );
    api.put(
      '/account/profile',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'updateProfile',
          description: 'Saves the profile; a GSTIN must pass its format and check character.',
          body: updateProfileRequestSchema,
          response: { 200: profileSchema, ...errorResponses(...bodyErrors, ...signedInErrors, 500) },
        },
      },
      (req) => account.update(currentUser(req).id, req.body),
    );
    api.post(
      '/account/sign-out-everywhere',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'signOutEverywhere',
          description: 'Revokes every session of the caller, on every device, this one too.',
          response: { 200: messageResponseSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      (req) => account.signOutEverywhere(currentUser(req).id),
    );
    await app.register(ownDataRoutes({ ownData, guards }));
  };
