import { describe, expect, it } from 'vitest';
import { productOptimizationRequestSchema, type ProductOptimizationRequestInput } from '@common/contracts/ai';
import { guardedProductOptimization } from './ai-guard';
import { productOptimization } from '../../providers/ai/builtin/optimization';

/** What a seller pastes: the built-in answer after the listing guard, as the API returns it. */
const answer = (
  r: Omit<ProductOptimizationRequestInput, 'platform'> & { platform?: 'amazon' | 'flipkart' },
) => {
  const req = productOptimizationRequestSchema.parse({ platform: 'amazon', ...r });
  return guardedProductOptimization(req, productOptimization(req));
};
const factOf = (a: ReturnType<typeof answer>, label: string) =>
  a.facts?.find((f) => f.label === label)?.value;

describe('an optimization answer ready to paste', () => {
  const blender = answer({
    productName: 'Hand Blender 400 W with 2 Attachments',
    description:
      '400 watt hand blender with stainless steel blade, whisk and chopper attachments, 2 speed settings, 1 year warranty.',
    category: 'Home & Kitchen',
  });

  it('offers at least three distinct titles, each with the seller’s wattage', () => {
    expect(new Set(blender.titleSuggestions.map((t) => t.toLowerCase())).size).toBeGreaterThanOrEqual(3);
    for (const t of blender.titleSuggestions) expect(t).toMatch(/400 W/);
  });

  it('writes bullets from the seller’s facts, each fact once and within the bullet length', () => {
    expect(blender.bulletPoints.length).toBeGreaterThanOrEqual(3);
    expect(blender.bulletPoints.length).toBeLessThanOrEqual(5);
    for (const b of blender.bulletPoints) expect(b.length).toBeLessThanOrEqual(250);
    expect(blender.bulletPoints.filter((b) => /400/.test(b))).toHaveLength(1);
    expect(blender.bulletPoints.join('\n')).toContain('2 speed settings');
  });

  it('keeps the seller’s claims out of bullets', () => {
    const oil = answer({
      productName: 'Ayurvedic Herbal Hair Oil 100 ml',
      description:
        'Herbal hair oil with amla, bhringraj and coconut oil. Stops hair fall in 15 days, doctor recommended, no side effects.',
      category: 'Beauty',
    });
    const bullets = oil.bulletPoints.join('\n');
    expect(bullets).toContain('amla, bhringraj and coconut oil');
    expect(bullets).not.toMatch(/hair fall|doctor|side effects/i);
  });

  it('packs Amazon.in backend search terms under 200 bytes without the title’s words, and none elsewhere', () => {
    const a = answer({ productName: 'Bamboo Toothbrush Pack of 4', category: 'Health' });
    const titleWords = new Set(a.titleSuggestions[0]!.toLowerCase().split(/\W+/));
    expect(a.searchTerms).not.toBe('');
    expect(new TextEncoder().encode(a.searchTerms).length).toBeLessThanOrEqual(200);
    for (const w of a.searchTerms.split(' ')) {
      expect(titleWords.has(w)).toBe(false);
      expect(w.length).toBeGreaterThan(1);
    }
    expect(answer({ productName: 'Bamboo Toothbrush Pack of 4', platform: 'flipkart' }).searchTerms).toBe('');
  });
});

describe('the product as the seller wrote it', () => {
  it('reads what the seller rules out as no fact ("plastic-free packaging" is no plastic)', () => {
    const a = answer({
      productName: 'Bamboo Toothbrush Pack of 4, Soft Bristles',
      description: 'Biodegradable bamboo handle toothbrushes. Eco friendly, plastic-free packaging.',
      category: 'Health',
    });
    expect(factOf(a, 'Material')).toBe('Bamboo');
    for (const t of a.titleSuggestions) expect(t).not.toMatch(/plastic/i);
  });

  it('reads "120 kg capacity" as what a chair carries, not its weight', () => {
    const a = answer({
      productName: 'Office Chair with Lumbar Support',
      description: 'Mesh office chair with 2D armrests, 120 kg capacity.',
      category: 'Office Products',
    });
    expect(factOf(a, 'Weight')).toBeUndefined();
  });

  it('finds the head noun before "with" and the last noun of a compound name', () => {
    expect(
      factOf(
        answer({ productName: 'Jeera Rice Masala 100 g', category: 'Food & Beverages' }),
        'Product type',
      ),
    ).toBe('Masala');
    expect(
      factOf(answer({ productName: 'Cotton Kurti with Palazzo', category: 'Fashion' }), 'Product type'),
    ).toBe('Kurti');
  });

  it('never names a use as an ingredient ("chopper for onion, tomato and salad")', () => {
    const a = answer({
      productName: 'Vegetable Chopper 900 ml',
      description: 'Pull-cord vegetable chopper with 3 blades, for onion, tomato and salad.',
      category: 'Home & Kitchen',
    });
    expect(factOf(a, 'Key ingredients')).toBeUndefined();
  });
});
