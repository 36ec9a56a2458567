// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeywordResearchResponse } from '@common/contracts/ai';
import { KeywordResults } from './keyword-results';

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

afterEach(cleanup);

describe('KeywordResults', () => {
  it('shows the volume and competition as estimates, who answered, and the four tabs', () => {
    render(
      <KeywordResults
        body={{ keyword: 'cotton kurti', platform: 'myntra', language: 'hi' }}
        result={answer}
      />,
    );
    expect(screen.getByRole('heading', { name: 'cotton kurti' })).toBeTruthy();
    expect(screen.getByText('Estimated 10K–50K / month')).toBeTruthy();
    expect(screen.getByText('High (estimate)')).toBeTruthy();
    expect(screen.getAllByText('Estimate')).toHaveLength(2);
    // No answer carries an ad cost; the spec's history viewer says 'Not available', and so does the tool.
    expect(screen.getAllByTestId('keyword-metric')[2]?.textContent).toBe('CPCNot available');
    const banner = screen.getByTestId('engine-banner').textContent;
    expect(banner).toContain("Vikreta's built-in engine");
    expect(banner).toContain('answers in English only');
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, ''))).toEqual([
      'Related Keywords',
      'Long Tail Keywords',
      'Suggestions',
      'Platform Insights',
    ]);
  });

  it('titles the results with the keyword asked when the answer leaves it out', () => {
    render(
      <KeywordResults
        body={{ keyword: 'steel bottle', platform: 'all', language: 'en' }}
        result={{ ...answer, keyword: '', isEstimate: false }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'steel bottle' })).toBeTruthy();
    expect(screen.queryByText('Estimate')).toBeNull();
  });
});
