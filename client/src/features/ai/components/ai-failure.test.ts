import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { failureTexts, fieldErrorsOf, onAiFailure } from './ai-failure';
import { engineText } from './engine-banner';

const lastToast = () => toastStore.snapshot()[0];
const trialLimit = new ApiError(429, {
  code: 'RATE_LIMITED',
  message: 'You have used all 3 free trial calls.',
  reason: 'trial_limit_exceeded',
  usage: { trial_count: 3 },
  limits: { trial_limit: 3 },
});

afterEach(() => vi.restoreAllMocks());

describe('onAiFailure', () => {
  it('opens the limit dialog and toasts the limit message', () => {
    const access = { openLimitDialog: vi.fn(() => true) };
    onAiFailure(access, failureTexts.keyword)(trialLimit);
    expect(access.openLimitDialog).toHaveBeenCalledWith(trialLimit);
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      title: 'Research Failed',
      description: 'You have used all 3 free trial calls.',
    });
  });

  it("falls back to 'Usage limit exceeded' when the limit error has no message", () => {
    onAiFailure(
      { openLimitDialog: () => true },
      failureTexts.optimization,
    )(new Error('trial_limit_exceeded'));
    expect(lastToast()).toMatchObject({ title: 'Optimization Failed', description: 'trial_limit_exceeded' });
    onAiFailure(
      { openLimitDialog: () => true },
      failureTexts.optimization,
    )({ reason: 'daily_limit_exceeded' });
    expect(lastToast()).toMatchObject({ title: 'Optimization Failed', description: 'Usage limit exceeded' });
  });

  it("toasts the server's message, or the tool's default for a network failure", () => {
    const access = { openLimitDialog: () => false };
    onAiFailure(
      access,
      failureTexts.research,
    )(new ApiError(502, { code: 'BAD_GATEWAY', message: 'The AI provider failed' }));
    expect(lastToast()).toMatchObject({ title: 'Research Failed', description: 'The AI provider failed' });
    onAiFailure(access, failureTexts.research)(new TypeError('Failed to fetch'));
    expect(lastToast()).toMatchObject({
      title: 'Research Failed',
      description: 'Failed to perform research',
    });
    onAiFailure(
      access,
      failureTexts.keyword,
    )(new ApiError(500, { code: 'HTTP_ERROR', message: 'API error: 500' }));
    expect(lastToast()).toMatchObject({ description: 'Failed to perform keyword research' });
  });
});

describe('fieldErrorsOf', () => {
  it("reads a 400's field messages", () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      fields: { keyword: ['Too long'] },
    });
    expect(fieldErrorsOf(error)).toEqual({ keyword: 'Too long' });
    expect(fieldErrorsOf(trialLimit)).toEqual({});
  });
});

describe('engineText', () => {
  it('names the engine that answered', () => {
    expect(engineText({ source: 'builtin' })).toBe(
      "Answered by Vikreta's built-in engine: figures are estimates from marketplace data, not live search counts.",
    );
    expect(engineText({ source: 'gpt-4o-mini' })).toBe('Answered by gpt-4o-mini; figures are estimates.');
  });
});
