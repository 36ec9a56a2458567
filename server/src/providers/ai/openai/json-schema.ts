import { z } from 'zod';

/** Keywords strict structured output does not accept everywhere; validation stays local with zod. */
const unsupported = new Set([
  '$schema',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'format',
  'pattern',
]);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => !unsupported.has(k))
        .map(([k, v]) => [k, strip(v)]),
    );
  }
  return node;
}

/** The JSON schema a model must answer with, generated from the shared zod contract. */
export const strictJsonSchema = (schema: z.ZodType) =>
  strip(z.toJSONSchema(schema, { target: 'draft-7' })) as Record<string, unknown>;
