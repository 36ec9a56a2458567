import { describe, expect, it } from 'vitest';
import {
  historyRequestContext,
  historyRequestSummary,
  requestSummary,
} from '@/features/history/request-summary';
import { allData, requestLines, responseSummary } from './summaries';

describe('the Request column', () => {
  it('shows the keyword or product name as it is', () => {
    expect(historyRequestSummary({ keyword: ' cotton kurti ', platform: 'amazon' })).toBe('cotton kurti');
    expect(historyRequestSummary({ productName: 'Steel bottle', description: 'x'.repeat(90) })).toBe(
      'Steel bottle',
    );
  });
  it('cuts a description to 50 characters', () => {
    const description = 'Handloom cotton kurti with block print, side pockets and a mandarin collar';
    const cell = historyRequestSummary({ description });
    expect(cell).toBe(`${description.slice(0, 50)}...`);
    expect(historyRequestSummary({ description: 'Short one' })).toBe('Short one');
    expect(historyRequestSummary({ description: 'y'.repeat(50) })).toBe('y'.repeat(50));
  });
  it("says 'No data' when there is nothing to show", () => {
    expect(historyRequestSummary(null)).toBe('No data');
    expect(historyRequestSummary({})).toBe('No data');
    expect(historyRequestSummary({ keyword: '   ', platform: 'amazon' })).toBe('No data');
  });
  it('summarises a request for the dashboard by its keyword or product name', () => {
    expect(requestSummary({ keyword: ' cotton kurti ', platform: 'amazon' })).toBe('cotton kurti');
    expect(requestSummary({ productName: 'Steel bottle' })).toBe('Steel bottle');
  });
  it('leaves the dashboard summary as it was', () => {
    expect(requestSummary({ description: 'x'.repeat(100) })).toHaveLength(80);
    expect(requestSummary(null)).toBe('');
  });
});

describe('the dialog summaries', () => {
  it('lists the filled-in request fields with display names', () => {
    expect(requestLines({ keyword: 'kurti', platform: 'amazon', language: 'hi', brand: '' })).toEqual([
      { label: 'Keyword', value: 'kurti' },
      { label: 'Platform', value: 'Amazon.in' },
      { label: 'Language', value: 'Hindi' },
    ]);
    expect(requestLines(undefined)).toEqual([]);
  });
  it('sums up an answer', () => {
    expect(responseSummary(null)).toBe('No response data');
    expect(responseSummary({ message: 'Trial limit reached', reason: 'trial_limit_exceeded' })).toBe(
      'Trial limit reached',
    );
    expect(responseSummary({ keyword: 'kurti', relatedKeywords: ['a', 'b'], longTailKeywords: ['c'] })).toBe(
      '2 related keywords, 1 long-tail keyword',
    );
    expect(responseSummary({ marketAnalysis: '## Market', recommendations: ['x'] })).toBe(
      '1 recommendation, market analysis',
    );
    expect(
      responseSummary({ titleSuggestions: ['a', 'b'], keywords: ['k'], optimizedTitle: '**New**' }),
    ).toBe('Optimized title: New, 1 keyword, 2 title suggestions');
    expect(responseSummary({ other: 1 })).toBe('Response received');
  });
  it('copies everything about an entry', () => {
    const item = {
      id: 7,
      tool_name: 'Keyword Research',
      usage_type: 'trial_call',
      usage_count: 1,
      request_data: { keyword: 'kurti' },
      response_data: null,
      response_status: 500,
      created_at: '2026-05-01T10:00:00Z',
    };
    expect(allData(item)).toMatchObject({ tool: 'Keyword Research', status: 'failure', response: null });
  });
});

describe("the history row's platform and language", () => {
  it('names the platform and the language a call asked for, so equal keywords tell apart', () => {
    expect(historyRequestContext({ keyword: 'cotton kurti', platform: 'amazon', language: 'hi' })).toBe(
      'Amazon.in · Hindi',
    );
    expect(historyRequestContext({ keyword: 'cotton kurti', platform: 'flipkart' })).toBe('Flipkart');
    expect(historyRequestContext({ productName: 'x' })).toBe('');
    expect(historyRequestContext(null)).toBe('');
  });
});
