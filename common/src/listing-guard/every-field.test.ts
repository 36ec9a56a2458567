import { describe, expect, it } from 'vitest';
import {
  keywordResearchResultSchema,
  keywordResearchRequestSchema,
  productOptimizationRequestSchema,
  productOptimizationResultSchema,
  productResearchRequestSchema,
  productResearchResultSchema,
} from '../contracts/ai';
import { aiToolFields, nonTextKeys, type AiTool } from '../contracts/ai-fields';
import { checkListing } from './check-listing';
import { guardKeywordResearch } from './guard-keywords';
import { guardOptimization } from './guard-optimization';
import { guardProductResearch } from './guard-research';

/** The faults a careless model puts in advice, each one a sentence. */
const badAdvice = [
  'Put your phone number 9876543210 in the bullets.',
  'Buy reviews to reach the top quickly.',
  'Price it at Rs 99/- to kill competitors.',
  'Competitor brands are fake and banned by FSSAI.',
  'This product cures all diseases permanently.',
  'இது ஒரு நல்ல பொருள்.',
  'क ाजल खरीदें।',
];
const goodAdvice = 'Never put a phone number or a price in the title.';
const all = (x: unknown) => JSON.stringify(x);

describe('one check over every text field', () => {
  it('describes every text field of every tool once (a new field cannot escape the guard)', () => {
    const schemas: Record<AiTool, { shape: Record<string, unknown> }> = {
      keywords: keywordResearchResultSchema,
      research: productResearchResultSchema,
      optimization: productOptimizationResultSchema,
    };
    for (const tool of Object.keys(schemas) as AiTool[]) {
      const described = new Set([...aiToolFields[tool].map((f) => f.key), ...nonTextKeys[tool]]);
      expect(Object.keys(schemas[tool].shape).filter((k) => !described.has(k))).toEqual([]);
    }
  });

  it('removes broken advice from optimization tips and keeps a warning', () => {
    const req = productOptimizationRequestSchema.parse({
      productName: 'Steel Water Bottle 1 L',
      platform: 'amazon',
      category: 'Home & Kitchen',
      language: 'hi',
    });
    const g = guardOptimization(req, {
      titleSuggestions: ['Steel Water Bottle 1 L'],
      bulletPoints: [],
      searchTerms: '',
      optimizedDescription: 'स्टील की पानी की बोतल, 1 L। இது ஒரு நல்ல பொருள்.',
      shortDescription: 'स्टील की बोतल।',
      keywords: ['steel water bottle', 'स्टील बोतल', 'க ாபி bottle'],
      platformSpecificTips: [{ platform: 'amazon', tips: [...badAdvice, goodAdvice] }],
    });
    expect(g.result.platformSpecificTips[0]?.tips).toEqual([goodAdvice]);
    expect(g.result.optimizedDescription).not.toMatch(/[\u0B80-\u0BFF]/u);
    expect(g.result.keywords).toEqual(['steel water bottle', 'स्टील बोतल']);
    const rules = g.check.findings.map((f) => f.rule);
    for (const r of [
      'contact.phone',
      'advice.reviews',
      'advice.competitors',
      'claim.cure',
      'language.segment-script',
      'text.broken-matra',
    ])
      expect(rules).toContain(r);
    expect(g.check.findings.find((f) => f.rule === 'advice.reviews')?.field).toBe(
      'platformSpecificTips[0].tips[1]',
    );
  });

  it('checks keyword suggestions and insights, and research text, the same way', () => {
    const kwReq = keywordResearchRequestSchema.parse({ keyword: 'kajal', platform: 'nykaa', language: 'en' });
    const kw = guardKeywordResearch(kwReq, {
      keyword: 'kajal',
      searchVolume: 'Estimated 10K–50K / month',
      searchVolumeEstimate: { low: 10000, high: 50000 },
      competition: 'Medium (estimate)',
      competitionLevel: 'medium',
      relatedKeywords: ['kajal pencil'],
      longTailKeywords: ['smudge proof kajal'],
      suggestions: [...badAdvice, goodAdvice],
      platformInsights: [{ platform: 'nykaa', insights: badAdvice }],
    });
    expect(kw.result.suggestions).toEqual([goodAdvice]);
    expect(all(kw.result.platformInsights)).not.toMatch(/reviews|fake|9876543210|cures|[\u0B80-\u0BFF]/u);

    const resReq = productResearchRequestSchema.parse({
      productName: 'kajal',
      platform: 'nykaa',
      priceRange: '500 - 1,000',
    });
    const res = guardProductResearch(resReq, {
      marketAnalysis: `## Market\n\n${badAdvice.join(' ')} A steady category.`,
      competitorAnalysis: 'Competitors are fake sellers. Most compete on smudge-proof claims.',
      pricingInsights: 'Price between ₹549 and ₹899. Or sell at ₹49 to win the Buy Box.',
      demandTrends: 'Steady all year.',
      platformOpportunities: [{ platform: 'nykaa', opportunities: badAdvice }],
      recommendations: ['Buy reviews in bulk.', 'Show the kajal on the eye in the first image.'],
    });
    expect(res.result.marketAnalysis).toBe('## kajal\n\n## Market\n\nA steady category.');
    expect(res.result.competitorAnalysis).toBe('Most compete on smudge-proof claims.');
    expect(res.result.pricingInsights).toBe('Price between ₹549 and ₹899.');
    expect(res.result.recommendations).toEqual(['Show the kajal on the eye in the first image.']);
    expect(res.check.findings.map((f) => f.rule)).toContain('advice.price-range');
  });

  it("keeps the fees of the seller's marketplace: a fee of ₹5 is a cost, not a price far outside the range", () => {
    const req = productResearchRequestSchema.parse({
      productName: 'power bank',
      platform: 'amazon',
      priceRange: '1,000 - 2,500',
    });
    const fees =
      'Amazon.in: a fixed closing fee from ₹5 per item; weight handling from ₹29. Meesho: shipping about ₹45–90 an order. ' +
      'Quick commerce: inwarding ₹5/unit, storage from ₹1/day.';
    const res = guardProductResearch(req, {
      marketAnalysis: '## Market',
      competitorAnalysis: 'Many sellers.',
      pricingInsights: `${fees} Sell at ₹99 to win the Buy Box.`,
      demandTrends: 'Steady all year.',
      platformOpportunities: [],
      recommendations: [],
    });
    expect(res.result.pricingInsights).toBe(fees);
  });

  /** The related keywords the guard keeps of a keyword research answer for `keyword`. */
  const keptRelated = (keyword: string, relatedKeywords: string[]) =>
    guardKeywordResearch(keywordResearchRequestSchema.parse({ keyword, platform: 'amazon' }), {
      keyword,
      searchVolume: 'Estimated 1K–5K / month',
      searchVolumeEstimate: { low: 1000, high: 5000 },
      competition: 'Low (estimate)',
      competitionLevel: 'low',
      relatedKeywords,
      longTailKeywords: [],
      suggestions: [],
      platformInsights: [],
    }).result.relatedKeywords;

  it("keeps a keyword naming an unknown product by the end of its name ('safety shoes' of 'steel toe safety shoes'), once", () => {
    expect(
      keptRelated('steel toe gumboots', ['toe gumboots', 'gumboots', 'steel toe', 'toe gumboot']),
    ).toEqual(['toe gumboots', 'gumboots']);
  });

  it("keeps a shorter name of the seller's own model ('pulsar' of 'pulsar 150'), not another model", () => {
    expect(
      keptRelated('pulsar 150 clutch plate', ['pulsar clutch plate', 'pulsar 220 clutch plate']),
    ).toEqual(['pulsar clutch plate']);
  });

  it('Check my listing flags Tamil text and a broken matra, with where they are', () => {
    const c = checkListing({
      platform: 'amazon',
      title: 'Herbal Kajal கண் மை Black 0.35 g',
      bullets: ['Smudge proof, lasts all day', 'क ाजल with almond oil'],
    });
    expect(c.findings.map((f) => [f.rule, f.field])).toEqual([
      ['language.segment-script', 'title'],
      ['text.broken-matra', 'bullets[1]'],
      ['language.segment-script', 'bullets[1]'],
    ]);
    expect(c.findings[0]?.message).toBe('Written in Tamil, not in English.');
  });

  it('Check my listing flags a title wholly in Tamil inside an English listing', () => {
    const c = checkListing({
      platform: 'amazon',
      title: 'பருத்தி புடவை',
      bullets: ['Pure cotton saree with blouse piece', 'Hand wash', 'Length 5.5 m', 'Zari border'],
      description: 'A cotton saree for daily wear with a zari border and a running blouse piece.',
    });
    expect(c.findings.map((f) => [f.rule, f.field])).toContainEqual(['language.segment-script', 'title']);
  });
});

