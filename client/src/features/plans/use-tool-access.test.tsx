// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toolIds } from '@common/constants/tools';
import { ApiError } from '@/lib/api-client';
import { clientWith, planWith, wrapperFor } from './test-support';
import { accessFromPlan, useToolAccess } from './use-tool-access';

const kw = toolIds.keyword_research;
const hook = (client = clientWith()) => renderHook(() => useToolAccess(kw), { wrapper: wrapperFor(client) });

/** A stand-in AI form: the submit button and the dialogs, as a tool screen wires them. */
function Form({ error }: { error?: unknown }) {
  const access = useToolAccess(kw);
  return (
    <>
      <button type="submit" disabled={access.blocked}>
        {access.buttonLabel ?? 'Research Keywords'}
      </button>
      <button type="button" onClick={() => access.openLimitDialog(error)}>
        Fail
      </button>
      {access.dialogs}
    </>
  );
}
const renderForm = (client: ReturnType<typeof clientWith>, error?: unknown) =>
  render(<Form error={error} />, { wrapper: wrapperFor(client) });

/** No real network: a refetch (e.g. after a refusal) waits forever unless a test says otherwise. */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

describe('useToolAccess', () => {
  it('leaves the button alone under the limit', () => {
    const { result } = hook(clientWith(planWith({ [kw]: { used: 1, limit: 3 } })));
    expect(result.current.blocked).toBe(false);
    expect(result.current.buttonLabel).toBeNull();
  });

  it('blocks with the limit label once used reaches the limit', () => {
    const { result } = hook(clientWith(planWith({ [kw]: { used: 3, limit: 3 } })));
    expect(result.current).toMatchObject({ blocked: true, buttonLabel: 'Limit Reached - Upgrade Required' });
  });

  it('blocks an expired plan and opens the Plan Expired dialog on load', () => {
    renderForm(clientWith(planWith({ [kw]: { used: 0, limit: 3 } }, { expired: true })));
    const dialog = screen.getByRole('dialog', { name: 'Plan Expired' });
    expect(dialog.textContent).toContain(
      'Your plan has expired. Please renew your subscription to continue using this tool.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Plan Expired - Renew Required' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
  });

  it('does not block when the plan cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"code":"X","message":"x"}', { status: 500 }))),
    );
    const { result } = hook();
    await vi.waitFor(() => expect(result.current.blocked).toBe(false));
    expect(result.current.buttonLabel).toBeNull();
  });

  it('opens the limit dialog for a refusal and blocks; ignores other errors', () => {
    const { result } = hook(clientWith(planWith({ [kw]: { used: 1, limit: 3 } })));
    expect(result.current.openLimitDialog(new Error('API error: 500'))).toBe(false);
    expect(result.current.blocked).toBe(false);
    const refusal = {
      code: 'RATE_LIMITED',
      reason: 'daily_limit_exceeded',
      message: 'Daily limit reached',
      plan: { name: 'Starter' },
      usage: { daily_count: 20 },
      limits: { daily_limit: 20 },
    };
    let opened = false;
    act(() => void (opened = result.current.openLimitDialog(new ApiError(429, refusal))));
    expect(opened).toBe(true);
    expect(result.current).toMatchObject({ blocked: true, buttonLabel: 'Limit Reached - Upgrade Required' });
  });

  it('shows the refusal in the limit dialog with used / limit calls, Upgrade Plan and Close', () => {
    const refusal = new ApiError(429, {
      code: 'RATE_LIMITED',
      reason: 'trial_limit_exceeded',
      message: 'Trial used up',
      plan: { name: 'Free Trial' },
      usage: { trial_count: 3 },
      limits: { trial_limit: 3 },
    });
    renderForm(clientWith(planWith({ [kw]: { used: 2, limit: 3 } })), refusal);
    expect(screen.getByRole('button', { name: 'Research Keywords' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = screen.getByRole('dialog', { name: 'Trial Limit Reached' });
    expect(dialog.textContent).toContain('3 / 3 calls');
    expect(dialog.textContent).toContain('free trial calls');
    expect(screen.getByRole('button', { name: 'Upgrade Plan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Limit Reached - Upgrade Required' })).toBeTruthy();
  });

  it('turns an expiry refusal into the Plan Expired state', () => {
    const { result } = hook(clientWith(planWith({ [kw]: { used: 0, limit: 3 } })));
    act(
      () =>
        void result.current.openLimitDialog({
          reason: 'trial_expired',
          message: 'Trial over',
          plan: { name: 'Free Trial' },
        }),
    );
    expect(result.current.buttonLabel).toBe('Plan Expired - Renew Required');
  });
});
