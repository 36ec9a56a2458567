import { escapeRegExp } from '@common/text/scripts';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Property-based checking of the API against its own OpenAPI document, in the manner of Schemathesis: requests
 * that the document calls valid (every type, enum, length, pattern and format it states) are sent, and each
 * answer must be one the document lists, shaped as it says. A valid request refused with 400 must be refused
 * by a rule the document describes: each message of the answer (VALIDATION_FAILED or BAD_REQUEST) appears in the
 * operation's document. So a rule added in code and not in the document (a zod refine, a check in a service) fails.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  /** A number in JSON Schema; in OpenAPI 3.0, `true` makes `minimum` exclusive. */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minProperties?: number;
  nullable?: boolean;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Words a seller types, in English and an Indian script: never blank, never only spaces. */
const plainText = fc
  .array(fc.constantFrom('Kurti', 'cotton', 'Steel', 'bottle', '1', 'L', 'साड़ी', 'रंग', 'Red', 'x'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((words) => words.join(' '));

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function text(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (s: string) => s.length >= min && s.length <= max;
  switch (schema.format) {
    case 'email':
      return fc
        .tuple(
          fc.stringMatching(/^[a-z][a-z0-9.]{0,12}[a-z0-9]$/),
          fc.constantFrom('example.in', 'mail.co.in'),
        )
        .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`)
        .filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.constantFrom('https://cdn.example.in/p.png', 'https://example.in/a/b?c=1').filter(fits);
    case 'uri-reference':
      return fc.constantFrom('https://cdn.example.in/p.png', '/trending/diya.svg', '#pricing').filter(fits);
    case 'date':
      return isoDate;
    case 'date-time':
      return isoDate.map((d) => `${d}T10:30:00.000Z`);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (max < 1) return fc.constant('');
  return plainText.map((s) => s.slice(0, max).trim() || 'x').filter(fits);
}

/** A value the schema accepts. */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const plain = valueOf(schema, depth);
  return schema.nullable ? fc.oneof({ arbitrary: plain, weight: 4 }, fc.constant(null)) : plain;
}

function valueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum.filter((v) => v !== null));
  const variants = schema.anyOf ?? schema.oneOf;
  // An object whose variants only say which keys it needs ('a name or a description').
  if (variants && schema.properties)
    return fc.oneof(
      ...variants.map((v) =>
        validValue(
          {
            ...schema,
            anyOf: undefined,
            oneOf: undefined,
            required: [...(schema.required ?? []), ...(v.required ?? [])],
          },
          depth + 1,
        ),
      ),
    );
  if (variants) return fc.oneof(...variants.map((v) => validValue(v, depth + 1)));
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string') return text(schema);
  if (type === 'integer' || type === 'number') {
    const exclusive = schema.exclusiveMinimum;
    const min =
      typeof exclusive === 'number'
        ? exclusive + 1
        : (schema.minimum ?? -1) + (exclusive === true || schema.minimum === undefined ? 1 : 0);
    const max = Math.min(schema.maximum ?? min + 1000, min + 100_000, Number.MAX_SAFE_INTEGER);
    const step = schema.multipleOf ?? 1;
    return fc
      .integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER) / step), max: Math.floor(max / step) })
      .map((n) => n * step);
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array')
    return fc.array(validValue(schema.items, depth + 1), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.min(schema.maxItems ?? 3, 3),
    });
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const required = (schema.required ?? []).filter((k) => k in properties);
    const optional = Object.keys(properties).filter((k) => !required.includes(k));
    // At least minProperties keys: the required ones and, when they are too few, that many optional ones.
    const atLeast = Math.max(0, (schema.minProperties ?? 0) - required.length);
    return fc.record(
      Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, validValue(v, depth + 1)])),
      { requiredKeys: [...required, ...optional.slice(0, atLeast)] },
    );
  }
  return fc.constant(null);
}

export interface ConformanceOptions {
  /** Sends one request (the app's inject). */
  send(request: InjectOptions): Promise<LightMyRequestResponse>;
  /** Headers for an operation (a bearer token, a client address). */
  headersFor(method: string, path: string): Record<string, string>;
  runs: number;
  seed: number;
  /** Operations to leave out, as 'METHOD /path', each for a reason the caller states. */
  skip?: readonly string[];
}

/** The answers that break the document, one line each ('POST /api/x 400 …'); empty when all conform. */
export async function documentConformance(doc: ApiDocument, options: ConformanceOptions): Promise<string[]> {
  const check = documentSchemaChecker();
  const problems: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      const name = `${method} ${path}`;
      if (options.skip?.includes(name)) continue;
      const described = JSON.stringify(operation);
      // A file sent as the body (a report, a settlement file) is not generated here; its own tests send files.
      const content = operation.requestBody?.content ?? {};
      if (operation.requestBody?.required && !content['application/json']) continue;
      const request = requestFor(operation);
      await fc
        .assert(
          fc.asyncProperty(request, async ({ pathValues, query, headers, body }) => {
            const url = path.replace(/\{([^}]+)\}/g, (_m, key: string) =>
              encodeURIComponent(String(pathValues[key])),
            );
            const res = await options.send({
              method: method as InjectOptions['method'],
              url,
              query: query as Record<string, string>,
              headers: {
                ...options.headersFor(method, path),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                ...headers,
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            const problem = conformanceProblem(res, operation, described, check);
            if (problem)
              problems.push(
                `${name} ${res.statusCode} ${problem} — sent ${url} ${JSON.stringify(body) ?? ''}`,
              );
            return !problem;
          }),
          { numRuns: options.runs, seed: options.seed, endOnFailure: true },
        )
        .catch(() => undefined);
    }
  }
  return problems;
}

function requestFor(operation: Operation) {
  const parameters = operation.parameters ?? [];
  const group = (where: Parameter['in']) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((p) => p.in === where)
          .map((p) => [p.name, validValue(p.schema).map((v) => (v === null ? undefined : String(v)))]),
      ),
      { requiredKeys: parameters.filter((p) => p.in === where && p.required).map((p) => p.name) },
    );
  const json = operation.requestBody?.content?.['application/json'];
  return fc.record({
    pathValues: group('path'),
    query: group('query'),
    headers: group('header'),
    body: json ? validValue(json.schema ?? {}) : fc.constant(undefined),
  });
}

function conformanceProblem(
  res: LightMyRequestResponse,
  operation: Operation,
  described: string,
  check: SchemaCheck,
): string | null {
  if (res.statusCode >= 500) return `server error: ${res.body.slice(0, 200)}`;
  const documented = operation.responses[String(res.statusCode)];
  if (!documented)
    return `status not in the document (it lists ${Object.keys(operation.responses).join(', ')})`;
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const schema = documented.content?.['application/json']?.schema;
  const mismatch = isJson && schema ? check(schema, res.json()) : null;
  if (mismatch) return `answer not as documented: ${mismatch} in ${res.body.slice(0, 200)}`;
  // Other codes of a 400 (an expired link, a wrong password, a signature that does not match) are outcomes the
  // error catalogue in the document names; a refused field or request must be explained where it is sent.
  const answer = isJson
    ? (res.json() as { code?: string; message?: string; fields?: Record<string, string[]> })
    : {};
  if (res.statusCode === 400 && (answer.code === 'VALIDATION_FAILED' || answer.code === 'BAD_REQUEST')) {
    const messages = answer.fields ? Object.values(answer.fields).flat() : [answer.message ?? ''];
    const undescribed = messages.filter((m) => !isDescribed(m, described));
    if (undescribed.length > 0)
      return `a valid request refused by a rule the document does not describe: ${undescribed.join('; ')}`;
  }
  return null;
}

/**
 * Whether the operation's document (as JSON text) states a message: word for word, or as a template quoted in
 * a description, its variable parts in braces ('₹{price} is above the MRP of ₹{mrp}.').
 */
function isDescribed(message: string, described: string): boolean {
  if (described.includes(JSON.stringify(message).slice(1, -1))) return true;
  return described
    .split(/'|\\"|\\n|`/)
    .filter((piece) => /\{[a-zA-Z]+\}/.test(piece))
    .some((piece) => {
      const parts = piece.split(/\{[a-zA-Z]+\}/).map((p) => escapeRegExp(p));
      return new RegExp(`^${parts.join('.+?')}$`).test(message);
    });
}

/** Why a value breaks a schema of the document ('/price must be number'), or null when it fits. */
export type SchemaCheck = (schema: JsonSchema, value: unknown) => string | null;

/** Checks values against the document's schemas, compiling each schema once. */
export function documentSchemaChecker(): SchemaCheck {
  const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: false });
  addFormats(ajv);
  const validators = new Map<JsonSchema, ValidateFunction>();
  return (schema, value) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(inJsonSchemaTerms(schema))));
    if (validate(value)) return null;
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
  };
}

/**
 * The schema as Ajv reads it: OpenAPI 3.0 writes an exclusive bound as `minimum` plus `exclusiveMinimum: true`
 * (request bodies have them, e.g. a price above 0), which JSON Schema (and Ajv) write as the number alone.
 */
function inJsonSchemaTerms<T>(node: T): T {
  if (Array.isArray(node)) return node.map(inJsonSchemaTerms) as T;
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, inJsonSchemaTerms(value)]),
  ) as JsonSchema;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true && typeof schema[bound] === 'number') {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else if (typeof schema[flag] === 'boolean') delete schema[flag];
  }
  return schema as T;
}
