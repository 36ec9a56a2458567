import { z } from 'zod';
import { errorCodeSchema } from '@common/contracts/error-catalogue';
import { apiErrorSchema } from '@common/contracts/errors';
import { quotaRefusalSchema } from '@common/contracts/plans';

/**
 * The error answers a route declares in its response schema, so /api/docs shows them: each
 * is the shared `apiErrorSchema` ({code, message} plus details), described for the status it answers.
 */
const errorAnswer = {
  400: 'The input is not valid: VALIDATION_FAILED with the errors of each field in `fields`, or BAD_REQUEST',
  401: 'Not signed in, or the session has ended (UNAUTHORIZED); on login, a wrong email or password',
  403: 'Not allowed: the account is suspended or its email not verified, or an administrator is required',
  404: 'Not found (NOT_FOUND)',
  409: 'Conflicts with an earlier request (CONFLICT)',
  413: 'The request body is larger than 1 MB (PAYLOAD_TOO_LARGE)',
  415: 'The request body is not application/json',
  429: 'Too many requests (RATE_LIMITED): try again after `retryAfter` seconds, also sent as Retry-After',
  500: 'Something went wrong on our side (INTERNAL_ERROR); no internals are shown',
  502: 'The AI service failed (AI_PROVIDER_FAILED); the call was not counted against the quota',
  503: 'The database is not answering (SERVICE_UNAVAILABLE)',
} as const;
export type ErrorStatus = keyof typeof errorAnswer;

/** The error body as the document shows it: its `code` one of the codes the API sends, each explained. */
export const documentedError = apiErrorSchema.extend({ code: errorCodeSchema });

/** `{ [status]: error body }` for each status given, described. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof documentedError> {
  return Object.fromEntries(
    statuses.map((status) => [status, documentedError.describe(errorAnswer[status])]),
  ) as Record<S, typeof documentedError>;
}

/** What a route with a JSON body can answer before its handler runs: bad JSON or input, too large, not JSON. */
export const bodyErrors = [400, 413, 415] as const;
/** What a guarded route answers when the caller is not a signed-in, active user. */
export const signedInErrors = [401, 403] as const;

/**
 * A metered AI call's refusals: 402 when the trial or plan has expired, 429 when a trial,
 * daily or monthly limit is used up (or, with the shared error body, a burst of calls is rate limited).
 */
export const quotaResponses = {
  402: quotaRefusalSchema.describe('The trial or plan has expired (reason trial_expired or plan_expired)'),
  429: z
    .union([quotaRefusalSchema, documentedError])
    .describe(
      'A quota refusal (reason trial_limit_exceeded, daily_limit_exceeded or monthly_limit_exceeded, with ' +
        'plan, usage and limits), or too many calls in a minute (RATE_LIMITED with retryAfter)',
    ),
};
