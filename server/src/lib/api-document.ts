/**
 * What the API document needs beyond what the routes' zod schemas give it, applied to the whole document once
 * it is built: null in nullable enums, and the headers every answer of a status carries.
 */
export function finishApiDocument<T extends object>(document: T): T {
  withNullInNullableEnums(document);
  const paths = (
    document as { paths?: Record<string, Record<string, { responses?: Record<string, object> }>> }
  ).paths;
  for (const operation of Object.values(paths ?? {}).flatMap((methods) => Object.values(methods))) {
    const tooMany = operation.responses?.['429'] as { headers?: Record<string, unknown> } | undefined;
    if (tooMany) tooMany.headers = { ...tooMany.headers, 'Retry-After': retryAfterHeader };
  }
  return document;
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
