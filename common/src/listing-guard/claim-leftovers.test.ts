import { describe, expect, it } from 'vitest';
import { optimizationAnswer, optimizationRequest } from '../test/guard-inputs';
import { extractFacts } from '../listing-facts/extract';
import { guardOptimization } from './guard-optimization';

describe('what is left of a sentence whose claim went', () => {
  const req = optimizationRequest({
    productName: 'Multani Mitti Face Pack 200 g',
    description: 'Sourced from Barmer, Rajasthan. Fine sieved powder. Best quality product, long lasting.',
    category: 'Beauty',
  });
  const answer = (optimizedDescription: string) =>
    optimizationAnswer({
      titleSuggestions: ['Multani Mitti Face Pack 200 g'],
      optimizedDescription,
      shortDescription: 'Multani mitti face pack, 200 g.',
    });

  it('goes with it when it is a word or two without a figure', () => {
    const g = guardOptimization(req, answer('Fine sieved powder. Best quality product, long lasting.'));
    expect(g.result.optimizedDescription).toBe('Fine sieved powder.');
    const place = guardOptimization(
      req,
      answer('100% pure multani mitti sourced from Barmer, Rajasthan. Fine sieved powder.'),
    );
    expect(place.result.optimizedDescription).toBe('Fine sieved powder.');
  });

  it('stays when it states a fact of its own or came before the claim', () => {
    const g = guardOptimization(req, answer('Best quality product, 200 g in a resealable zip pouch.'));
    expect(g.result.optimizedDescription).toBe('200 g in a resealable zip pouch.');
    const before = guardOptimization(req, answer('Lab tested, best quality product.'));
    expect(before.result.optimizedDescription).toBe('Lab tested.');
  });

  it("is no fact of the seller's for titles and keywords", () => {
    const facts = extractFacts({ ...req, category: 'Beauty' });
    expect(facts.terms.map((t) => t.text.toLowerCase())).not.toContain('long lasting');
  });
});
