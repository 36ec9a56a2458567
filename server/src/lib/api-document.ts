import { apiExamples } from '../api-examples/index.js';

interface MediaType {
  example?: unknown;
}
interface DocumentedAnswer {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}
interface DocumentedOperation {
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, DocumentedAnswer>;
}

/**
 * What the API document needs beyond what the routes' zod schemas give it, applied to the whole document once
 * it is built: null in nullable enums, the headers every answer of a status carries, and an example request
 * and answer for each operation (api-examples/).
 */
export function finishApiDocument<T extends object>(document: T): T {
  withNullInNullableEnums(document);
  const paths = (document as { paths?: Record<string, Record<string, DocumentedOperation>> }).paths ?? {};
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tooMany = operation.responses?.['429'];
      if (tooMany) tooMany.headers = { ...tooMany.headers, 'Retry-After': retryAfterHeader };
      withExample(operation, `${method.toUpperCase()} ${path}`);
    }
  }
  return document;
}

/** zod's schemas give a success answer no description of its own: fastify's placeholder says only this. */
const placeholderDescription = 'Default Response';

/** Puts the operation's example on its JSON request body and success answer (api-examples.test.ts checks each). */
function withExample(operation: DocumentedOperation, name: string): void {
  const example = apiExamples[name];
  if (!example) return;
  const requestJson = operation.requestBody?.content?.['application/json'];
  if (requestJson && example.request !== undefined) requestJson.example = example.request;
  const answer = operation.responses?.[String(example.answer.status)];
  if (!answer) return;
  if (answer.description === placeholderDescription && example.answerDescription)
    answer.description = example.answerDescription;
  const answerJson = answer.content?.['application/json'];
  if (answerJson && example.answer.body !== undefined) answerJson.example = example.answer.body;
}

/** Sent with every 429 (the HTTP Retry-After header, RFC 9110): the same number of seconds as `retryAfter` in the body. */
const retryAfterHeader = {
  description: 'Seconds to wait before trying again (the same as `retryAfter` in the body)',
  schema: { type: 'integer', minimum: 1 },
};

/**
 * OpenAPI 3.0.3: an enum lists every allowed value, so a nullable enum must list null too (a validator reads
 * `{nullable: true, enum: [...]}` without null as refusing null). zod's OpenAPI output leaves null out.
 */
function withNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) node.forEach((item) => withNullInNullableEnums(item));
  else if (node && typeof node === 'object') {
    const schema = node as { nullable?: boolean; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum = [...schema.enum, null];
    Object.values(node).forEach((value) => withNullInNullableEnums(value));
  }
}
