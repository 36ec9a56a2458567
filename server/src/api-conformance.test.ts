import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponses } from './lib/error-responses.js';
import { registerErrorHandling } from './lib/errors.js';
import { nextIp } from './test/accounts.js';
import { createAdminTestApp, signedInAdmin, signedInSeller } from './test/admin-accounts.js';
import { documentConformance, type ApiDocument } from './test/document-conformance.js';
import type { TestApp } from './test/test-app.js';

let h: TestApp;
let sellerToken: string;
let adminToken: string;
beforeAll(async () => {
  h = await createAdminTestApp();
  sellerToken = (await signedInSeller(h)).accessToken;
  adminToken = (await signedInAdmin(h)).accessToken;
});
afterAll(() => h.close());

const seed = Number(process.env.FUZZ_SEED ?? 20261128);

describe('the API against its own document (property-based)', () => {
  it('answers every request the document calls valid as the document says', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json<ApiDocument>();
    const problems = await documentConformance(doc, {
      send: (request) => h.app.inject({ ...request, remoteAddress: nextIp() }),
      headersFor: (_method, path) => ({
        authorization: `Bearer ${path.startsWith('/api/admin') || path.startsWith('/api/cms') ? adminToken : sellerToken}`,
      }),
      runs: 25,
      seed,
      // Ends the seller's every session: the operations after it would all answer 401.
      skip: ['POST /api/account/sign-out-everywhere'],
    });
    expect(problems).toEqual([]);
  }, 300_000);
});

/** A one-route app built the way the real one is (zod contracts, the same error answers and document). */
async function oneRouteApp(price: z.ZodType) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(swagger, {
    openapi: { info: { title: 'one route', version: '1' } },
    transform: jsonSchemaTransform,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/prices',
    {
      schema: {
        body: z.object({ sku: z.string().min(1).max(20), price }),
        response: { 200: z.object({ ok: z.boolean() }), ...errorResponses(400) },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('the property-based check itself', () => {
  const check = async (price: z.ZodType) => {
    const app = await oneRouteApp(price);
    try {
      return await documentConformance(app.swagger() as unknown as ApiDocument, {
        send: (request) => app.inject(request),
        headersFor: () => ({}),
        runs: 50,
        seed,
      });
    } finally {
      await app.close();
    }
  };
  const evenMessage = 'Use an even number of rupees';
  const even = z.number().int().min(1).max(1000);

  it('fails on a rule written in code and left out of the document', async () => {
    const problems = await check(even.refine((n) => n % 2 === 0, evenMessage));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      `POST /api/prices 400 a valid request refused by a rule the document does not describe: ${evenMessage}`,
    );
  });

  it('passes once the document describes the rule, or expresses it', async () => {
    const described = even
      .refine((n) => n % 2 === 0, evenMessage)
      .meta({ description: `'${evenMessage}' otherwise` });
    expect(await check(described)).toEqual([]);
    expect(await check(z.number().int().min(1).max(1000).multipleOf(2))).toEqual([]);
  });
});
