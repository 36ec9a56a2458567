import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiExamples } from './api-examples/index.js';
import { documentSchemaChecker, type JsonSchema } from './test/document-conformance.js';
import { createTestApp, type TestApp } from './test/test-app.js';

interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}
interface Answer {
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, Answer>;
}

let h: TestApp;
let operations: Array<{ name: string; operation: Operation }>;
beforeAll(async () => {
  h = await createTestApp();
  const doc = (await h.app.inject('/api/docs/json')).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
});
afterAll(() => h.close());

/** The success answer's status: the operation's lowest 2xx. */
const successStatus = (operation: Operation) =>
  Object.keys(operation.responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0];

const requestJson = (operation: Operation) => operation.requestBody?.content?.['application/json'];

/** The success answer's JSON media type; none for a file (CSV, XLSX, PDF) or a 204, which has no body. */
function answerJson(operation: Operation): MediaType | undefined {
  const status = successStatus(operation);
  if (!status || status === '204') return undefined;
  return operation.responses[status]?.content?.['application/json'];
}

describe('the examples in /api/docs/json', () => {
  it('cover every operation: its JSON request body and its JSON success answer', () => {
    const missing: string[] = [];
    for (const { name, operation } of operations) {
      if (!apiExamples[name]) missing.push(`${name}: no entry in server/src/api-examples`);
      if (requestJson(operation) && requestJson(operation)?.example === undefined)
        missing.push(`${name}: no request example`);
      if (answerJson(operation) && answerJson(operation)?.example === undefined)
        missing.push(`${name}: no example of the ${successStatus(operation)} answer`);
    }
    expect(operations.length).toBeGreaterThan(90);
    expect(missing).toEqual([]);
  });

  it('give every success answer a description of its own, not fastify\'s "Default Response"', () => {
    const placeholders = operations
      .filter(
        ({ operation }) =>
          operation.responses[successStatus(operation) ?? '']?.description === 'Default Response',
      )
      .map(({ name }) => name);
    expect(placeholders).toEqual([]);
  });

  it('are each valid against the schema beside it', () => {
    const check = documentSchemaChecker();
    const invalid: string[] = [];
    for (const { name, operation } of operations) {
      const media = [
        ['request', requestJson(operation)],
        ...Object.entries(operation.responses).flatMap(([status, answer]) =>
          Object.values(answer.content ?? {}).map((m) => [status, m] as const),
        ),
      ] as const;
      for (const [where, type] of media) {
        if (type?.example === undefined || !type.schema) continue;
        const problem = check(type.schema, type.example);
        if (problem) invalid.push(`${name} ${where}: ${problem}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('are keyed to operations, statuses and bodies the document has', () => {
    const byName = new Map(operations.map(({ name, operation }) => [name, operation]));
    const strays: string[] = [];
    for (const [name, example] of Object.entries(apiExamples)) {
      const operation = byName.get(name);
      if (!operation) {
        strays.push(`${name}: no such operation`);
        continue;
      }
      if (String(example.answer.status) !== successStatus(operation))
        strays.push(`${name}: answers ${successStatus(operation)}, not ${example.answer.status}`);
      if (example.request !== undefined && !requestJson(operation))
        strays.push(`${name}: takes no JSON body, yet has a request example`);
      if (example.answer.body !== undefined && !answerJson(operation))
        strays.push(`${name}: answers no JSON body, yet has an answer example`);
      // A file (CSV, XLSX, PDF) has no example, so the document must at least say what it is.
      const answerTypes = Object.keys(operation.responses[String(example.answer.status)]?.content ?? {});
      const namesAFile = answerTypes.some((type) => type !== 'application/json');
      if (
        example.answer.body === undefined &&
        example.answer.status !== 204 &&
        !answerJson(operation) &&
        !namesAFile
      )
        strays.push(`${name}: answers a file without naming its media type`);
    }
    expect(strays).toEqual([]);
  });
});
