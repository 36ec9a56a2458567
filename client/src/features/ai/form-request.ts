import type { z } from 'zod';
import { validate, type FieldErrors } from '@/lib/validate';

/** Trims every text and leaves out the empty ones: optional fields are omitted from requests. */
export function compactValues(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/**
 * A valid request, or the first message per field. `payload` is what is sent: the form's values as the seller
 * chose them (the spec's names, e.g. language 'Hindi'); `body` is the same request as the contract reads it.
 */
export type FormRequest<Body> =
  | { body: Body; payload: Record<string, string>; errors?: undefined }
  | { body?: undefined; payload?: undefined; errors: FieldErrors };

/**
 * A tool form's values as the request body, validated with the shared contract: the spec's messages per field
 * (e.g. 'Please enter a keyword to research'), or the body with empty optional fields left out.
 */
export function requestFrom<Body>(
  schema: z.ZodType<Body>,
  values: Record<string, string>,
): FormRequest<Body> {
  const payload = compactValues(values);
  const result = validate(schema, payload);
  return result.data !== undefined ? { body: result.data, payload } : { errors: result.errors ?? {} };
}
