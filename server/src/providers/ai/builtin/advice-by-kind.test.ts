import { describe, expect, it } from 'vitest';
import { keywordResearch, productOptimization, productResearch } from './index';

// Advice follows what the product is, not only the platform: Myntra's fabric-and-fit lines are for clothes.
describe('advice that fits the kind of product', () => {
  const insightsOn = (keyword: string, category: 'Bags & Wallets' | 'Fashion' | 'Beauty') =>
    keywordResearch({ keyword, platform: 'myntra', category, language: 'en' }).platformInsights.flatMap(
      (p) => p.insights,
    );

  it('asks for fabric and fit of clothes on Myntra, for material of a wallet, and for concern of beauty', () => {
    expect(insightsOn('cotton kurti', 'Fashion').join(' ')).toMatch(/fit and fabric/);
    const wallet = insightsOn('leather wallet', 'Bags & Wallets').join(' ');
    expect(wallet).not.toMatch(/fabric|\bfit\b/i);
    expect(wallet).toMatch(/material/);
    expect(insightsOn('vitamin c serum', 'Beauty').join(' ')).not.toMatch(/fabric|\bfit\b/i);

    const rings = productOptimization({
      productName: '925 Sterling Silver Toe Rings, One Pair',
      description: 'Sterling silver bichiya, one pair, adjustable.',
      category: 'Jewelry',
      platform: 'myntra',
    });
    const tips = rings.platformSpecificTips.flatMap((p) => p.tips).join(' ');
    expect(tips).not.toMatch(/fabric|\bfit\b/i);
    expect(tips).toMatch(/material, colour and occasion/);
  });

  it('shows a wallet open and closed, not on a model with a size chart', () => {
    const wallet = productResearch({
      productName: "Men's Genuine Leather Wallet",
      category: 'Bags & Wallets',
      platform: 'all',
    });
    const text = JSON.stringify(wallet);
    expect(text).not.toMatch(/on a model|size chart|on-model|fabric/);
    expect(text).toMatch(/open and inside/);
  });
});

describe('a numbered name', () => {
  it("keeps the number that names what a book is for ('class 10'), and offers no other exam", () => {
    const answer = keywordResearch({
      keyword: 'class 10 science question bank',
      platform: 'amazon',
      language: 'en',
    });
    const keywords = [...answer.relatedKeywords, ...answer.longTailKeywords];
    expect(keywords.length).toBeGreaterThan(0);
    for (const k of keywords) expect(k).toMatch(/\bclass 10\b/);
    for (const k of keywords) expect(k).not.toMatch(/\b(?:upsc|neet|jee|ssc|competitive)\b/);
  });

  it('reads a school class inside an unknown name as part of it, never as a spec to cut at', () => {
    for (const keyword of ['ncert class 8 maths book', 'class 12 physics sample papers']) {
      const answer = keywordResearch({ keyword, platform: 'amazon', language: 'en' });
      const keywords = [...answer.relatedKeywords, ...answer.longTailKeywords];
      expect(keywords.length).toBeGreaterThan(0);
      for (const k of keywords) expect(k).toMatch(/\bclass \d+ \p{L}/u);
    }
  });
});

describe("phrases built on the seller's name", () => {
  const phrasesOf = (productName: string, category: 'Pet Supplies' | 'Shoes') => {
    const r = productResearch({ productName, category, platform: 'amazon' });
    return [r.marketAnalysis, r.competitorAnalysis, r.pricingInsights].join('\n');
  };

  it('never pair the seller’s size or style with another (medium and small, derby and oxford), nor a hanging and a painting', () => {
    const leash = phrasesOf('Dog Leash and Collar Set Medium', 'Pet Supplies');
    expect(leash).not.toMatch(/\b(?:small|large|xl)\b/i);
    const hanging = keywordResearch({ keyword: 'macrame wall hanging', platform: 'amazon', language: 'en' });
    expect([...hanging.relatedKeywords, ...hanging.longTailKeywords].join(' ')).not.toMatch(/painting/);
    const shoes = phrasesOf("Men's Formal Derby Shoes", 'Shoes');
    expect(shoes).not.toMatch(/\b(?:oxford|slip-on|slip on|loafers?|monk strap)\b/i);
  });
});

describe('where a fact goes', () => {
  it('sends a shelf life or a licence number to the bullets, never to the title', () => {
    const oil = productResearch({
      productName: 'Beard Growth Oil 30 ml',
      category: 'Beauty',
      platform: 'amazon',
    });
    expect(oil.competitorAnalysis).not.toMatch(/shelf life[^.\n]*in the title/i);
    expect(oil.competitorAnalysis).toMatch(/shelf life or best-before in the bullets/);
    // The recommendations say the same.
    expect(oil.recommendations.join(' ')).not.toMatch(/Lead the title[^.]*shelf life/);
  });

  it("fills Amazon's backend search terms with the product's other names, and the tip quotes the same words", () => {
    const meter = productOptimization({
      productName: 'Digital Multimeter DT830D with Test Leads',
      description:
        '3.5 digit LCD digital multimeter: DC voltage up to 1000 V, diode test and continuity buzzer.',
      category: 'Tools',
      platform: 'amazon',
    });
    // The product's other name ('tester'); no misspelling ('multimetre'): Amazon's search corrects those.
    expect(meter.searchTerms.split(' ')).toContain('tester');
    expect(meter.searchTerms).not.toMatch(/multimetre/);
    const tip = meter.platformSpecificTips
      .flatMap((p) => p.tips)
      .find((t) => t.startsWith('Backend search terms'));
    expect(tip).toContain(`"${meter.searchTerms}"`);
  });
});
