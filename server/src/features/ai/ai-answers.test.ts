import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/accounts.js';

/** What a seller sees from the AI endpoints with the built-in engine: languages, the listing check, facts only. */
let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

async function seller() {
  const { accessToken } = await signedIn(h);
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    post: (url: string, payload: object) => h.app.inject({ method: 'POST', url, payload, headers }),
    get: (url: string) => h.app.inject({ url, headers }),
  };
}

const devanagari = /[\u0900-\u097F]/;

describe('AI answers with the built-in engine', () => {
  it("takes the spec's language names in any case as well as the ISO codes", async () => {
    const s = await seller();
    const hindi = await s.post('/api/ai/keyword-research', {
      keyword: 'kajal',
      platform: 'nykaa',
      language: 'Hindi',
    });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().suggestions.join(' ')).toMatch(devanagari);
    expect(hindi.json().relatedKeywords).toContain('काजल');
    const tamil = await s.post('/api/ai/keyword-research', {
      keyword: 'saree',
      platform: 'flipkart',
      language: 'TAMIL',
    });
    expect(tamil.json().suggestions.join(' ')).toMatch(/[\u0B80-\u0BFF]/);
    const wrong = await s.post('/api/ai/keyword-research', {
      keyword: 'saree',
      platform: 'flipkart',
      language: 'Klingon',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.language[0]).toMatch(/'Hindi'/);
  });

  it('keeps an Indian-script keyword exactly as typed', async () => {
    const s = await seller();
    const res = await s.post('/api/ai/keyword-research', {
      keyword: 'साड़ी',
      platform: 'amazon',
      language: 'hi',
    });
    expect(res.json().keyword).toBe('साड़ी');
    expect(res.json().relatedKeywords.some((k: string) => k.includes('saree'))).toBe(true);
  });

  it('takes the claims out of an optimized listing and says so in the listing check', async () => {
    const s = await seller();
    const res = await s.post('/api/ai/product-optimization', {
      productName: 'Onion Hair Oil 200 ml',
      description:
        'Onion hair oil with bhringraj. Stops hair fall in 7 days, cures dandruff permanently. No.1 hair oil.',
      brand: 'KeshVeda',
      platform: 'nykaa',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.optimizedDescription).not.toMatch(/cures|permanently|No\.1|Stops hair fall/i);
    expect(body.optimizedDescription).toContain('Onion hair oil with bhringraj.');
    expect(body.listingCheck.summary).toMatch(/claims? removed: 'Stops hair fall in 7 days' \(drug claim\)/);
    expect(body.listingCheck.findings[0]).toMatchObject({
      severity: 'error',
      action: 'removed',
      field: 'optimizedDescription',
    });
    expect(body.listingCheck.findings[0].source).toMatch(/Drugs and Magic Remedies/);
    const history = (await s.get('/api/usage/history?limit=1')).json();
    expect(JSON.stringify(history)).toContain('listingCheck');
  });

  it('writes a Marathi listing frame and lists the facts the seller has not given', async () => {
    const s = await seller();
    const res = await s.post('/api/ai/product-optimization', {
      productName: 'Stainless Steel Pressure Cooker 3 Litre',
      description: 'Outer lid stainless steel pressure cooker, 3 litre.',
      platform: 'amazon',
      language: 'Marathi',
    });
    const body = res.json();
    expect(body.optimizedDescription).toMatch(devanagari);
    expect(body.shortDescription).toMatch(devanagari);
    expect(body.titleSuggestions[0]).toContain('3 Litre');
    expect(body.facts).toEqual(expect.arrayContaining([{ label: 'Capacity', value: '3 Litre' }]));
    expect(body.checklist.join(' ')).toMatch(/वॉरंटी/);
    expect(body.languageNotice).toMatch(/Marathi/);
  });

  it('tells the screen what each language covers before the seller submits', async () => {
    const s = await seller();
    const res = await s.get('/api/ai/languages');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe('builtin');
    const hindi = body.languages.find((l: { code: string }) => l.code === 'hi');
    expect(hindi.keywordResearch.notice).toMatch(/Hindi/);
    expect(hindi.productResearch.notice).toMatch(/English/);
    expect(
      body.languages.find((l: { code: string }) => l.code === 'en').keywordResearch.notice,
    ).toBeUndefined();
  });
});
