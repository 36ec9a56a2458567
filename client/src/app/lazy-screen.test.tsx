// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

afterEach(cleanup);

describe('lazyScreen', () => {
  it('fetches a screen’s code once: preload starts it, the render uses the same fetch', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Dashboard</h1> }));
    const Dashboard = lazyScreen(load);
    Dashboard.preload();
    Dashboard.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Dashboard />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload that failed is tried again by the next one', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactElement }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <h1>Billing</h1> });
    const Billing = lazyScreen(load);
    Billing.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    Billing.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
