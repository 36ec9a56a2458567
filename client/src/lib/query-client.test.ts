import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryDelay } from './query-client';

describe('query client', () => {
  it('waits 1 s, 2 s, 4 s … between retries, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a server or network failure 3 times, a 4xx answer never', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    const outage = new ApiError(503, { code: 'SERVICE_UNAVAILABLE', message: 'down' });
    expect([0, 1, 2, 3].map((n) => retry(n, outage))).toEqual([true, true, true, false]);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(0, new ApiError(404, { code: 'NOT_FOUND', message: 'gone' }))).toBe(false);
  });

  it('keeps idle data 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries!.gcTime).toBe(300_000);
  });
});
