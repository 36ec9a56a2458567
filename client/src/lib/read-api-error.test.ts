import { describe, expect, it } from 'vitest';
import { failedWith, trialRefusal } from '@/test/api-errors';
import { ApiError } from './api-error';
import { apiErrorFrom } from './read-api-error';

describe('apiErrorFrom: every failed answer is read once, with the shared schemas', () => {
  it("keeps the server's code, message and field messages", () => {
    const error = failedWith(400, {
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields',
      fields: { keyword: ['Too long', 'Not allowed'] },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields',
    });
    expect(error.fields).toEqual({ keyword: ['Too long', 'Not allowed'] });
    expect(error.readable).toBe(true);
    expect(error.refusal).toBeNull();
  });

  it('reads a 429 quota refusal with its reason, plan, usage and limits', () => {
    const error = failedWith(429, trialRefusal);
    expect(error.refusal).toEqual(trialRefusal);
    expect(error.message).toBe(trialRefusal.message);
    expect(error.fields).toEqual({});
  });

  it('reads a 402 expiry refusal that carries no counts', () => {
    const error = failedWith(402, {
      code: 'PAYMENT_REQUIRED',
      reason: 'trial_expired',
      message: 'Your free trial has ended. Upgrade to continue.',
      plan: { name: 'Free Trial' },
      usage: {},
      limits: {},
    });
    expect(error.refusal?.reason).toBe('trial_expired');
    expect(error.status).toBe(402);
  });

  it('is no refusal when the body has no reason (the request rate limiter) or one the contract does not know', () => {
    expect(failedWith(429, { code: 'RATE_LIMITED', message: 'Too many requests' }).refusal).toBeNull();
    const unknown = failedWith(429, { ...trialRefusal, reason: 'weekly_limit_exceeded' });
    expect(unknown.refusal).toBeNull();
    expect(unknown.message).toBe(trialRefusal.message);
  });

  it("reads an answer without a JSON error body as 'API error: {status}'", () => {
    for (const text of ['<html>bad gateway</html>', '', '{"message":', '{"code":"X"}', '"oops"']) {
      const error = apiErrorFrom(502, text);
      expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', message: 'API error: 502' });
      expect(error.readable).toBe(false);
    }
  });
});
