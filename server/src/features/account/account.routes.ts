import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema, updateProfileRequestSchema } from '@common/contracts/account';
import { messageResponseSchema } from '@common/contracts/auth';
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../lib/auth.js';
import { accountService } from './account.service.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** /api/account/*: the signed-in user's own profile, and "sign out of all devices". Admins too. */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const account = accountService(ctx);
    const signedIn = requireUser(ctx);
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));

    api.get(
      '/account/profile',
      { onRequest: signedIn, schema: { tags, security, response: { 200: profileSchema } } },
      (req) => account.profile(currentUser(req).id),
    );
    api.put(
      '/account/profile',
      {
        onRequest: signedIn,
        schema: { tags, security, body: updateProfileRequestSchema, response: { 200: profileSchema } },
      },
      (req) => account.update(currentUser(req).id, req.body),
    );
    api.post(
      '/account/sign-out-everywhere',
      { onRequest: signedIn, schema: { tags, security, response: { 200: messageResponseSchema } } },
      (req) => account.signOutEverywhere(currentUser(req).id),
    );
  };
