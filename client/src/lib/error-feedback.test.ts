import { describe, expect, it } from 'vitest';
import { failedWith, trialRefusal } from '@/test/api-errors';
import { apiErrorFrom } from './read-api-error';
import { errorMessage, failureFeedback, failureToast, fieldErrorsOf, refusalDialog } from './error-feedback';

const research = { title: 'Research Failed', fallback: 'Failed to perform keyword research' };
const daily = {
  code: 'RATE_LIMITED',
  reason: 'daily_limit_exceeded',
  message:
    "You have reached today's limit of 20 Keyword Research calls. Try again tomorrow or upgrade your plan.",
  plan: { name: 'Starter' },
  usage: { daily_count: 20, monthly_count: 57 },
  limits: { daily_limit: 20, monthly_limit: 100 },
} as const;

describe('errorMessage', () => {
  it("gives the server's message, else the screen's own text", () => {
    expect(
      errorMessage(
        failedWith(502, { code: 'AI_PROVIDER_FAILED', message: 'The AI service did not answer.' }),
        'x',
      ),
    ).toBe('The AI service did not answer.');
    expect(errorMessage(apiErrorFrom(500, 'Internal Server Error'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});

describe('failureToast', () => {
  it('is a red toast with the screen title', () => {
    expect(
      failureToast(failedWith(409, { code: 'CONFLICT', message: 'Email already registered' }), {
        title: 'Registration failed',
        fallback: 'Registration failed',
      }),
    ).toEqual({
      variant: 'destructive',
      title: 'Registration failed',
      description: 'Email already registered',
    });
  });
});

describe('fieldErrorsOf', () => {
  it('takes the first message of each field of a 400', () => {
    const error = failedWith(400, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      fields: { keyword: ['Too long', 'Second'], platform: [] },
    });
    expect(fieldErrorsOf(error)).toEqual({ keyword: 'Too long' });
  });
  it('has none for any other failure', () => {
    expect(fieldErrorsOf(failedWith(429, trialRefusal))).toEqual({});
    expect(
      fieldErrorsOf(failedWith(409, { code: 'CONFLICT', message: 'x', fields: { email: ['Taken'] } })),
    ).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('refusalDialog', () => {
  it('says the free trial calls are used up, with used / limit and the plan', () => {
    expect(refusalDialog(failedWith(429, trialRefusal).refusal!)).toEqual({
      kind: 'limit',
      title: 'Trial Limit Reached',
      text: 'You have used all of your free trial calls for this tool. Upgrade your plan to keep using it.',
      planName: 'Free Trial',
      used: 3,
      limit: 3,
    });
  });
  it("counts today's calls for a daily refusal and the month's for a monthly one", () => {
    expect(refusalDialog(failedWith(429, daily).refusal!)).toMatchObject({
      title: 'Daily Limit Reached',
      text: "You have reached today's limit for this tool. Try again tomorrow, or upgrade your plan for a higher daily limit.",
      used: 20,
      limit: 20,
      planName: 'Starter',
    });
    expect(
      refusalDialog(failedWith(429, { ...daily, reason: 'monthly_limit_exceeded' }).refusal!),
    ).toMatchObject({
      title: 'Monthly Limit Reached',
      text: "You have reached this month's limit for this tool. Upgrade your plan to continue.",
      used: 57,
      limit: 100,
    });
  });
  it('falls back to the figures the refusal has, and shows none when it has none', () => {
    const monthlyOnly = { ...trialRefusal, usage: { monthly_count: 9 }, limits: { monthly_limit: 9 } };
    expect(refusalDialog(failedWith(429, monthlyOnly).refusal!)).toMatchObject({ used: 9, limit: 9 });
    const bare = refusalDialog(
      failedWith(429, { ...trialRefusal, usage: {}, limits: {}, plan: { name: '' } }).refusal!,
    );
    expect(bare).toEqual({
      kind: 'limit',
      title: 'Trial Limit Reached',
      text: 'You have used all of your free trial calls for this tool. Upgrade your plan to keep using it.',
    });
  });
  it("opens 'Plan Expired' for an ended trial or plan", () => {
    for (const reason of ['trial_expired', 'plan_expired'])
      expect(
        refusalDialog(failedWith(402, { ...trialRefusal, code: 'PAYMENT_REQUIRED', reason }).refusal!),
      ).toEqual({
        kind: 'expired',
      });
  });
});

describe('failureFeedback: what a failed AI call shows', () => {
  it('toasts the refusal message and opens its dialog', () => {
    expect(failureFeedback(failedWith(429, trialRefusal), research)).toEqual({
      toast: { variant: 'destructive', title: 'Research Failed', description: trialRefusal.message },
      dialog: expect.objectContaining({ kind: 'limit', title: 'Trial Limit Reached' }),
    });
  });
  it("says 'Usage limit exceeded' for a refusal without a message", () => {
    const { toast } = failureFeedback(failedWith(429, { ...trialRefusal, message: '' }), {
      title: 'Optimization Failed',
      fallback: 'Failed to perform optimization',
    });
    expect(toast).toMatchObject({ title: 'Optimization Failed', description: 'Usage limit exceeded' });
  });
  it("toasts an expiry refusal's message with the Plan Expired dialog", () => {
    const expired = {
      ...trialRefusal,
      code: 'PAYMENT_REQUIRED',
      reason: 'plan_expired',
      message: 'Your plan has expired.',
    };
    expect(failureFeedback(failedWith(402, expired), research)).toEqual({
      toast: { variant: 'destructive', title: 'Research Failed', description: 'Your plan has expired.' },
      dialog: { kind: 'expired' },
    });
  });
  it("toasts the server's message without a dialog for any other failure", () => {
    const provider = failedWith(502, {
      code: 'AI_PROVIDER_FAILED',
      message: 'The AI service did not answer.',
    });
    expect(failureFeedback(provider, research)).toEqual({
      toast: {
        variant: 'destructive',
        title: 'Research Failed',
        description: 'The AI service did not answer.',
      },
      dialog: null,
    });
    const limiter = failedWith(429, { code: 'RATE_LIMITED', message: 'Too many requests, slow down' });
    expect(failureFeedback(limiter, research)).toMatchObject({
      toast: { description: 'Too many requests, slow down' },
      dialog: null,
    });
  });
  it("toasts the tool's default text when the server could not be reached or read", () => {
    const texts = { title: 'Research Failed', fallback: 'Failed to perform research' };
    expect(failureFeedback(new TypeError('Failed to fetch'), texts).toast.description).toBe(
      'Failed to perform research',
    );
    expect(failureFeedback(apiErrorFrom(500, ''), research).toast.description).toBe(
      'Failed to perform keyword research',
    );
  });
});
