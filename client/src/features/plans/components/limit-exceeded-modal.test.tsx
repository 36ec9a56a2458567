import { describe, expect, it } from 'vitest';
import { limitCopy } from './limit-exceeded-modal';

describe('limitCopy', () => {
  it('has a title and text for each of the four reasons', () => {
    expect(limitCopy({ reason: 'trial_limit_exceeded' })).toMatchObject({ title: 'Trial Limit Reached' });
    expect(limitCopy({ reason: 'trial_limit_exceeded' }).text).toMatch(
      /all of your free trial calls.*Upgrade/,
    );
    expect(limitCopy({ reason: 'daily_limit_exceeded' }).text).toMatch(/Try again tomorrow, or upgrade/);
    expect(limitCopy({ reason: 'monthly_limit_exceeded' }).text).toMatch(/this month's limit.*Upgrade/);
    expect(limitCopy({ reason: 'limit_exceeded' })).toEqual({
      title: 'Usage Limit Reached',
      text: 'You have reached the usage limit for this tool. Upgrade your plan to continue.',
    });
  });
  it('uses the server message for the generic reason when it has one', () => {
    expect(limitCopy({ reason: 'limit_exceeded', message: 'Please upgrade to continue' }).text).toBe(
      'Please upgrade to continue',
    );
  });
});
