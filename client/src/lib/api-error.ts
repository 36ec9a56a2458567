import type { ApiErrorBody } from '@common/contracts/errors';
import type { QuotaRefusal } from '@common/contracts/plans';

/** The code of an answer that carried no readable error body (a proxy's HTML page, an empty 502). */
export const unreadableErrorCode = 'HTTP_ERROR';

/**
 * Every failed API call, read once with the shared schemas (read-api-error.ts): the server's
 * code, message and field messages, and the quota refusal when the answer is one.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly fields: Readonly<Record<string, readonly string[]>>;

  constructor(
    readonly status: number,
    body: Pick<ApiErrorBody, 'code' | 'message' | 'fields'>,
    /** The refusal body of a 429/402 quota answer, else null. */
    readonly refusal: QuotaRefusal | null = null,
  ) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.fields = body.fields ?? {};
  }

  /** False when the server's answer could not be read: the screen shows its own text instead. */
  get readable() {
    return this.code !== unreadableErrorCode;
  }
}

/** A failed answer whose body could not be read: 'API error: {status}'. */
export const unreadableError = (status: number) =>
  new ApiError(status, { code: unreadableErrorCode, message: `API error: ${status}` });
