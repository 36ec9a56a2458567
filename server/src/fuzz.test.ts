import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from './db/schema/index.js';
import { nextIp } from './test/accounts.js';
import { createAdminTestApp, signedInAdmin, signedInSeller } from './test/admin-accounts.js';
import type { TestApp } from './test/test-app.js';

/**
 * Generated bodies for every JSON endpoint of the OpenAPI document, as a seller and as an admin,
 * on PGlite and (in CI) on PostgreSQL. No answer may be a 5xx, and afterwards the quota counters equal the
 * successful AI calls in the history.
 */
const runsPerEndpoint = 200;
const seed = Number(process.env.FUZZ_SEED ?? 20261124);

let h: TestApp;
let sellerToken: string;
let sellerId: string;
let adminToken: string;
beforeAll(async () => {
  h = await createAdminTestApp();
  const seller = await signedInSeller(h);
  sellerToken = seller.accessToken;
  sellerId = seller.id;
  adminToken = (await signedInAdmin(h)).accessToken;
});
afterAll(() => h.close());

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'kurti \ud83d',
    '\udc00',
    'साड़ी',
    '👗',
    ' ',
    '',
    '<script>x</script>',
  ),
  fc.constantFrom(
    'amazon',
    'Hindi',
    'en',
    'month',
    'Starter',
    'a@b.in',
    'mango-lassi-42',
    'https://x.in/a.png',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER * 10, 5e-324, 2 ** 31, 100, 3),
);
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
}));
/** 60 levels of nesting, deeper than any contract looks. */
const deeplyNested = fc.constant(JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`) as unknown);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Text that passes most contracts, then the same with NUL or half an emoji in it. */
const plausibleText = (format?: string) => {
  const base =
    format === 'email'
      ? fc.emailAddress()
      : format === 'uuid'
        ? fc.uuid()
        : format === 'uri'
          ? fc.constant('https://cdn.example.in/p.png')
          : fc.constantFrom(
              'cotton kurti',
              'Steel Bottle 1 L',
              'mango-lassi-42',
              'Karnataka',
              'साड़ी',
              '2026-11-21',
            );
  return fc.oneof(
    base,
    base.map((v) => `${v}\u0000`),
    base.map((v) => `${v} \ud83d`),
    fc.tuple(base, fc.integer({ min: 0, max: 5 })).map(([v, i]) => v.slice(0, i) + '\udc00' + v.slice(i)),
  );
};

/** A body that follows the endpoint's JSON schema (valid enums, required keys), with hostile text inside. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return hostileValue;
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileText);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => fromSchema(v, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return plausibleText(schema.format);
  if (type === 'integer' || type === 'number')
    return fc.oneof(
      fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 1e6) }),
      hostileNumber,
    );
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
  if (type === 'object' || schema.properties) {
    const props = schema.properties ?? {};
    return fc.record(
      Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v, depth + 1)])),
      { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
    );
  }
  return hostileValue;
}

/** A body shaped by the endpoint's schema (most runs), by its property names, or anything at all. */
const bodyFor = (schema: JsonSchema, properties: string[]) =>
  fc.oneof(
    { arbitrary: fromSchema(schema), weight: 6 },
    fc.record(Object.fromEntries(properties.map((p) => [p, hostileValue])), { requiredKeys: [] }),
    fc.dictionary(fc.constantFrom(...properties, '__proto__', 'constructor'), hostileValue, { maxKeys: 6 }),
    hostileValue,
    deeplyNested,
  );

interface Operation {
  method: string;
  path: string;
  schema: JsonSchema;
  properties: string[];
}

function jsonOperations(spec: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> })?.content;
      const body = content?.['application/json'];
      if (!body) continue;
      const schema = body.schema ?? {};
      out.push({
        method: method.toUpperCase(),
        path,
        schema,
        properties: Object.keys(schema.properties ?? {}),
      });
    }
  }
  return out;
}

describe('fuzzing every JSON endpoint (fast-check)', () => {
  it('never answers 5xx, and the quota counters equal the successful AI calls', async () => {
    const spec = (await h.app.inject('/api/docs/json')).json();
    const operations = jsonOperations(spec);
    expect(operations.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const op of operations) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const token = url.startsWith('/api/admin') || url.startsWith('/api/cms') ? adminToken : sellerToken;
      await fc.assert(
        fc.asyncProperty(bodyFor(op.schema, op.properties), async (body) => {
          const res = await h.app.inject({
            method: op.method as 'POST',
            url,
            payload: JSON.stringify(body),
            remoteAddress: nextIp(),
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          });
          if (res.statusCode >= 500)
            failures.push(`${op.method} ${url} ${JSON.stringify(body).slice(0, 200)} → ${res.body}`);
          return res.statusCode < 500;
        }),
        { numRuns: runsPerEndpoint, seed, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);

    // Every reserved call was either recorded as a success or given back.
    const counters = await h.db.select().from(t.usageCounters);
    const events = await h.db.select().from(t.usageEvents);
    for (const toolId of [1, 2, 3]) {
      const counted = counters
        .filter((c) => c.userId === sellerId && c.toolId === toolId && c.period === 'trial')
        .reduce((sum, c) => sum + c.count, 0);
      const succeeded = events.filter(
        (e) => e.userId === sellerId && e.toolId === toolId && e.responseStatus === 200,
      ).length;
      expect(counted, `tool ${toolId}`).toBe(succeeded);
    }
  }, 300_000);
});
