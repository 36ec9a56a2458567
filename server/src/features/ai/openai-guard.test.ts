import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardReviews } from './ai-guard.js';
import type { AiEngine } from '@common/contracts/ai';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/accounts.js';
import { fakeChatServer } from '../../test/fake-chat-server.js';
import { openAiEngine } from '../../providers/ai/openai/openai-engine.js';

/**
 * The model path end to end: a model answer is checked by the listing guard, sent back once with the
 * findings, and what still fails is repaired before the seller sees it ("LLM path").
 */
const badOptimization = JSON.stringify({
  titleSuggestions: [
    `Kitchenara Pressure Cooker!!! Guaranteed Best, Organic, for Men and Women, 3 L, Call +91 98765 43210 ${'Pressure Cooker '.repeat(20)}`,
  ],
  optimizedDescription: 'Cures all problems permanently. Visit https://example.com. Only Rs 299!',
  shortDescription: 'x'.repeat(400),
  keywords: [],
  platformSpecificTips: [{ platform: 'amazon-prime-xyz', tips: ['Sell more'] }],
});
const badKeywords = JSON.stringify({
  keyword: 'pressure cooker',
  searchVolume: 'Estimated 900K–10 / month',
  searchVolumeEstimate: { low: 900000, high: 10 },
  competition: 'Low (estimate)',
  competitionLevel: 'low',
  relatedKeywords: [],
  longTailKeywords: ['pressure cooker for bedroom', 'microfibre pressure cooker'],
  suggestions: ['Use good photos.'],
  platformInsights: [{ platform: 'amazon', insights: ['Use keywords.'] }],
});

let fake: Awaited<ReturnType<typeof fakeChatServer>>;
let h: TestApp;
let engine: AiEngine;
beforeAll(async () => {
  fake = await fakeChatServer();
  h = await createTestApp({
    ai: {
      keywordResearch: (r) => engine.keywordResearch(r),
      productResearch: (r) => engine.productResearch(r),
      productOptimization: (r) => engine.productOptimization(r),
    },
  });
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

async function call(url: string, payload: object, answer: string) {
  fake.reset([{ content: answer }]);
  engine = openAiEngine({
    apiKey: 'k',
    baseURL: fake.baseURL,
    model: 'fake-model',
    reviews: guardReviews,
    backoffMs: 10,
    attemptTimeoutMs: 2000,
    totalTimeoutMs: 6000,
  });
  const { accessToken } = await signedIn(h);
  return h.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${accessToken}` } });
}

const messagesOf = (i: number) => JSON.stringify(fake.requests[i]?.messages ?? []);

describe('model answers through the listing guard', () => {
  it('sends a broken listing back once with the findings, then repairs what still fails', async () => {
    const res = await call(
      '/api/ai/product-optimization',
      {
        productName: '5 Litre Aluminium Pressure Cooker, ISI Marked',
        description: 'ISI certified 5 L aluminium pressure cooker with induction base.',
        brand: 'Kitchenara',
        platform: 'amazon',
      },
      badOptimization,
    );
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(messagesOf(1)).toContain('Your answer broke these listing rules');
    const body = res.json();
    for (const title of body.titleSuggestions) {
      expect(title.length).toBeLessThanOrEqual(200);
      expect(title).not.toMatch(/!|Guaranteed|Organic|Women|98765|\b3 L\b/);
      expect(title).toMatch(/5 Litre/);
    }
    expect(body.optimizedDescription).not.toMatch(/Cures|permanently|example\.com|Rs 299/);
    expect(body.shortDescription.length).toBeLessThanOrEqual(200);
    expect(body.keywords.length).toBeGreaterThan(0);
    expect(body.platformSpecificTips.map((t: { platform: string }) => t.platform)).not.toContain(
      'amazon-prime-xyz',
    );
    expect(body.source).toBe('fake-model');
    const rules = body.listingCheck.findings.map((f: { rule: string }) => f.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'contact.phone',
        'claim.guarantee',
        'title.repeats',
        'fact.term',
        'claim.cure',
        'platform.unknown',
        'keyword.empty',
      ]),
    );
    expect(body.listingCheck.summary).toMatch(/removed/);
  });

  it('repairs estimates and keyword lists of a keyword research', async () => {
    const res = await call(
      '/api/ai/keyword-research',
      { keyword: 'pressure cooker', platform: 'amazon', language: 'en' },
      badKeywords,
    );
    const body = res.json();
    expect(body.searchVolumeEstimate.low).toBeLessThanOrEqual(body.searchVolumeEstimate.high);
    expect(body.relatedKeywords.length).toBeGreaterThan(0);
    expect(body.longTailKeywords.join(' ')).not.toMatch(/bedroom|microfibre/);
    expect(body.competition).toBe('Low (estimate)');
  });

  it('asks again when the answer is not in the requested script, then marks and replaces it', async () => {
    const res = await call(
      '/api/ai/keyword-research',
      { keyword: 'pressure cooker', platform: 'amazon', language: 'Hindi' },
      badKeywords,
    );
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(messagesOf(0)).toContain('Devanagari script');
    expect(messagesOf(1)).toContain('not in Hindi');
    const body = res.json();
    expect(body.listingCheck.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'language.script', action: 'repaired' })]),
    );
    expect(body.suggestions.join(' ')).toMatch(/[\u0900-\u097F]/);
    expect(body.languageNotice).toMatch(/did not answer in Hindi/);
  });

  it('grounds the prompt on the platform rules, fees, seasons and the built-in keyword candidates', async () => {
    await call(
      '/api/ai/keyword-research',
      { keyword: 'pressure cooker', platform: 'amazon', language: 'en' },
      badKeywords,
    );
    const prompt = messagesOf(0);
    expect(prompt).toContain('titles at most 200 characters (Amazon Seller Central help 201100890)');
    expect(prompt).toContain('0% referral fee on items priced up to ₹300');
    expect(prompt).toMatch(/Selling seasons: .*Diwali/);
    expect(prompt).toContain('induction base pressure cooker');
    expect(prompt).toContain('Never write these claims');
  });

  it('accepts a clean answer at once', async () => {
    const clean = JSON.stringify({
      ...JSON.parse(badKeywords),
      searchVolumeEstimate: { low: 10000, high: 50000 },
      longTailKeywords: ['pressure cooker for induction'],
      relatedKeywords: ['aluminium pressure cooker'],
    });
    const res = await call(
      '/api/ai/keyword-research',
      { keyword: 'pressure cooker', platform: 'amazon', language: 'en' },
      clean,
    );
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(res.json().listingCheck.findings).toEqual([]);
  });
});
