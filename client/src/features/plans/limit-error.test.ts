import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isExpiryReason, limitErrorFrom } from './limit-error';

const refusal = {
  code: 'RATE_LIMITED',
  reason: 'trial_limit_exceeded',
  message: 'You have used all 3 free trial calls for Keyword Research. Upgrade to continue.',
  plan: { name: 'Free Trial' },
  usage: { trial_count: 3 },
  limits: { trial_limit: 3 },
};

describe('limitErrorFrom', () => {
  it('reads an ApiError carrying a refusal body', () => {
    expect(limitErrorFrom(new ApiError(429, refusal))).toEqual({
      reason: 'trial_limit_exceeded',
      message: refusal.message,
      planName: 'Free Trial',
      used: 3,
      limit: 3,
    });
  });
  it('takes the counts of the reason period', () => {
    const body = {
      code: 'RATE_LIMITED',
      reason: 'daily_limit_exceeded',
      message: 'Daily limit reached',
      plan: { name: 'Starter' },
      usage: { daily_count: 20, monthly_count: 57 },
      limits: { daily_limit: 20, monthly_limit: 100 },
    };
    expect(limitErrorFrom(new ApiError(429, body))).toMatchObject({
      reason: 'daily_limit_exceeded',
      used: 20,
      limit: 20,
    });
    const monthly = { ...body, reason: 'monthly_limit_exceeded' };
    expect(limitErrorFrom(new ApiError(429, monthly))).toMatchObject({
      used: 57,
      limit: 100,
      planName: 'Starter',
    });
  });
  it('accepts the refusal body itself', () => {
    expect(limitErrorFrom(refusal)?.reason).toBe('trial_limit_exceeded');
  });
  it('reads the JSON inside an error text', () => {
    const error = new Error(
      `429: ${JSON.stringify({ ...refusal, reason: 'monthly_limit_exceeded', usage: { monthly_count: 9 }, limits: { monthly_limit: 9 } })}`,
    );
    expect(limitErrorFrom(error)).toMatchObject({ reason: 'monthly_limit_exceeded', used: 9, limit: 9 });
  });
  it('falls back to the generic reason when the text names a limit but cannot be parsed', () => {
    expect(limitErrorFrom(new Error('daily_limit_exceeded'))).toEqual({
      reason: 'limit_exceeded',
      message: 'daily_limit_exceeded',
    });
    expect(limitErrorFrom(new Error('Quota hit: {trial_expired'))).toEqual({ reason: 'limit_exceeded' });
    expect(limitErrorFrom(new Error('Please Upgrade to continue'))?.reason).toBe('limit_exceeded');
    expect(limitErrorFrom('trial_limit_exceeded')?.reason).toBe('limit_exceeded');
    const plain = new ApiError(402, {
      code: 'PAYMENT_REQUIRED',
      message: 'Your trial has ended, upgrade to continue',
    });
    expect(limitErrorFrom(plain)?.reason).toBe('limit_exceeded');
  });
  it('maps an unknown reason to the generic one and keeps the expiry reasons', () => {
    expect(limitErrorFrom(new ApiError(429, { ...refusal, reason: 'weekly_limit' }))?.reason).toBe(
      'limit_exceeded',
    );
    expect(limitErrorFrom(new ApiError(402, { ...refusal, reason: 'trial_expired' }))?.reason).toBe(
      'trial_expired',
    );
    expect(isExpiryReason('plan_expired')).toBe(true);
    expect(isExpiryReason('daily_limit_exceeded')).toBe(false);
  });
  it('ignores errors that are not about limits', () => {
    expect(
      limitErrorFrom(new ApiError(500, { code: 'INTERNAL_ERROR', message: 'Something went wrong' })),
    ).toBeNull();
    expect(
      limitErrorFrom(new ApiError(429, { code: 'RATE_LIMITED', message: 'Too many requests' })),
    ).toBeNull();
    expect(limitErrorFrom(new Error('API error: 500'))).toBeNull();
    expect(limitErrorFrom(null)).toBeNull();
    expect(limitErrorFrom(undefined)).toBeNull();
  });
});
