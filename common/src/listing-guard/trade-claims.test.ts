import { describe, expect, it } from 'vitest';
import { optimizationAnswer, optimizationRequest } from '../test/guard-inputs';
import { checkListing } from './check-listing';
import { guardOptimization } from './guard-optimization';

/** A generated answer that repeats the seller's trade terms and charm claims, through the guard. */
const guarded = (productName: string, description: string, category: 'Decor' | 'Jewelry' | 'Health') => {
  const req = optimizationRequest({ productName, description, category, platform: 'meesho' });
  return guardOptimization(
    req,
    optimizationAnswer({
      titleSuggestions: [productName],
      bulletPoints: description.split('. '),
      optimizedDescription: description,
      shortDescription: description,
    }),
  );
};
const removed = (g: ReturnType<typeof guarded>) =>
  g.check.findings
    .filter((f) => f.action === 'removed' && f.field === 'optimizedDescription')
    .map((f) => f.rule);

describe('trade terms, imitation and charm claims', () => {
  it('takes delivery, payment, return and offer terms out of listing text', () => {
    const g = guarded(
      'Beaded Toran 38 inch',
      'Glass beads and mirror work, 38 inch long. Cash on delivery available all india. Free delivery. ' +
        'Easy 7 day return. Ships within 24 hrs. Like new at half price. COD available.',
      'Decor',
    );
    expect(g.result.optimizedDescription).toBe('Glass beads and mirror work, 38 inch long.');
    expect(removed(g)).toEqual(Array(6).fill('claim.offer-terms'));
    expect(g.check.summary).toMatch(
      /^6 claims removed \(18 places\): 'Cash on delivery available all india\.' \(delivery, payment or offer terms\)/,
    );
  });

  it('takes out a claim that an imitation passes for the real thing, keeping what it is made of', () => {
    const g = guarded(
      'Gold Plated Mangalsutra 24 inch',
      '1 gram gold plated, anti tarnish coating. Nobody can find the difference. Looks exactly like real gold.',
      'Jewelry',
    );
    expect(g.result.optimizedDescription).toBe('1 gram gold plated, anti tarnish coating.');
    expect(removed(g)).toEqual(['claim.imitation', 'claim.imitation']);
  });

  it('takes out positive energy, good luck and protection from negative energy', () => {
    const g = guarded(
      'Beaded Toran',
      'Handmade with glass beads. Brings positive energy and good luck to your home. Removes negative energy.',
      'Decor',
    );
    expect(g.result.optimizedDescription).toBe('Handmade with glass beads.');
    expect(removed(g)).toEqual(['claim.blessing', 'claim.blessing']);
  });

  it("keeps the game 'COD Mobile'", () => {
    const g = guarded(
      'Mobile Gaming Triggers',
      'Works with BGMI, Free Fire and COD mobile. Pack of 2.',
      'Decor',
    );
    expect(g.result.optimizedDescription).toContain('COD mobile');
  });

  it('keeps cod liver oil, a warranty and a replacement period', () => {
    const g = guarded(
      'Cod Liver Oil Capsules',
      'Cod liver oil softgels with omega 3. 6 months replacement warranty.',
      'Health',
    );
    expect(g.check.findings).toEqual([]);
  });

  it("flags them in a seller's own listing without changing it", () => {
    const report = checkListing({
      platform: 'meesho',
      category: 'Jewelry',
      title: 'Gold Plated Mangalsutra - Same as Original, COD Available',
      bullets: ['Free shipping all over India'],
      description: 'Brings good luck.',
    });
    expect(report.findings.map((f) => [f.rule, f.action])).toEqual(
      expect.arrayContaining([
        ['claim.imitation', 'flagged'],
        ['claim.offer-terms', 'flagged'],
        ['claim.blessing', 'flagged'],
      ]),
    );
  });
});
