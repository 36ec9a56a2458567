import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { keywordTool, paidSeller, trialSeller } from '../../test/plan-sellers.js';
import type { QuotaService } from './quota.service.js';

let h: TestApp;
let quota: QuotaService;
beforeAll(async () => {
  h = await createTestApp({ now: '2026-11-21T06:30:00.000Z' });
  quota = h.services.quota;
});
afterAll(() => h.close());

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const e = error as AppError;
  return { status: e.statusCode, body: { code: e.code, message: e.message, ...e.details } };
};

describe('trial plan', () => {
  it('50 parallel reservations on a trial limit of 3 admit exactly 3', async () => {
    const seller = await trialSeller(h);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => quota.reserve(seller.id, keywordTool)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(47);
    expect(rejected.every((r) => r.reason instanceof AppError && r.reason.statusCode === 429)).toBe(true);
  });

  it('refuses the 4th call with the trial refusal body', async () => {
    const seller = await trialSeller(h);
    for (let i = 0; i < 3; i++) await quota.reserve(seller.id, keywordTool);
    const { status, body } = await refusal(quota.reserve(seller.id, keywordTool));
    expect(status).toBe(429);
    expect(body).toEqual({
      code: 'RATE_LIMITED',
      reason: 'trial_limit_exceeded',
      message: 'You have used all 3 Keyword Research calls of your free trial. Upgrade to continue.',
      plan: { name: 'Free Trial' },
      usage: { trial_count: 3 },
      limits: { trial_limit: 3 },
    });
  });

  it('counts each tool on its own', async () => {
    const seller = await trialSeller(h);
    for (let i = 0; i < 3; i++) await quota.reserve(seller.id, keywordTool);
    await expect(quota.reserve(seller.id, 2)).resolves.toMatchObject({ toolId: 2, periods: ['trial'] });
  });

  it('refuses with 402 trial_expired once the 14 days have passed', async () => {
    const seller = await trialSeller(h);
    await quota.reserve(seller.id, keywordTool);
    h.clock.advance(14 * 86_400_000 + 1000);
    try {
      const { status, body } = await refusal(quota.reserve(seller.id, keywordTool));
      expect(status).toBe(402);
      expect(body).toEqual({
        code: 'PAYMENT_REQUIRED',
        reason: 'trial_expired',
        message: 'Your free trial has ended. Upgrade to continue.',
        plan: { name: 'Free Trial' },
        usage: {},
        limits: {},
      });
    } finally {
      h.clock.set('2026-11-21T06:30:00.000Z');
    }
  });
});

describe('paid plan', () => {
  it('the daily cap resets at midnight in India, not UTC', async () => {
    h.clock.set('2026-11-21T18:00:00.000Z'); // 23:30 in India
    const seller = await paidSeller(h, { monthly: 100, daily: 2, endDate: new Date('2026-12-21T00:00:00Z') });
    await quota.reserve(seller.id, keywordTool);
    await quota.reserve(seller.id, keywordTool);
    const { status, body } = await refusal(quota.reserve(seller.id, keywordTool));
    expect(status).toBe(429);
    expect(body).toMatchObject({
      reason: 'daily_limit_exceeded',
      usage: { daily_count: 2 },
      limits: { daily_limit: 2 },
    });
    expect(body.message).toBe(
      "You have reached today's limit of 2 Keyword Research calls. Try again tomorrow or upgrade your plan.",
    );
    h.clock.set('2026-11-21T18:29:59.000Z'); // 23:59:59 in India: still the same day
    await expect(quota.reserve(seller.id, keywordTool)).rejects.toThrow(AppError);
    h.clock.set('2026-11-21T18:30:00.000Z'); // midnight in India
    await expect(quota.reserve(seller.id, keywordTool)).resolves.toMatchObject({
      periods: ['m:2026-11', 'd:2026-11-22'],
    });
    h.clock.set('2026-11-21T06:30:00.000Z');
  });

  it('the monthly limit holds across days and resets with the Indian month; a refused day call takes nothing', async () => {
    h.clock.set('2026-11-29T10:00:00.000Z');
    const seller = await paidSeller(h, { monthly: 3, daily: 20, endDate: new Date('2027-01-31T00:00:00Z') });
    for (let i = 0; i < 3; i++) await quota.reserve(seller.id, keywordTool);
    h.clock.set('2026-11-30T10:00:00.000Z');
    const { status, body } = await refusal(quota.reserve(seller.id, keywordTool));
    expect(status).toBe(429);
    expect(body).toMatchObject({
      reason: 'monthly_limit_exceeded',
      usage: { monthly_count: 3 },
      limits: { monthly_limit: 3 },
    });
    h.clock.set('2026-11-30T18:30:00.000Z'); // 1 December 00:00 in India
    await expect(quota.reserve(seller.id, keywordTool)).resolves.toMatchObject({
      periods: ['m:2026-12', 'd:2026-12-01'],
    });
    h.clock.set('2026-11-21T06:30:00.000Z');
  });

  it('an expired paid plan refuses with 402 plan_expired', async () => {
    const seller = await paidSeller(h, {
      monthly: 100,
      daily: 20,
      endDate: new Date('2026-11-20T00:00:00Z'),
    });
    const { status, body } = await refusal(quota.reserve(seller.id, keywordTool));
    expect(status).toBe(402);
    expect(body).toMatchObject({ reason: 'plan_expired', plan: { name: seller.plan.name } });
    expect(body.message).toBe(
      'Your plan has expired. Please renew your subscription to continue using this tool.',
    );
  });
});
