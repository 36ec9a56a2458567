import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  userSchema,
  verifyEmailParamsSchema,
} from '@common/contracts/auth';
import { currentUser } from '../../lib/auth.js';
import type { AuthService } from './auth.service.js';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const ok = { 200: messageResponseSchema };

/** /api/auth/*: issue 3. Thin: validate with the shared contract, call one service, reply. */
export const authRoutes =
  ({ auth }: { auth: AuthService }): FastifyPluginAsync =>
  async (app) => {
    // Tokens (login, refresh) must never sit in a browser or proxy cache.
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));
    const { signup, sessions, passwords } = auth;
    const signedIn = auth.guards.requireUser;
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/auth/register',
      { schema: { tags, body: registerRequestSchema, response: { 201: messageResponseSchema } } },
      async (req, reply) => reply.status(201).send(await signup.register(req.body, req.ip)),
    );
    api.get(
      '/auth/verify-email/:token',
      { schema: { tags, params: verifyEmailParamsSchema, response: ok } },
      (req) => signup.verifyEmail(req.params.token),
    );
    api.post(
      '/auth/resend-verification',
      { schema: { tags, body: resendVerificationRequestSchema, response: ok } },
      (req) => signup.resendVerification(req.body.email, req.ip),
    );

    api.post(
      '/auth/login',
      { schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } } },
      (req) => sessions.login(req.body, req.ip),
    );
    api.post(
      '/auth/refresh',
      { schema: { tags, body: refreshRequestSchema, response: { 200: refreshResponseSchema } } },
      (req) => sessions.refresh(req.body.refreshToken),
    );
    api.post('/auth/logout', { schema: { tags, body: logoutRequestSchema, response: ok } }, (req) =>
      sessions.logout(req.body.refreshToken),
    );
    api.get(
      '/auth/user',
      { onRequest: signedIn, schema: { tags, security: bearer, response: { 200: userSchema } } },
      (req) => sessions.currentUser(currentUser(req)),
    );

    api.post(
      '/auth/change-password',
      {
        onRequest: signedIn,
        schema: { tags, security: bearer, body: changePasswordRequestSchema, response: ok },
      },
      (req) => passwords.change(currentUser(req), req.body),
    );
    api.post(
      '/auth/forgot-password',
      { schema: { tags, body: forgotPasswordRequestSchema, response: ok } },
      (req) => passwords.forgot(req.body.email, req.ip),
    );
    api.post(
      '/auth/reset-password',
      { schema: { tags, body: resetPasswordRequestSchema, response: ok } },
      (req) => passwords.reset(req.body),
    );
  };
