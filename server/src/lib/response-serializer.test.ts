import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, notFound, registerErrorHandling } from './errors.js';
import { errorResponses, quotaResponses } from './error-responses.js';
import { responseSerializerCompiler } from './response-serializer.js';

/** Routes as the features declare them, on the app's own error handling and serializer. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  const ok = z.object({ ok: z.boolean() });
  app.get('/success', { schema: { response: { 200: ok } } }, () => ({
    ok: true,
    internal: 'not for clients',
  }));
  app.get('/conflict', { schema: { response: { 200: ok, ...errorResponses(409) } } }, () => {
    throw new AppError(409, 'CONFLICT', 'Already taken', { since: '2026-11-21' });
  });
  app.get('/undeclared-shape', { schema: { response: { 200: ok, 404: quotaResponses[402] } } }, () => {
    throw notFound();
  });
  await app.ready();
});
afterAll(() => app.close());

describe('response serialization', () => {
  it('shapes a success body by its schema: keys it does not declare never leave', async () => {
    expect((await app.inject('/success')).body).toBe('{"ok":true}');
  });

  it('sends an error body that fits its declared schema as the error handler wrote it, details included', async () => {
    const res = await app.inject('/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.body).toBe('{"since":"2026-11-21","code":"CONFLICT","message":"Already taken"}');
  });

  it('never sends an error body that does not fit the schema its route declares', async () => {
    const res = await app.inject('/undeclared-shape');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('NOT_FOUND');
  });
});
