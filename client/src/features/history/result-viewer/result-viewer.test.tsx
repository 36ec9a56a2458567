// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeywordResearchResponse, ProductResearchResponse } from '@common/contracts/ai';
import { labelOf, resultLayout } from './result-layout';
import { ResultViewer } from './result-viewer';

afterEach(cleanup);

const keyword: KeywordResearchResponse = {
  keyword: 'cotton kurti',
  searchVolume: 'Estimated 10K–50K / month',
  searchVolumeEstimate: { low: 10_000, high: 50_000 },
  competition: '**High** (estimate)',
  competitionLevel: 'high',
  relatedKeywords: ['cotton kurta', '**printed** kurti'],
  longTailKeywords: ['cotton kurti for office wear'],
  suggestions: ['Lead the title with **cotton kurti**.'],
  platformInsights: [{ platform: 'myntra', insights: ['Fill every attribute.'] }],
  source: 'builtin',
  isEstimate: true,
};

const research: ProductResearchResponse = {
  marketAnalysis: '## Market\nDemand is **steady**.',
  competitorAnalysis: 'Many sellers.',
  pricingInsights: 'Rs.499 to Rs.899.',
  demandTrends: 'Peaks in Diwali.',
  platformOpportunities: [{ platform: 'flipkart', opportunities: ['Big Billion Days'] }],
  recommendations: ['Bundle two.'],
  source: 'builtin',
  isEstimate: true,
};

describe('resultLayout', () => {
  it('picks the layout by tool name', () => {
    expect(resultLayout('Keyword Research', {})).toBe('keyword');
    expect(resultLayout('Product Research', {})).toBe('product-research');
    expect(resultLayout('Product Optimization', {})).toBe('optimization');
    expect(resultLayout('Business Calculator', {})).toBe('generic');
  });
  it('uses the generic view for an answer that is not an object', () => {
    expect(resultLayout('Keyword Research', 'plain text')).toBe('generic');
    expect(resultLayout('Keyword Research', ['a'])).toBe('generic');
  });
  it('turns keys into labels', () => {
    expect(labelOf('platformSpecificTips')).toBe('Platform Specific Tips');
    expect(labelOf('search_volume')).toBe('Search Volume');
  });
});

describe('ResultViewer', () => {
  it('shows a keyword answer with its figures and lists, without bold markers', () => {
    const { container } = render(<ResultViewer toolName="Keyword Research" data={keyword} />);
    expect(container.querySelector('[data-layout="keyword"]')).not.toBeNull();
    expect(screen.getByText('Keyword').nextSibling?.textContent).toBe('cotton kurti');
    expect(screen.getByText('High (estimate)')).toBeTruthy();
    expect(screen.getByText('CPC').nextSibling?.textContent).toBe('Not available');
    const related = screen.getByRole('list', { name: 'Related keywords' });
    expect(
      within(related)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['cotton kurta', 'printed kurti']);
    expect(screen.getByText('Long Tail Keywords')).toBeTruthy();
    expect(screen.getByText('Strategic Suggestions')).toBeTruthy();
    expect(screen.getByText('Myntra')).toBeTruthy();
    expect(container.textContent).not.toContain('**');
  });
  it("says 'Not available' for each missing keyword figure", () => {
    render(<ResultViewer toolName="Keyword Research" data={{ relatedKeywords: [] }} />);
    expect(screen.getAllByText('Not available')).toHaveLength(4);
  });
  it('shows a product research answer with its analyses and competitors', () => {
    const competitors = [
      { competitor: 'KurtiCo', platform: 'amazon', strengths: ['Price'], pricing: 'Rs.599' },
    ];
    const { container } = render(
      <ResultViewer toolName="Product Research" data={{ ...research, competitors }} />,
    );
    expect(container.querySelector('[data-layout="product-research"]')).not.toBeNull();
    for (const title of ['Market Analysis', 'Competitor Analysis', 'Pricing Insights', 'Demand Trends']) {
      expect(screen.getByText(title)).toBeTruthy();
    }
    expect(screen.getByText('Platform Opportunities')).toBeTruthy();
    expect(screen.getByText('Big Billion Days')).toBeTruthy();
    expect(screen.getByText('Bundle two.')).toBeTruthy();
    expect(screen.getByText('KurtiCo')).toBeTruthy();
    expect(screen.getByText('Amazon.in')).toBeTruthy();
    expect(screen.getByText('steady').tagName).toBe('STRONG');
  });
  it('shows only the optimization sections an answer holds, titles as options', () => {
    const data = {
      titleSuggestions: ['First title', 'Second title'],
      optimizedDescription: 'A **great** kurti.',
      keywords: ['kurti'],
      bulletPoints: ['Soft cotton'],
      platformSpecificTips: [{ platform: 'amazon', tips: ['Use A+ content'] }],
    };
    const { container } = render(<ResultViewer toolName="Product Optimization" data={data} />);
    expect(container.querySelector('[data-layout="optimization"]')).not.toBeNull();
    expect(screen.getByText('Option 2')).toBeTruthy();
    expect(screen.getByText('Second title')).toBeTruthy();
    expect(screen.getByText('Key Features and Benefits')).toBeTruthy();
    expect(screen.getByText('Target Keywords')).toBeTruthy();
    expect(screen.queryByText('SEO Analysis')).toBeNull();
    expect(screen.queryByText('Pricing Strategy')).toBeNull();
  });
  it("falls back to 'Research Results' for any other tool", () => {
    const data = { summary: 'x'.repeat(120), items: ['a', 'b', 'c'], detail: { a: 1 }, score: 42 };
    const { container } = render(<ResultViewer toolName="Business Calculator" data={data} />);
    expect(screen.getByRole('heading', { name: 'Research Results' })).toBeTruthy();
    expect(container.querySelector('[data-layout="generic"]')).not.toBeNull();
    expect(screen.getByText('Items').textContent).toBe('Items3'); // the list's title with its count
    expect(screen.getByText('Score:')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(container.querySelector('pre')?.textContent).toContain('"a": 1');
  });
});
