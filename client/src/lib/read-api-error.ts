import { apiErrorSchema } from '@common/contracts/errors';
import { quotaRefusalSchema } from '@common/contracts/plans';
import { ApiError, unreadableError } from './api-error';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A failed answer's text as an ApiError, read with the shared schemas: the error body `{code, message, fields}`
 * plus the quota refusal when it is one; anything else reads 'API error: {status}'.
 */
export function apiErrorFrom(status: number, text: string): ApiError {
  const json = parseJson(text);
  const body = apiErrorSchema.safeParse(json);
  if (!body.success) return unreadableError(status);
  const refusal = quotaRefusalSchema.safeParse(json);
  return new ApiError(status, body.data, refusal.success ? refusal.data : null);
}
