import { describe, expect, it } from 'vitest';
import { toolIds } from '@common/constants/tools';
import type { LimitDialogContent } from '@/lib/error-feedback';
import { planWith } from '@/test/plan-fixtures';
import { accessFromPlan, accessReducer, accessView, initialAccess, type AccessEvent } from './tool-access';

const kw = toolIds.keyword_research;
const trialDialog: LimitDialogContent = {
  kind: 'limit',
  title: 'Trial Limit Reached',
  text: 'You have used all of your free trial calls for this tool. Upgrade your plan to keep using it.',
  planName: 'Free Trial',
  used: 3,
  limit: 3,
};
const after = (...events: AccessEvent[]) => events.reduce(accessReducer, initialAccess);

describe('accessFromPlan', () => {
  it('blocks at or above a counted limit', () => {
    expect(accessFromPlan(planWith({ [kw]: { used: 2, limit: 3 } }), kw)).toBeNull();
    expect(accessFromPlan(planWith({ [kw]: { used: 3, limit: 3 } }), kw)).toBe('limit');
    expect(accessFromPlan(planWith({ [kw]: { used: 4, limit: 3 } }), kw)).toBe('limit');
  });
  it('never blocks unlimited, -1 or 0 limits, a missing tool or an unknown plan', () => {
    expect(accessFromPlan(planWith({ [kw]: { used: 99, limit: 3, is_unlimited: true } }), kw)).toBeNull();
    expect(accessFromPlan(planWith({ [kw]: { used: 99, limit: -1 } }), kw)).toBeNull();
    expect(accessFromPlan(planWith({ [kw]: { used: 99, limit: 0 } }), kw)).toBeNull();
    expect(accessFromPlan(planWith({}), kw)).toBeNull();
    expect(accessFromPlan(undefined, kw)).toBeNull();
  });
  it('blocks an expired subscription first', () => {
    expect(accessFromPlan(planWith({ [kw]: { used: 3, limit: 3 } }, { expired: true }), kw)).toBe('expired');
  });
});

describe('accessView: the AI tool button and dialogs', () => {
  it('leaves the button alone under the limit, and when the plan cannot be loaded', () => {
    const open = { block: null, buttonLabel: null, expiredOpen: false, limitDialog: null };
    expect(accessView(initialAccess, planWith({ [kw]: { used: 1, limit: 3 } }), kw)).toEqual(open);
    expect(accessView(initialAccess, undefined, kw)).toEqual(open);
  });

  it('blocks with the limit label once used reaches the limit, without a dialog', () => {
    expect(accessView(initialAccess, planWith({ [kw]: { used: 3, limit: 3 } }), kw)).toMatchObject({
      block: 'limit',
      buttonLabel: 'Limit Reached - Upgrade Required',
      expiredOpen: false,
    });
  });

  it("blocks an expired plan and opens 'Plan Expired' on load; Maybe Later closes it and the block stays", () => {
    const expired = planWith({ [kw]: { used: 0, limit: 3 } }, { expired: true });
    expect(accessView(initialAccess, expired, kw)).toMatchObject({
      buttonLabel: 'Plan Expired - Renew Required',
      expiredOpen: true,
    });
    expect(accessView(after({ type: 'expired-closed' }), expired, kw)).toMatchObject({
      buttonLabel: 'Plan Expired - Renew Required',
      expiredOpen: false,
    });
  });

  it('opens the limit dialog for a refusal and blocks; closing the dialog keeps the block', () => {
    const plan = planWith({ [kw]: { used: 1, limit: 3 } });
    const refused = after({ type: 'refused', dialog: trialDialog });
    expect(accessView(refused, plan, kw)).toEqual({
      block: 'limit',
      buttonLabel: 'Limit Reached - Upgrade Required',
      expiredOpen: false,
      limitDialog: trialDialog,
    });
    const closed = accessReducer(refused, { type: 'limit-closed' });
    expect(accessView(closed, plan, kw)).toMatchObject({
      buttonLabel: 'Limit Reached - Upgrade Required',
      limitDialog: null,
    });
  });

  it('turns an expiry refusal into the Plan Expired state, over an earlier limit refusal', () => {
    const plan = planWith({ [kw]: { used: 0, limit: 3 } });
    const expired = after({ type: 'refused', dialog: { kind: 'expired' } });
    expect(accessView(expired, plan, kw)).toMatchObject({
      buttonLabel: 'Plan Expired - Renew Required',
      expiredOpen: true,
      limitDialog: null,
    });
    const both = after(
      { type: 'refused', dialog: trialDialog },
      { type: 'refused', dialog: { kind: 'expired' } },
    );
    expect(accessView(both, plan, kw).buttonLabel).toBe('Plan Expired - Renew Required');
    const limitAfterExpiry = accessReducer(expired, { type: 'refused', dialog: trialDialog });
    expect(accessView(limitAfterExpiry, plan, kw).buttonLabel).toBe('Plan Expired - Renew Required');
  });

  it("opens 'Plan Expired' again on an expiry refusal after it was dismissed", () => {
    const expiredPlan = planWith({ [kw]: { used: 0, limit: 3 } }, { expired: true });
    const state = after({ type: 'expired-closed' }, { type: 'refused', dialog: { kind: 'expired' } });
    expect(accessView(state, expiredPlan, kw).expiredOpen).toBe(true);
    expect(accessView(accessReducer(state, { type: 'expired-closed' }), expiredPlan, kw).expiredOpen).toBe(
      false,
    );
  });
});
