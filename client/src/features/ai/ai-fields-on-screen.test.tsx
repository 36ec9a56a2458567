// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiTool } from '@common/contracts/ai-fields';
import type {
  KeywordResearchResponse,
  ProductOptimizationResponse,
  ProductResearchResponse,
} from '@common/contracts/ai';
import { aiTools, answerWithMarkers, fieldsMissingFrom } from '@/test/ai-field-markers';
import { KeywordResults } from './keyword-research/keyword-results';
import { OptimizationResults } from './product-optimization/optimization-results';
import { ResearchResults } from './product-research/research-results';

/**
 * Every text field the one description of the AI tools lists reaches the seller on the tool's result
 * screen, across its tabs: a field added to the description and its schema but left off the screen fails
 * here. (History's Search Details has the same test beside its viewer.)
 */
afterEach(cleanup);

function renderTool(tool: AiTool, answer: Record<string, unknown>) {
  if (tool === 'keywords')
    return render(
      <KeywordResults
        body={{ keyword: 'cotton kurti', platform: 'amazon', language: 'en' }}
        result={answer as unknown as KeywordResearchResponse}
      />,
    );
  if (tool === 'research')
    return render(
      <ResearchResults
        body={{ productName: 'cotton kurti', platform: 'amazon' }}
        result={answer as unknown as ProductResearchResponse}
      />,
    );
  return render(
    <OptimizationResults
      body={{ productName: 'cotton kurti', platform: 'amazon' }}
      result={answer as unknown as ProductOptimizationResponse}
    />,
  );
}

/** The text of every tab panel: each tab is opened in turn, as a seller would. */
function textAcrossTabs(container: HTMLElement): string {
  let text = container.textContent ?? '';
  for (const tab of screen.queryAllByRole('tab')) {
    fireEvent.mouseDown(tab, { button: 0 });
    fireEvent.click(tab);
    text += container.textContent ?? '';
  }
  return text;
}

describe.each(aiTools)("every described field of the %s answer, on the tool's screen", (tool) => {
  it('is shown in one of its tabs', () => {
    const { container } = renderTool(tool, answerWithMarkers(tool));
    expect(fieldsMissingFrom(tool, textAcrossTabs(container))).toEqual([]);
  });
});
