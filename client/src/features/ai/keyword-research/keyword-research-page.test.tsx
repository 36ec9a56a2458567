// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toolIds } from '@common/constants/tools';
import type { KeywordResearchResponse } from '@common/contracts/ai';
import { clientWith, planWith, wrapperFor } from '@/features/plans/test-support';
import KeywordResearchPage from './keyword-research-page';

const kw = toolIds.keyword_research;
const answer: KeywordResearchResponse = {
  keyword: 'cotton kurti',
  searchVolume: 'Estimated 10K–50K / month',
  searchVolumeEstimate: { low: 10_000, high: 50_000 },
  competition: 'High (estimate)',
  competitionLevel: 'high',
  relatedKeywords: ['cotton kurta'],
  longTailKeywords: ['cotton kurti for office wear'],
  suggestions: ['Lead the title with **cotton kurti**.'],
  platformInsights: [{ platform: 'myntra', insights: ['Fill every attribute.'] }],
  source: 'builtin',
  isEstimate: true,
  languageNotice:
    'You asked for Hindi. The built-in engine answers in English only, so these results are in English.',
};

interface Sent {
  body: Record<string, unknown>;
  headers: Record<string, string>;
}
let sent: Sent[] = [];
let reply: () => Response;

beforeEach(() => {
  sent = [];
  reply = () =>
    new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      if (path !== '/api/ai/keyword-research') return new Promise(() => undefined);
      sent.push({ body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
      return Promise.resolve(reply());
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (used = 0) =>
  render(<KeywordResearchPage />, {
    wrapper: wrapperFor(clientWith(planWith({ [kw]: { used, limit: 3 } }))),
  });
const submit = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Research Keywords' })));

describe('KeywordResearchPage', () => {
  it('asks for a keyword before calling the server', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: '   ' } });
    await submit();
    expect(screen.getByText('Please enter a keyword to research')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends the form without empty optional fields, with an Idempotency-Key, and shows the answer', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' cotton kurti ' } });
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'myntra' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi' } });
    await submit();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'cotton kurti' })).toBeTruthy());
    expect(sent[0]?.body).toEqual({ keyword: 'cotton kurti', platform: 'myntra', language: 'hi' });
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(screen.getByText('Estimated 10K–50K / month')).toBeTruthy();
    expect(screen.getByText('High (estimate)')).toBeTruthy();
    expect(screen.getByTestId('engine-banner').textContent).toContain("Vikreta's built-in engine");
    expect(screen.getByTestId('engine-banner').textContent).toContain('answers in English only');
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, ''))).toEqual([
      'Related Keywords',
      'Long Tail Keywords',
      'Suggestions',
      'Platform Insights',
    ]);
  });

  it('uses a new Idempotency-Key for each submit', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'kurti' } });
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Research Keywords' })).toBeTruthy());
    await submit();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.headers['Idempotency-Key']).not.toBe(sent[1]?.headers['Idempotency-Key']);
  });

  it('shows the researching state: spinner text and a disabled in-progress button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'kurti' } });
    await submit();
    const button = screen.getByRole('button', { name: 'Researching...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText("Researching 'kurti'...")).toBeTruthy();
  });

  it('blocks the button when the trial calls are used up', () => {
    renderPage(3);
    const button = screen.getByRole('button', {
      name: 'Limit Reached - Upgrade Required',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("toasts 'Research Failed' with the server's message on a provider failure", async () => {
    const { toastStore } = await import('@/components/ui/toast-store');
    reply = () =>
      new Response(
        JSON.stringify({ code: 'AI_PROVIDER_FAILED', message: 'The AI service did not answer.' }),
        {
          status: 502,
          headers: { 'content-type': 'application/json' },
        },
      );
    renderPage();
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'kurti' } });
    await submit();
    await waitFor(() =>
      expect(toastStore.snapshot()[0]).toMatchObject({
        title: 'Research Failed',
        description: 'The AI service did not answer.',
      }),
    );
  });
});
