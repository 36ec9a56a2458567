import type { z } from 'zod';
import { validate, type FieldErrors } from '@/lib/validate';

/** Trims every text and leaves out the empty ones: optional fields are omitted from requests (spec 01 §5). */
export function compactValues(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/** A valid request body, or the first message per field. */
export type FormRequest<Body> =
  { body: Body; errors?: undefined } | { body?: undefined; errors: FieldErrors };

/**
 * A tool form's values as the request body, validated with the shared contract: the spec's messages per field
 * (e.g. 'Please enter a keyword to research'), or the body with empty optional fields left out.
 */
export function requestFrom<Body>(
  schema: z.ZodType<Body>,
  values: Record<string, string>,
): FormRequest<Body> {
  const result = validate(schema, compactValues(values));
  return result.data !== undefined ? { body: result.data } : { errors: result.errors ?? {} };
}
