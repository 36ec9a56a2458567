import { describe, expect, it } from 'vitest';
import { toolIds } from '@common/constants/tools';
import { planWith } from '@/test/plan-fixtures';
import { usageCardView } from './usage-card-view';

const kw = toolIds.keyword_research;
const view = (...args: Parameters<typeof planWith>) => usageCardView(planWith(...args), kw);

describe('usageCardView', () => {
  it('is Active at 79%', () => {
    const card = view({ [kw]: { used: 79, limit: 100 } });
    expect(card).toMatchObject({ status: 'active', statusLabel: 'Active', expired: false });
    expect(card.meter).toMatchObject({ countText: '79 / 100 calls', barStatus: 'active' });
  });

  it('is Near Limit at 80%, and Limit Reached when all calls are used', () => {
    const card = view({ [kw]: { used: 80, limit: 100 } });
    expect(card).toMatchObject({ status: 'near-limit', statusLabel: 'Near Limit' });
    expect(card.meter?.barStatus).toBe('near-limit');
    expect(view({ [kw]: { used: 3, limit: 3 } })).toMatchObject({
      status: 'limit-reached',
      statusLabel: 'Limit Reached',
    });
  });

  it('is Access Denied when the subscription has expired, with the renew notice', () => {
    expect(view({ [kw]: { used: 0, limit: 100 } }, { expired: true })).toMatchObject({
      status: 'denied',
      statusLabel: 'Access Denied',
      expired: true,
    });
  });

  it('shows ∞ and a full green bar for an unlimited tool, and No Limit for 0', () => {
    const unlimited = view({ [kw]: { used: 42, limit: -1, is_unlimited: true } });
    expect(unlimited).toMatchObject({ status: 'active' });
    expect(unlimited.meter).toMatchObject({ countText: '42 / ∞ calls', barStatus: 'unlimited' });
    expect(view({ [kw]: { used: 5, limit: 0 } }).meter).toMatchObject({
      countText: '5 / No Limit calls',
      barStatus: 'unlimited',
    });
  });

  it("counts trial calls on the trial and this month's calls on a paid plan", () => {
    expect(view({ [kw]: { used: 1 } }).meter?.periodLabel).toBe('Trial calls');
    expect(view({ [kw]: { used: 1 } }, { billingPeriod: 'month' }).meter?.periodLabel).toBe('This month');
    expect(view({ [kw]: { used: 1234, limit: 5000 } }).meter?.countText).toBe('1234 / 5,000 calls');
  });

  it("shows today's calls against a daily cap, and is Near Limit from 80% of it", () => {
    const card = view(
      { [kw]: { used: 10, limit: 500, daily_used: 16, daily_limit: 20 } },
      { billingPeriod: 'month' },
    );
    expect(card.meter?.dailyText).toBe('Today: 16 / 20 calls');
    expect(card.status).toBe('near-limit');
    expect(view({ [kw]: { used: 1, daily_used: null, daily_limit: 20 } }).meter?.dailyText).toBe(
      'Today: 0 / 20 calls',
    );
    expect(view({ [kw]: { used: 1 } }).meter?.dailyText).toBeNull();
  });

  it('says when the plan records no usage for the tool, and names the plan', () => {
    const card = view({}, { name: 'Starter' });
    expect(card.meter).toBeNull();
    expect(card).toMatchObject({ status: 'active', planName: 'Starter' });
    const noPlan = { ...planWith({}), plan: null };
    expect(usageCardView(noPlan, kw).planName).toBe('Free Trial');
  });
});
