import { describe, expect, it } from 'vitest';
import { productResearchResponseSchema } from '@common/contracts/ai';
import { priceRangeOptions } from '@common/constants/options';
import { builtinEngine } from './index';
import { acceptanceSeeds } from '../../../test/ai-acceptance-seeds';

describe('built-in product research', () => {
  for (const seed of acceptanceSeeds) {
    const request = {
      productName: seed.keyword,
      platform: seed.platform,
      priceRange: '500 - 1,000' as const,
    };

    it(`researches '${seed.keyword}' on ${seed.platform} in markdown, deterministically`, async () => {
      const first = await builtinEngine.productResearch(request);
      expect(await builtinEngine.productResearch(request)).toEqual(first);
      const res = productResearchResponseSchema.parse(first);
      expect(res).toMatchObject({ source: 'builtin', isEstimate: true });
      for (const text of [
        res.marketAnalysis,
        res.competitorAnalysis,
        res.pricingInsights,
        res.demandTrends,
      ]) {
        expect(text).toMatch(/^## /);
        expect(text).toMatch(/\n- /);
      }
      expect(res.demandTrends).toMatch(/Diwali/);
      expect(res.pricingInsights).toContain('₹500–₹1,000');
      expect(res.platformOpportunities[0]?.platform).toBe(seed.platform);
      for (const p of res.platformOpportunities) expect(p.opportunities.length).toBeGreaterThan(0);
      expect(res.recommendations.length).toBeGreaterThanOrEqual(5);
    });
  }

  it('names the seasons of the category', async () => {
    const kurti = await builtinEngine.productResearch({ productName: 'cotton kurti', platform: 'myntra' });
    expect(kurti.demandTrends).toContain('Wedding season');
    const atta = await builtinEngine.productResearch({ productName: 'atta 5kg', platform: 'blinkit' });
    expect(atta.pricingInsights).toMatch(/pack/);
    expect(atta.platformOpportunities[0]?.opportunities.join(' ')).toContain('UPC/barcode');
  });

  it('places every price range against the bands', async () => {
    for (const priceRange of priceRangeOptions) {
      const res = await builtinEngine.productResearch({
        productName: 'wireless earbuds',
        platform: 'amazon',
        priceRange,
      });
      expect(res.pricingInsights).toMatch(/Your range .* (band|bands|below|above)/);
    }
  });

  it('mentions the research location and handles unknown products', async () => {
    const res = await builtinEngine.productResearch({
      productName: 'zorbly widget',
      platform: 'all',
      researchLocation: 'Pune',
    });
    expect(productResearchResponseSchema.safeParse(res).success).toBe(true);
    expect(res.marketAnalysis).toContain('Pune');
    expect(res.platformOpportunities.length).toBeGreaterThan(1);
  });
});

describe('rich text', () => {
  it('uses only the markup the shared renderer styles (no _italic_ lines)', async () => {
    const { productResearch } = await import('./product-research');
    const r = productResearch({ productName: 'cotton kurti', platform: 'myntra' } as Parameters<
      typeof productResearch
    >[0]);
    for (const text of [r.marketAnalysis, r.competitorAnalysis, r.pricingInsights, r.demandTrends]) {
      expect(text).not.toMatch(/^_.*_\s*$/m);
    }
  });
});
