import { describe, expect, it } from 'vitest';
import { categoryOptions, languageOptions } from '@common/constants/options';
import { attributeLabels } from '@common/listing-facts/attributes';
import { findTerms } from '@common/listing-facts/terms';
import { allNouns } from '@common/product-vocabulary/index';
import { keywordResearch, productResearch } from './index';
import { messagesFor } from './i18n/index';
import { normalizeText } from './text';

/** The facts a description's details list can show (description.ts). */
const detailKeys = [
  'capacity',
  'battery',
  'weight',
  'wattage',
  'size',
  'playtime',
  'storage',
  'count',
  'material',
  'certification',
  'ingredients',
  'colour',
  'compatibility',
] as const;

describe('built-in engine quality', () => {
  it('keeps every mark of each Indian script when it cleans text', () => {
    expect(normalizeText('साड़ी')).toBe('साड़ी');
    expect(normalizeText('हेडफ़ोन!')).toBe('हेडफ़ोन');
    expect(normalizeText('தோசைக்கல்')).toBe('தோசைக்கல்');
    expect(normalizeText('పెనం')).toBe('పెనం');
    expect(normalizeText('পাওয়ার ব্যাংক')).toBe('পাওয়ার ব্যাংক'.normalize('NFC'));
    expect(normalizeText('तूप (१ लिटर)')).toBe('तूप १ लिटर');
  });

  it('writes no fact word of its own into a description, in any language', () => {
    for (const language of languageOptions) {
      const m = messagesFor(language);
      const texts = [
        m.keyFeatures,
        m.productDetails,
        m.brandLabel,
        m.productTypeLabel,
        m.categoryLabel,
        m.shortDescription('X', 'Y'),
        ...detailKeys.map((k) => attributeLabels[k][language].replace(/\s*\(.*\)$/, '')),
      ];
      for (const text of texts)
        expect(
          findTerms(text).map((t) => t.text),
          `${language}: ${text}`,
        ).toEqual([]);
    }
  });

  it('gives a noun the same estimate in keyword research and product research, misspelt or not', () => {
    for (const noun of ['running shoes', 'kurti', 'pressure cooker', 'biryani']) {
      const kw = keywordResearch({ keyword: noun, platform: 'amazon', language: 'en' });
      const research = productResearch({ productName: noun, platform: 'amazon' });
      expect(research.marketAnalysis, noun).toContain(kw.searchVolume);
      expect(research.marketAnalysis, noun).toContain(kw.competition);
    }
    const kurthi = keywordResearch({ keyword: 'kurthi', platform: 'myntra', language: 'en' });
    const kurti = keywordResearch({ keyword: 'kurti', platform: 'myntra', language: 'en' });
    expect(kurthi.searchVolumeEstimate).toEqual(kurti.searchVolumeEstimate);
    expect(kurthi.spellingVariants).toContain('kurthi');
  });

  it('writes product research from the product, not boilerplate shared by most products', () => {
    const products = categoryOptions.map((category) => allNouns.find((n) => n.category === category)!);
    const lines = products.map((n) => {
      const r = productResearch({
        productName: n.noun,
        category: n.category,
        platform: 'all',
        priceRange: '500 - 1,000',
      });
      const text = [
        r.marketAnalysis,
        r.competitorAnalysis,
        r.pricingInsights,
        r.demandTrends,
        ...r.recommendations,
        ...r.platformOpportunities.flatMap((p) => p.opportunities),
      ];
      return new Set(
        text
          .flatMap((t) => t.split('\n'))
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith('#')),
      );
    });
    const counts = new Map<string, number>();
    for (const set of lines) for (const l of set) counts.set(l, (counts.get(l) ?? 0) + 1);
    const total = lines.reduce((s, set) => s + set.size, 0);
    const shared = lines.reduce(
      (s, set) => s + [...set].filter((l) => (counts.get(l) ?? 0) >= products.length / 2).length,
      0,
    );
    expect(shared / total).toBeLessThan(0.1);
  });

  it('says when the competition label and the prose describe the same level', () => {
    for (const noun of ['saree', 'tabla', 'dvd']) {
      const r = productResearch({ productName: noun, platform: 'amazon' });
      const level = r.competitorAnalysis.match(/Competition: (Low|Medium|High)/)?.[1];
      const prose = { Low: /few listings/, Medium: /a handful of listings/, High: /many sellers/ }[
        level as 'Low' | 'Medium' | 'High'
      ];
      expect(r.competitorAnalysis, noun).toMatch(prose);
    }
  });

  it('does not suggest quick commerce for a restaurant dish, nor Zomato for a saree', () => {
    const dish = productResearch({ productName: 'chicken biryani', platform: 'all' });
    expect(dish.platformOpportunities.map((p) => p.platform)).toEqual(['zomato']);
    const saree = keywordResearch({ keyword: 'saree', platform: 'all', language: 'en' });
    expect(saree.platformInsights.map((p) => p.platform)).not.toContain('zomato');
  });
});