describe('claims written in an Indian language', () => {
  it('are removed like their English forms, and the summary quotes whole words', () => {
    const req = productOptimizationRequestSchema.parse({
      productName: 'শিশুদের ম্যাসাজ অয়েল',
      description: 'তিলের তেল দিয়ে তৈরি।',
      category: 'Baby Products',
      platform: 'amazon',
      language: 'bn',
    });
    const res = guardOptimization(req, {
      titleSuggestions: ['শিশুদের ম্যাসাজ অয়েল 200 মি.লি.'],
      bulletPoints: ['তিলের তেল দিয়ে তৈরি', 'প্রতিদিন ম্যাসাজ করলে শিশুর হাড় শক্ত হয়', 'ডাক্তাররাও সুপারিশ করেন'],
      optimizedDescription: 'तिल के तेल से बना। हड्डियों को मजबूत बनाता है। डॉक्टर द्वारा अनुशंसित।',
      shortDescription: 'শিশুদের ম্যাসাজ অয়েল।',
      keywords: [],
      searchTerms: '',
      platformSpecificTips: [],
    });
    expect(res.result.bulletPoints).toEqual(['তিলের তেল দিয়ে তৈরি']);
    expect(res.result.optimizedDescription).not.toMatch(/हड्डियों|डॉक्टर/);
    expect(res.check.findings.map((f) => f.rule)).toEqual(
      expect.arrayContaining(['claim.body-benefit', 'claim.endorsement']),
    );
    expect(res.check.summary).not.toMatch(/হয'/);
  });
});
