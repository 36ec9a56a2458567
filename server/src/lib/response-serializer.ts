import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodType } from 'zod/v4/core';

const isErrorStatus = (status: string | undefined) => /^[45]/.test(status ?? '');

/**
 * Success bodies go through the zod serializer (the schema's shape, nothing else). Error bodies are checked
 * against the error schema their route declares, then sent as the error handler built them: details such
 * as `fields`, `retryAfter` or a quota refusal's `plan`, `usage` and `limits` always reach the client, in
 * the order they were written.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> = (route) => {
  if (!isErrorStatus(route.httpStatus)) return serializerCompiler(route);
  const schema = route.schema;
  return (data: unknown) => {
    const checked = safeParse(schema, data);
    if (!checked.success) {
      throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
    }
    return JSON.stringify(data);
  };
};
