import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/accounts.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const post = (
  url: string,
  token: string | undefined,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  h.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('AI endpoints with the built-in engine', () => {
  it('keyword research answers with the spec fields, labelled as estimates from the built-in engine', async () => {
    const { accessToken } = await signedIn(h);
    const res = await post('/api/ai/keyword-research', accessToken, {
      keyword: 'wireless earbuds',
      platform: 'amazon',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ keyword: 'wireless earbuds', source: 'builtin', isEstimate: true });
    expect(body.longTailKeywords.length).toBeGreaterThan(3);
    expect(body.platformInsights[0].platform).toBe('amazon');
  });

  it('product research and optimization answer too; meesho is a platform option', async () => {
    const { accessToken } = await signedIn(h);
    const research = await post('/api/ai/product-research', accessToken, {
      productName: 'cotton kurti',
      platform: 'meesho',
      priceRange: '500 - 1,000',
    });
    expect(research.statusCode).toBe(200);
    expect(research.json().recommendations.length).toBeGreaterThan(0);
    const optimized = await post('/api/ai/product-optimization', accessToken, {
      description: 'Soft cotton kurti, hand block print',
      platform: 'myntra',
    });
    expect(optimized.statusCode).toBe(200);
    expect(optimized.json().titleSuggestions.length).toBeGreaterThan(0);
  });

  it('refuses blank input with the spec messages, and no quota is spent', async () => {
    const { accessToken } = await signedIn(h);
    const blank = await post('/api/ai/keyword-research', accessToken, {
      keyword: '   ',
      platform: 'amazon',
      language: 'en',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.keyword).toEqual(['Please enter a keyword to research']);
    const neither = await post('/api/ai/product-optimization', accessToken, { platform: 'amazon' });
    expect(neither.json().fields.productName).toEqual([
      'Please provide either a product name or description',
    ]);
    const plan = (
      await h.app.inject({ url: '/api/user/plan', headers: { authorization: `Bearer ${accessToken}` } })
    ).json();
    expect(plan.usage['1'].used).toBe(0);
  });

  it('a Free Trial seller’s 4th keyword research is refused with the trial limit body', async () => {
    const { accessToken } = await signedIn(h);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await post('/api/ai/keyword-research', accessToken, {
            keyword: `saree ${i}`,
            platform: 'flipkart',
            language: 'en',
          })
        ).statusCode,
      ).toBe(200);
    }
    const fourth = await post('/api/ai/keyword-research', accessToken, {
      keyword: 'saree 4',
      platform: 'flipkart',
      language: 'en',
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      reason: 'trial_limit_exceeded',
      plan: { name: 'Free Trial' },
      usage: { trial_count: 3 },
      limits: { trial_limit: 3 },
    });
  });

  it('an Idempotency-Key makes a retried request count once; a malformed key is a 400', async () => {
    const { accessToken } = await signedIn(h);
    const body = { keyword: 'atta 5kg', platform: 'blinkit', language: 'en' };
    const first = await post('/api/ai/keyword-research', accessToken, body, {
      'idempotency-key': 'req-2026-11-21-0001',
    });
    const retry = await post('/api/ai/keyword-research', accessToken, body, {
      'idempotency-key': 'req-2026-11-21-0001',
    });
    expect(retry.json()).toEqual(first.json());
    const plan = (
      await h.app.inject({ url: '/api/user/plan', headers: { authorization: `Bearer ${accessToken}` } })
    ).json();
    expect(plan.usage['1'].used).toBe(1);
    const bad = await post('/api/ai/keyword-research', accessToken, body, { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await post('/api/ai/keyword-research', undefined, { keyword: 'x', platform: 'amazon' })).statusCode,
    ).toBe(401);
  });
});
