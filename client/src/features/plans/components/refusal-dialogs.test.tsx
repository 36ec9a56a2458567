// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LimitDialogContent } from '@/lib/error-feedback';
import { LimitExceededModal } from './limit-exceeded-modal';
import { PlanExpiredDialog } from './plan-expired-dialog';

const trial: LimitDialogContent = {
  kind: 'limit',
  title: 'Trial Limit Reached',
  text: 'You have used all of your free trial calls for this tool. Upgrade your plan to keep using it.',
  planName: 'Free Trial',
  used: 3,
  limit: 3,
};

beforeEach(() => window.history.replaceState(null, '', '/keyword-research'));
afterEach(cleanup);

describe('LimitExceededModal', () => {
  it('shows why, used / limit calls and the plan, with Upgrade Plan and Close', () => {
    const onOpenChange = vi.fn();
    render(<LimitExceededModal content={trial} onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Trial Limit Reached' });
    expect(dialog.textContent).toContain(trial.text);
    expect(within(dialog).getByText('3 / 3 calls')).toBeTruthy();
    expect(within(dialog).getByText('Free Trial')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves out the figures the refusal did not give, and goes to /pricing on Upgrade Plan', () => {
    const onOpenChange = vi.fn();
    render(
      <LimitExceededModal
        content={{ ...trial, used: undefined, planName: undefined }}
        onOpenChange={onOpenChange}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('Usage')).toBeNull();
    expect(dialog.textContent).not.toContain('Current plan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Plan' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(window.location.pathname).toBe('/pricing');
  });

  it('is closed without a refusal', () => {
    render(<LimitExceededModal content={null} onOpenChange={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('PlanExpiredDialog', () => {
  it('asks to renew, with Maybe Later and Renew Plan', () => {
    const onOpenChange = vi.fn();
    render(<PlanExpiredDialog open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Plan Expired' });
    expect(dialog.textContent).toContain(
      'Your plan has expired. Please renew your subscription to continue using this tool.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew Plan' }));
    expect(window.location.pathname).toBe('/pricing');
  });
});
