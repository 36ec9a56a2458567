import { describe, expect, it } from 'vitest';
import type { PublicPlan } from '@common/contracts/plans';
import { planWith } from '@/test/plan-fixtures';
import { expiryText } from './billing-dates';
import { buyablePlans, cardState, switchNote } from './pricing-rules';

const plan = (id: string, name: string, extra: Partial<PublicPlan> = {}): PublicPlan => ({
  id,
  name,
  description: '',
  price: 499,
  currency: 'INR',
  billing_period: 'month',
  is_popular: false,
  sort_order: 1,
  daily_limit: 20,
  trial_days: null,
  limits: {},
  ...extra,
});
const starter = plan('p1', 'Starter');
const professional = plan('p2', 'Professional', { sort_order: 2 });
const onStarter = (expired = false) => planWith({}, { name: 'Starter', billingPeriod: 'month', expired });

describe('plan card states', () => {
  it('Current Plan while active, Renew Plan once expired, Choose Plan for the others', () => {
    expect(cardState(starter, onStarter(), null)).toBe('current');
    expect(cardState(starter, onStarter(true), null)).toBe('renew');
    expect(cardState(professional, onStarter(), null)).toBe('choose');
  });
  it('Loading Payment and Processing on the card being bought only', () => {
    expect(cardState(professional, onStarter(), { planId: 'p2', phase: 'loading' })).toBe('loading');
    expect(cardState(professional, onStarter(), { planId: 'p2', phase: 'processing' })).toBe('processing');
    expect(cardState(starter, onStarter(), { planId: 'p2', phase: 'processing' })).toBe('current');
  });
  it('says a different plan starts now, only while a paid plan runs', () => {
    expect(switchNote(professional, onStarter())).toBe('Starts now: your Starter plan ends when you pay.');
    expect(switchNote(starter, onStarter())).toBeUndefined();
    expect(switchNote(professional, planWith({}))).toBeUndefined();
    expect(switchNote(professional, onStarter(true))).toBeUndefined();
  });
  it('never offers the Free Trial, and keeps the sort order', () => {
    const trial = plan('t', 'Free Trial', { billing_period: 'trial', price: 0, sort_order: 0 });
    expect(buyablePlans([professional, trial, starter]).map((p) => p.name)).toEqual([
      'Starter',
      'Professional',
    ]);
  });
});

describe('expiry text', () => {
  const subscription = (days: number | null, expired = false) => ({
    ...onStarter(expired).subscription!,
    days_until_expiry: days,
    next_billing_date: '2026-12-23T13:00:00.000Z',
  });
  it('reads the next billing date, days left within a week, and Expired N days ago', () => {
    expect(expiryText(subscription(30))).toBe('Ends on 23 Dec 2026');
    expect(expiryText(subscription(3))).toBe('3 days left · ends 23 Dec 2026');
    expect(expiryText(subscription(-4, true))).toBe('Expired 4 days ago');
    expect(expiryText(null)).toBe('');
  });
});
