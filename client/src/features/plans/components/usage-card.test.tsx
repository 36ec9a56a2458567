// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toolIds } from '@common/constants/tools';
import { clientWith, planWith, wrapperFor } from '../test-support';
import { UsageCard } from './usage-card';

const kw = toolIds.keyword_research;
const renderCard = (client = clientWith()) =>
  render(<UsageCard toolId={kw} />, { wrapper: wrapperFor(client) });
const status = () => screen.getByTestId(`usage-card-${kw}`).getAttribute('data-status');

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

describe('UsageCard', () => {
  it('is Active at 79%', () => {
    renderCard(clientWith(planWith({ [kw]: { used: 79, limit: 100 } })));
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('79 / 100 calls')).toBeTruthy();
    expect(status()).toBe('active');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('79');
  });

  it('is Near Limit at 80%', () => {
    renderCard(clientWith(planWith({ [kw]: { used: 80, limit: 100 } })));
    expect(screen.getByText('Near Limit')).toBeTruthy();
    expect(status()).toBe('near-limit');
  });

  it('is Access Denied when the subscription has expired, with Renew Plan', () => {
    renderCard(clientWith(planWith({ [kw]: { used: 0, limit: 100 } }, { expired: true })));
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.getByText(/Your plan has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew Plan' }).getAttribute('href')).toBe('/pricing');
  });

  it('shows ∞ and a full bar for an unlimited tool', () => {
    renderCard(clientWith(planWith({ [kw]: { used: 42, limit: -1, is_unlimited: true } })));
    expect(screen.getByText('42 / ∞ calls')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(status()).toBe('active');
  });

  it('says it is loading while the plan loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderCard();
    expect(screen.getByText('Loading usage status...')).toBeTruthy();
  });

  it('says it cannot load the status when the plan fetch fails, and keeps a Refresh button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"code":"INTERNAL_ERROR","message":"x"}', { status: 500 }))),
    );
    renderCard();
    expect(await screen.findByText('Unable to load usage status')).toBeTruthy();
    expect(screen.getByText(/up to 20 calls a day \(3 on the free trial\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh usage' })).toBeTruthy();
  });
});
