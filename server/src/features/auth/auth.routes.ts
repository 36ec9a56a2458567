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
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../lib/auth.js';
import { createCounterStore, rateLimiter } from '../../lib/rate-limit.js';
import { authDeps } from './auth.deps.js';
import { signupService } from './auth.service.js';
import { passwordService } from './password.service.js';
import { sessionService } from './session.service.js';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const ok = { 200: messageResponseSchema };

/** /api/auth/*: issue 3. Thin: validate with the shared contract, call one service, reply. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const store = createCounterStore(ctx.env, app.log);
    app.addHook('onClose', () => store.close());
    // Tokens (login, refresh) must never sit in a browser or proxy cache.
    app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));
    const deps = authDeps(ctx, rateLimiter(store, ctx.clock));
    const signup = signupService(deps);
    const sessions = sessionService(deps);
    const passwords = passwordService(deps);
    const signedIn = requireUser(ctx);
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
