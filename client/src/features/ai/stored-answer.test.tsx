// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiTool } from '@common/contracts/ai-fields';
import { calculatorToolId } from '@common/constants/tools';
import type { UsageHistoryItem } from '@/features/history';
import { answerWithMarkers } from '@/test/ai-field-markers';
import type { AiToolConfig } from './ai-tool-config';
import { keywordResearchTool } from './keyword-research/keyword-tool';
import { productOptimizationTool } from './product-optimization/optimization-tool';
import { productResearchTool } from './product-research/research-tool';
import { StoredAnswerView } from './stored-answer-view';

/**
 * History's Search Details draws an AI answer with the tool's own results view: the same answer rendered by the
 * tool screen's component and by History's path gives the same page.
 */
afterEach(cleanup);

const cases: [AiTool, AiToolConfig<never, never>, Record<string, unknown>][] = [
  [
    'keywords',
    keywordResearchTool as unknown as AiToolConfig<never, never>,
    { keyword: 'cotton kurti', platform: 'amazon', language: 'en' },
  ],
  [
    'research',
    productResearchTool as unknown as AiToolConfig<never, never>,
    { productName: 'cotton kurti', platform: 'amazon' },
  ],
  [
    'optimization',
    productOptimizationTool as unknown as AiToolConfig<never, never>,
    { productName: 'cotton kurti', platform: 'amazon' },
  ],
];

const itemOf = (toolId: number, request: unknown, response: unknown): UsageHistoryItem =>
  ({
    id: 7,
    tool_id: toolId,
    tool_name: 'Renamed by an admin',
    usage_type: 'api_call',
    usage_count: 1,
    request_data: request,
    response_data: response,
    response_status: 200,
    created_at: '2026-11-20T10:00:00.000Z',
  }) as UsageHistoryItem;

describe.each(cases)('a stored %s answer', (tool, config, request) => {
  it("is drawn in History by the tool screen's own results view", { timeout: 30_000 }, async () => {
    const answer = config.resultSchema.parse(answerWithMarkers(tool));
    const body = config.schema.parse(request);
    const { Results } = config;
    // Each in an app of its own (the measured keywords ask the server, which is not there: they show nothing).
    const inApp = (node: ReactNode) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {node}
      </QueryClientProvider>
    );
    const onScreen = render(inApp(<Results body={body} result={answer} />)).container;
    const inHistory = render(
      inApp(
        <StoredAnswerView
          item={itemOf(config.toolId, request, answer)}
          fallback={<p>the spec layout</p>}
          loading={<p>loading</p>}
        />,
      ),
    ).container;
    // The same page but for React's generated ids (tabs and their panels), which count per render.
    const sameIds = (html: string) => html.replace(/_r_[0-9a-z]+_/g, 'id');
    const drawn = () => inHistory.querySelector('[data-layout="tool"]')?.innerHTML ?? '';
    // The tool's code loads when first shown (a dynamic import): slow under a full parallel test run.
    await waitFor(() => expect(sameIds(drawn())).toBe(sameIds(onScreen.innerHTML)), { timeout: 15_000 });
    expect(drawn()).toContain('marker-');
    expect(inHistory.textContent).not.toContain('the spec layout');
  });

  it(
    "falls back to the spec's layout for an answer that no longer reads as the tool's",
    { timeout: 30_000 },
    async () => {
      render(
        <StoredAnswerView
          item={itemOf(config.toolId, request, { marketingTips: ['old shape'] })}
          fallback={<p>the spec layout</p>}
          loading={<p>loading</p>}
        />,
      );
      expect(await screen.findByText('the spec layout', {}, { timeout: 15_000 })).toBeTruthy();
    },
  );
});

it("draws another tool's answer (a calculator's) with the spec's layout at once", () => {
  render(
    <StoredAnswerView
      item={itemOf(calculatorToolId, {}, { profit: 10 })}
      fallback={<p>the spec layout</p>}
      loading={<p>loading</p>}
    />,
  );
  expect(screen.getByText('the spec layout')).toBeTruthy();
});
