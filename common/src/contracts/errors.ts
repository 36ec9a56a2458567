import { z } from 'zod';

/** Every non-2xx answer of the API has this shape. */
export const apiErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .passthrough();
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  paymentRequired: 'PAYMENT_REQUIRED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  aiProviderFailed: 'AI_PROVIDER_FAILED',
  listingFileInvalid: 'LISTING_FILE_INVALID',
  keywordReportUnknown: 'KEYWORD_REPORT_UNKNOWN',
  settlementFileUnknown: 'SETTLEMENT_FILE_UNKNOWN',
} as const;
