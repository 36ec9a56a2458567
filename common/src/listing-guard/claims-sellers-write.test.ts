import { describe, expect, it } from 'vitest';
import { optimizationAnswer, optimizationRequest } from '../test/guard-inputs';
import { guardOptimization } from './guard-optimization';
import { guardProductResearch } from './guard-research';

const optimized = (
  description: string,
  searchTerms = '',
  category: 'Pet Supplies' | 'Beauty' = 'Pet Supplies',
) => {
  const req = optimizationRequest({ productName: 'Anti Tick Dog Shampoo 200 ml', description, category });
  return guardOptimization(
    req,
    optimizationAnswer({
      titleSuggestions: ['Anti Tick Dog Shampoo 200 ml'],
      optimizedDescription: description,
      shortDescription: 'Anti tick dog shampoo, 200 ml.',
      keywords: ['dog shampoo'],
      searchTerms,
    }),
  );
};

describe('claims sellers write, and what is no claim', () => {
  it("removes a vet's endorsement and a fairness promise by a date", () => {
    const vet = optimized('Neem shampoo for dogs. Vet recommended.');
    expect(vet.result.optimizedDescription).toBe('Neem shampoo for dogs.');
    expect(vet.check.findings.map((f) => f.rule)).toEqual(['claim.endorsement']);
    const toner = optimized('Rose water toner. Makes skin fair and glowing in just 7 days.', '', 'Beauty');
    expect(toner.result.optimizedDescription).toBe('Rose water toner.');
    expect(toner.check.findings.map((f) => f.rule)).toContain('claim.fairness');
  });

  it('puts nothing the seller says it is not for in the backend search terms', () => {
    const g = optimized('Neem shampoo for dogs and puppies. Not for cats.', 'pet puppies cat');
    expect(g.result.searchTerms).toContain('puppies');
    expect(g.result.searchTerms).not.toMatch(/\bcat/);
  });

  it('reads advice to show a product named after a phone as no advice to show a phone number', () => {
    const research = guardProductResearch(
      { productName: 'Mobile Gaming Trigger L1 R1', platform: 'amazon' },
      {
        marketAnalysis: 'Mobile gaming triggers sell all year.',
        competitorAnalysis: 'Show mobile gaming triggers in use and in close-ups.',
        pricingInsights: 'Price near ₹299.',
        demandTrends: 'Steady.',
        platformOpportunities: [],
        recommendations: [
          'Show mobile gaming trigger l1 r1 pair with specifications.',
          'Add your phone number to the title.',
        ],
      },
    );
    expect(research.result.competitorAnalysis).toContain('Show mobile gaming triggers in use');
    expect(research.result.recommendations).toEqual([
      'Show mobile gaming trigger l1 r1 pair with specifications.',
    ]);
  });
});

describe("a brand's name", () => {
  it('is no AYUSH word to flag, while the same word in the text still is', () => {
    const req = optimizationRequest({
      productName: 'Ayurveda Naturals Ashwagandha Tablets 60',
      description: 'Ashwagandha tablets, 500 mg each. An Ayurvedic formula.',
      brand: 'Ayurveda Naturals',
      category: 'Health',
    });
    const answer = optimizationAnswer({
      titleSuggestions: ['Ayurveda Naturals Ashwagandha Tablets 60'],
      bulletPoints: ['Ayurveda Naturals ashwagandha, 500 mg each'],
      optimizedDescription: 'Ayurveda Naturals ashwagandha tablets. An Ayurvedic formula.',
      shortDescription: 'Ayurveda Naturals ashwagandha tablets, 60.',
    });
    const ayush = guardOptimization(req, answer).check.findings.filter((f) => f.rule === 'claim.ayush');
    expect(ayush.map((f) => [f.field, f.text])).toEqual([['optimizedDescription', 'Ayurvedic']]);
  });
});
