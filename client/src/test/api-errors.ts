import type { ApiError } from '@/lib/api-error';
import { apiErrorFrom } from '@/lib/read-api-error';

/** A failed answer as the API client reads it: the status and the JSON body the server sent. */
export const failedWith = (status: number, body: unknown): ApiError =>
  apiErrorFrom(status, JSON.stringify(body));

/** The server's trial refusal for the third keyword research call. */
export const trialRefusal = {
  code: 'RATE_LIMITED',
  reason: 'trial_limit_exceeded',
  message: 'You have used all 3 Keyword Research calls of your free trial. Upgrade to continue.',
  plan: { name: 'Free Trial' },
  usage: { trial_count: 3 },
  limits: { trial_limit: 3 },
} as const;
