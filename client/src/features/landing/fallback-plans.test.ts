import { describe, expect, it } from 'vitest';
import { fallbackPlans } from './fallback-plans';

describe('fallbackPlans', () => {
  it('are the spec’s three monthly USD plans', () => {
    expect(fallbackPlans.map((p) => [p.name, p.price, p.currency, p.billing_period])).toEqual([
      ['Starter', 29, 'USD', 'month'],
      ['Professional', 79, 'USD', 'month'],
      ['Enterprise', 199, 'USD', 'month'],
    ]);
    expect(fallbackPlans.filter((p) => p.is_popular).map((p) => p.name)).toEqual(['Professional']);
  });
});
