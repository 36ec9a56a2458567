import { describe, expect, it } from 'vitest';
import { planExpiry, statusView } from './user-display';

const user = (plan_name: string | null, plan_days_left: number | null) => ({
  plan_name,
  plan_days_left,
  plan_end_date: plan_days_left === null ? null : '2026-12-01T00:00:00Z',
});

describe('planExpiry', () => {
  it('labels a plan without an end date by its name', () => {
    expect(planExpiry(user('Free Trial', null))).toMatchObject({ label: 'No Expiry', note: 'Trial Active' });
    expect(planExpiry(user(null, null))).toMatchObject({ label: 'No Expiry', note: 'Free Plan' });
    expect(planExpiry(user('Professional', null))).toMatchObject({ label: 'No Expiry', note: 'Unlimited' });
  });
  it('is Expired at 0 days, orange up to 7, yellow up to 30, then Active', () => {
    expect(planExpiry(user('Starter', 0))).toEqual({ label: 'Expired', tone: 'red' });
    expect(planExpiry(user('Starter', 7))).toEqual({ label: '7 days left', tone: 'orange' });
    expect(planExpiry(user('Starter', 1))).toEqual({ label: '1 day left', tone: 'orange' });
    expect(planExpiry(user('Starter', 8))).toEqual({ label: '8 days left', tone: 'yellow' });
    expect(planExpiry(user('Starter', 30))).toEqual({ label: '30 days left', tone: 'yellow' });
    expect(planExpiry(user('Starter', 31))).toEqual({ label: 'Active', tone: 'green' });
  });
});

describe('statusView', () => {
  it('reads inactive, 0 and false as suspended, 1 and true as active, others as Unknown', () => {
    expect(['inactive', 0, false, 'suspended'].map((s) => statusView(s).label)).toEqual(
      Array(4).fill('Suspended'),
    );
    expect([1, true, 'active'].map((s) => statusView(s).label)).toEqual(Array(3).fill('Active'));
    expect(statusView('pending').label).toBe('Pending');
    expect(statusView('weird').label).toBe('Unknown');
  });
});
