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
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { AuthService } from './auth.service.js';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

/** /api/auth/*. Thin: validate with the shared contract, call one service, reply. */
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
      {
        schema: {
          tags,
          operationId: 'register',
          description:
            'Signs up on the Free Trial and mails a verification link; the same answer for any email.',
          body: registerRequestSchema,
          response: { 201: messageResponseSchema, ...errorResponses(...bodyErrors, 429, 500) },
        },
      },
      async (req, reply) => reply.status(201).send(await signup.register(req.body, req.ip)),
    );
    api.get(
      '/auth/verify-email/:token',
      {
        schema: {
          tags,
          operationId: 'verifyEmail',
          description:
            'Verifies the email of the sign-up this mailed link was for (INVALID_TOKEN when expired).',
          params: verifyEmailParamsSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 500) },
        },
      },
      (req) => signup.verifyEmail(req.params.token),
    );
    api.post(
      '/auth/resend-verification',
      {
        schema: {
          tags,
          operationId: 'resendVerification',
          description: 'Mails a new verification link to a pending account; the same answer for any email.',
          body: resendVerificationRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(...bodyErrors, 429, 500) },
        },
      },
      (req) => signup.resendVerification(req.body.email, req.ip),
    );

    api.post(
      '/auth/login',
      {
        schema: {
          tags,
          operationId: 'login',
          description: 'Signs in with email and password: an access token (15 minutes) and a refresh token.',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, ...errorResponses(...bodyErrors, 401, 403, 429, 500) },
        },
      },
      (req) => sessions.login(req.body, req.ip),
    );
    api.post(
      '/auth/refresh',
      {
        schema: {
          tags,
          operationId: 'refreshSession',
          description:
            'Spends a refresh token for a new pair; a spent token presented again ends the session.',
          body: refreshRequestSchema,
          response: { 200: refreshResponseSchema, ...errorResponses(...bodyErrors, 401, 403, 500) },
        },
      },
      (req) => sessions.refresh(req.body.refreshToken),
    );
    api.post(
      '/auth/logout',
      {
        schema: {
          tags,
          operationId: 'logout',
          description: 'Signs out: revokes the session of this refresh token.',
          body: logoutRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(...bodyErrors, 500) },
        },
      },
      (req) => sessions.logout(req.body.refreshToken),
    );
    api.get(
      '/auth/user',
      {
        onRequest: signedIn,
        schema: {
          tags,
          operationId: 'getCurrentUser',
          description: 'The signed-in user.',
          security: bearer,
          response: { 200: userSchema, ...errorResponses(...signedInErrors, 500) },
        },
      },
      (req) => sessions.currentUser(currentUser(req)),
    );

    api.post(
      '/auth/change-password',
      {
        onRequest: signedIn,
        schema: {
          tags,
          operationId: 'changePassword',
          description: 'Changes the password given the current one; signs out every other session.',
          security: bearer,
          body: changePasswordRequestSchema,
          response: {
            200: messageResponseSchema,
            ...errorResponses(...bodyErrors, ...signedInErrors, 429, 500),
          },
        },
      },
      (req) => passwords.change(currentUser(req), req.body),
    );
    api.post(
      '/auth/forgot-password',
      {
        schema: {
          tags,
          operationId: 'forgotPassword',
          description:
            'Mails a reset link (valid 1 hour, once) to an account; the same answer for any email.',
          body: forgotPasswordRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(...bodyErrors, 429, 500) },
        },
      },
      (req) => passwords.forgot(req.body.email, req.ip),
    );
    api.post(
      '/auth/reset-password',
      {
        schema: {
          tags,
          operationId: 'resetPassword',
          description: 'Sets a new password with a mailed reset link and signs out every session.',
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(...bodyErrors, 500) },
        },
      },
      (req) => passwords.reset(req.body, req.ip),
    );
  };
