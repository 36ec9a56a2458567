import { describe, expect, it } from 'vitest';
import { productOptimizationRequestSchema, type ProductOptimizationRequestInput } from '@common/contracts/ai';
import { guardedProductOptimization } from './ai-guard';
import { productOptimization } from '../../providers/ai/builtin/index';

/** The built-in answer after the listing guard, as the API returns it. */
const answer = (r: ProductOptimizationRequestInput) => {
  const req = productOptimizationRequestSchema.parse(r);
  return guardedProductOptimization(req, productOptimization(req));
};
const pasted = (a: ReturnType<typeof answer>) =>
  [...a.titleSuggestions, ...a.bulletPoints, a.optimizedDescription, a.shortDescription, ...a.keywords].join(
    '\n',
  );

describe("what the answer leaves out of the seller's text", () => {
  const bhujia = answer({
    productName: 'Aloo Bhujia 400 g',
    description:
      'Crispy aloo bhujia made with besan, potato, edible vegetable oil, spices and salt. Net weight 400 g. ' +
      'Allergens: contains gram flour, may contain traces of peanuts. Best before 6 months from packaging. ' +
      'Store in a cool dry place. Best namkeen in India, 100% healthy, no side effects. ' +
      'Call 9876543210 for bulk orders.',
    category: 'Food & Beverages',
    platform: 'blinkit',
  });

  it('is named in the listing check with the rule that kept it out, though the engine never wrote it', () => {
    expect(pasted(bhujia)).not.toMatch(/best namkeen|healthy|side effects|9876543210/i);
    const named = (bhujia.listingCheck?.findings ?? []).map((f) => [f.rule, f.action, f.text]);
    expect(named).toEqual(
      expect.arrayContaining([
        ['claim.superlative', 'removed', 'Best namkeen in India'],
        ['claim.hundred-percent', 'removed', '100% healthy'],
        ['claim.body-benefit', 'removed', 'no side effects.'],
        ['contact.phone', 'removed', 'Call 9876543210 for bulk orders.'],
      ]),
    );
    // The engine writes no sentence with a phone number: only the seller's text can name it.
    expect(bhujia.listingCheck?.findings.find((f) => f.rule === 'contact.phone')?.field).toBe('sellerText');
    expect(bhujia.listingCheck?.summary).toMatch(
      /^3 claims removed: 'Best namkeen in India' \(superlative\)/,
    );
    expect(bhujia.listingCheck?.summary).toContain("1 contact detail removed: 'Call 9876543210");
    // Reported, not scored: the answer as delivered holds none of it.
    expect(bhujia.listingCheck?.score).toBe(100 - 4 * (bhujia.checklist?.length ?? 0));
  });

  it("keeps the product's own name as a keyword though the seller wrote it only inside a claim", () => {
    expect(bhujia.keywords).toContain('namkeen');
  });

  it('names a piece once, where the guard also removed it from a field of the answer', () => {
    const oil = answer({
      productName: 'Herbal Pain Relief Oil 100 ml',
      description:
        'Herbal oil with camphor and wintergreen. Cures joint pain permanently in 3 days. 100 ml bottle.',
      category: 'Health',
      platform: 'amazon',
    });
    const cure = oil.listingCheck?.findings.filter((f) => /cures joint pain/i.test(f.text)) ?? [];
    expect(cure.length).toBeGreaterThan(0);
    expect(cure.filter((f) => f.field === 'sellerText')).toEqual([]);
  });

  it('reports nothing for a clean text', () => {
    const clean = answer({
      productName: 'Steel Lunch Box 3 Containers',
      description: 'Three stainless steel containers of 300 ml each with an insulated bag.',
      category: 'Home & Kitchen',
      platform: 'amazon',
    });
    expect(clean.listingCheck?.findings.filter((f) => f.field === 'sellerText')).toEqual([]);
  });
});
