import { listingFileRefusalSchema } from '@common/contracts/listing-file';
import { keywordReportRefusalSchema } from '@common/contracts/keyword-bank';
import { settlementRefusalSchema } from '@common/contracts/settlements';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paginationSchema } from '@common/contracts/pagination';
import { quotaRefusalSchema } from '@common/contracts/plans';
import { documentedError } from './lib/error-responses.js';
import { createTestApp, type TestApp } from './test/test-app.js';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** The app as it runs in production: with a client build, so the SPA's routes exist beside the API. */
let h: TestApp;
let staticDir: string;
let doc: OpenApiDocument;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vikreta-spa-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Vikreta</title>');
  h = await createTestApp({ env: { STATIC_DIR: staticDir } });
  doc = (await h.app.inject('/api/docs/json')).json();
});
afterAll(async () => {
  await h.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

/** The shared error schemas as the document writes them (each response adds only its own description). */
const asJson = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
const sharedErrorSchemas = [
  asJson(documentedError),
  asJson(quotaRefusalSchema),
  asJson(z.union([quotaRefusalSchema, documentedError])),
  asJson(listingFileRefusalSchema),
  asJson(keywordReportRefusalSchema),
  asJson(settlementRefusalSchema),
];
const errorSchemaOf = (operation: Operation, status: string) => {
  const schema = operation.responses[status]?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const { description: _description, ...rest } = schema;
  return rest;
};

describe('/api/docs/json', () => {
  it("passes Spectral's spectral:oas ruleset without errors or warnings", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [oas as never] });
    const results = await spectral.run(new Document(JSON.stringify(doc), Json));
    const problems = results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    // No error and no warning: every operation has an id, a description and a declared tag, and the document
    // names its server and a contact.
    expect(problems).toEqual([]);
  });

  it('describes the API only: no SPA catch-all, nothing outside /api', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThanOrEqual(22);
    expect(paths.filter((p) => !p.startsWith('/api/') || p.includes('{*}'))).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares 400 for input, 413/415 for bodies and 401/403 for bearer routes, with the shared error schemas', () => {
    const missing: string[] = [];
    for (const { name, operation } of operations()) {
      const expected = new Set<string>();
      const params = operation.parameters ?? [];
      if (operation.requestBody) ['400', '413', '415'].forEach((s) => expected.add(s));
      if (params.some((p) => p.in === 'path' || p.in === 'query')) expected.add('400');
      if (operation.security?.some((s) => 'bearer' in s)) ['401', '403'].forEach((s) => expected.add(s));
      for (const status of expected) if (!operation.responses[status]) missing.push(`${name} ${status}`);
      for (const status of Object.keys(operation.responses).filter((s) => Number(s) >= 400)) {
        const schema = errorSchemaOf(operation, status);
        if (!sharedErrorSchemas.some((shared) => isDeepStrictEqual(schema, shared)))
          missing.push(`${name} ${status} does not use the shared error schema`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares the quota refusals (402, 429) and the provider failure (502) on every AI tool', () => {
    const ai = operations().filter(({ name }) => name.startsWith('POST /api/ai/'));
    expect(ai).toHaveLength(3);
    for (const { operation } of ai) {
      expect(errorSchemaOf(operation, '402')).toEqual(asJson(quotaRefusalSchema));
      expect(errorSchemaOf(operation, '429')).toEqual(asJson(z.union([quotaRefusalSchema, documentedError])));
      expect(errorSchemaOf(operation, '409')).toEqual(asJson(documentedError));
      expect(errorSchemaOf(operation, '502')).toEqual(asJson(documentedError));
    }
  });

  it('declares the headers the API reads: Idempotency-Key on the AI tools and create-order, the webhook signature', () => {
    const headersOf = (name: string) =>
      (
        (
          operations().find((o) => o.name === name)?.operation as {
            parameters?: { in: string; name: string }[];
          }
        )?.parameters ?? []
      )
        .filter((p) => p.in === 'header')
        .map((p) => p.name);
    for (const name of [
      'POST /api/ai/keyword-research',
      'POST /api/ai/product-research',
      'POST /api/ai/product-optimization',
      'POST /api/payments/create-order',
    ])
      expect(headersOf(name), name).toContain('idempotency-key');
    expect(headersOf('POST /api/payments/webhook')).toEqual(['x-razorpay-signature', 'x-razorpay-event-id']);
  });

  it('pages every list one way: { data, pagination }, or the name the specification gives its items', () => {
    const specNames: Record<string, string> = {
      'GET /api/usage/history': 'history',
      'GET /api/admin/users': 'users',
    };
    const paged = operations().filter(({ operation }) => {
      const names = (operation.parameters ?? []).map((p) => (p as { name?: string }).name);
      return names.includes('page') && names.includes('limit');
    });
    expect(paged.length).toBeGreaterThanOrEqual(5);
    for (const { name, operation } of paged) {
      const answer = operation.responses['200']?.content?.['application/json']?.schema as {
        properties: Record<string, unknown>;
      };
      expect(Object.keys(answer.properties), name).toEqual(
        expect.arrayContaining([specNames[name] ?? 'data', 'pagination']),
      );
      expect(answer.properties.pagination, name).toEqual(asJson(paginationSchema));
    }
  });

  it('declares the Retry-After header on every 429 answer', () => {
    const tooMany = operations().filter(({ operation }) => operation.responses['429']);
    expect(tooMany.length).toBeGreaterThan(5);
    for (const { name, operation } of tooMany)
      expect(
        (operation.responses['429'] as { headers?: Record<string, unknown> }).headers,
        name,
      ).toHaveProperty('Retry-After');
  });
});

describe('a path asked with a method it does not take', () => {
  it('answers 405 with the methods it takes in Allow, and 404 for a path that does not exist', async () => {
    const wrong = await h.app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    const withId = await h.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/0cec79ec-1111-4111-8111-111111111111',
    });
    expect(withId.statusCode).toBe(405);
    expect(withId.headers.allow?.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PUT']);
    const none = await h.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(none.statusCode).toBe(404);
  });
});
