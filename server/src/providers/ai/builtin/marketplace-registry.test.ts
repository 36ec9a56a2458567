import { describe, expect, it } from 'vitest';
import { type Category } from '@common/constants/options';
import { platformOptions } from '@common/constants/platforms';
import { guardKeywordResearch, titleLimitFor } from '@common/listing-guard/index';
import { checkListing } from '@common/listing-guard/check-listing';
import { defaultTitleLimit, englishAndHindi } from '@common/marketplaces/defaults';
import { marketplaces } from '@common/marketplaces/registry';
import {
  defineMarketplace,
  type AdviceStyle,
  type Marketplace,
  type NoteTopic,
  type SourcedNote,
} from '@common/marketplaces/types';
import { extractFacts } from '@common/listing-facts/extract';
import { platformLines } from '../openai/grounding';
import { analyzeSeed } from './analyze';
import { estimate } from './estimates';
import { messagesFor } from './i18n/index';
import { builtinEngine } from './index';
import { buildKeywords } from './keyword-candidates';
import { keywordInsights } from './keyword-insights';
import { platformTips } from './optimization-tips';
import { platformOpportunities } from './research-opportunities';

/** A product each kind of marketplace sells, to ask every tool about it there. */
const productFor = (m: Marketplace): { name: string; category: Category | undefined } => {
  if (m.sellsDishes) return { name: 'paneer butter masala', category: undefined };
  if (m.kind === 'quick-commerce' || m.kind === 'hyperlocal')
    return { name: 'atta 5kg', category: 'Food & Beverages' };
  if (m.kind === 'fashion') return { name: 'cotton kurti', category: 'Fashion' };
  if (m.kind === 'beauty') return { name: 'vitamin c face serum', category: 'Beauty' };
  return { name: 'steel water bottle 1 litre', category: 'Home & Kitchen' };
};

describe('every marketplace of the registry reaches every consumer', () => {
  it('is a platform value of the AI tools and Check my listing', () => {
    expect(platformOptions).toEqual(['all', ...marketplaces.map((m) => m.id)]);
  });

  for (const m of marketplaces) {
    const { name, category } = productFor(m);

    it(`${m.name}: keyword research, product research and optimization answer for it`, async () => {
      const keywords = await builtinEngine.keywordResearch({
        keyword: name,
        platform: m.id,
        language: 'en',
        ...(category ? { category } : {}),
      });
      const insights = keywords.platformInsights.find((p) => p.platform === m.id)?.insights ?? [];
      expect(insights.length, m.id).toBeGreaterThan(0);
      expect(insights.join(' ')).not.toMatch(/undefined|NaN/);

      const research = await builtinEngine.productResearch({
        productName: name,
        platform: m.id,
        ...(category ? { category } : {}),
      });
      const opportunities =
        research.platformOpportunities.find((p) => p.platform === m.id)?.opportunities ?? [];
      expect(opportunities.length, m.id).toBeGreaterThan(0);

      const listing = await builtinEngine.productOptimization({
        productName: name,
        platform: m.id,
        brand: 'Zenvo',
      });
      const tips = listing.platformSpecificTips.find((p) => p.platform === m.id)?.tips ?? [];
      expect(tips.length, m.id).toBeGreaterThan(0);
      expect(tips.join(' ')).not.toMatch(/undefined|NaN/);
      for (const t of listing.titleSuggestions) expect(t.length).toBeLessThanOrEqual(m.listing.titleMaxChars);
    });

    it(`${m.name}: the guard, Check my listing and the model's prompt know its rules`, () => {
      expect(titleLimitFor(m.id).max).toBe(m.listing.titleMaxChars);
      const long = `Zenvo ${'steel bottle '.repeat(30)}`.trim();
      const report = checkListing({ platform: m.id, title: long });
      expect(report.fields.find((f) => f.field === 'title')?.limit?.max).toBe(m.listing.titleMaxChars);
      expect(platformLines(m.id, null).join(' ')).toContain(`${m.name}: titles at most`);
    });

    it(`${m.name}: the guard keeps the insights of the marketplace asked for`, async () => {
      const req = {
        keyword: name,
        platform: m.id,
        language: 'en' as const,
        ...(category ? { category } : {}),
      };
      const answer = await builtinEngine.keywordResearch(req);
      const { result } = guardKeywordResearch(req, answer);
      expect(result.platformInsights.map((p) => p.platform)).toContain(m.id);
    });
  }
});

describe('a marketplace added as its own folder needs nothing else', () => {
  const asOf = 'November 2026';
  const fakeMart = defineMarketplace({
    id: 'fakemart',
    name: 'FakeMart',
    kind: 'marketplace',
    advice: 'general',
    asOf,
    sells: { 'Home & Kitchen': 9 },
    listing: {
      titleMaxChars: 120,
      titleLimit: defaultTitleLimit(120, asOf),
      bannedTitleChars: [],
      descriptionMaxChars: 1500,
      notes: [],
    },
    fees: [
      {
        text: '5% commission on every order',
        status: 'reported',
        source: 'test rate sheet',
        asOf,
        topic: 'fees',
      },
    ],
    saleEvents: [{ name: 'FakeMart Days', months: 'March', source: 'test' }],
    buyerLanguages: englishAndHindi,
  });
  const a = analyzeSeed('steel water bottle 1 litre', 'Home & Kitchen');
  const kw = buildKeywords(a, 'en', { related: 8, longTail: 8 });
  /** Its keyword insights and listing tips for a steel bottle. */
  const answers = (market: Marketplace, language: 'en' | 'hi') => ({
    insights: keywordInsights(market, a, kw, messagesFor(language), language),
    tips: platformTips(
      market,
      {
        facts: extractFacts({ productName: 'steel water bottle 1 litre' }),
        base: a.base,
        titles: ['Zenvo Steel Water Bottle 1 Litre'],
        keywords: kw.related,
        missing: [],
        language,
        category: 'Home & Kitchen',
        searchWords: kw.related,
      },
      messagesFor(language),
    ),
  });
  const styles: AdviceStyle[] = [
    'search-terms',
    'keyword-slots',
    'value',
    'general',
    'fashion',
    'beauty',
    'quick-commerce',
    'food-delivery',
  ];

  it.each(styles)('writes insights, tips and opportunities in its own name with the %s advice', (advice) => {
    const market = { ...fakeMart, advice };
    for (const language of ['en', 'hi'] as const) {
      const { insights, tips } = answers(market, language);
      expect(insights.length).toBeGreaterThan(0);
      expect(tips.length).toBeGreaterThan(0);
      // Its own name and figures only: no other marketplace's name or fee, nothing left unfilled.
      expect([...insights, ...tips].join(' ')).not.toMatch(
        /Amazon|Flipkart|Meesho|Myntra|Nykaa|Zomato|₹45|undefined/,
      );
      if (advice !== 'search-terms') expect([...insights, ...tips].join(' ')).toContain('FakeMart');
    }
    const opportunities = platformOpportunities(market, {
      a,
      est: estimate(a, 'all'),
      kw,
      platforms: [],
      // Home & Kitchen sells on FakeMart (a made-up id, outside the registry's union).
      fitting: [market.id] as never[],
    });
    expect(opportunities.join(' ')).toContain('FakeMart Days (March)');
    expect(opportunities.join(' ')).not.toMatch(/Prime Day|Big Billion|Zomato/);
  });

  it('gives a marketplace that does not sell the category only that warning, no advice on selling there', () => {
    const opportunities = platformOpportunities(fakeMart, {
      a,
      est: estimate(a, 'all'),
      kw,
      platforms: [],
      fitting: [],
    });
    expect(opportunities).toEqual([
      "Home & Kitchen is not sold on FakeMart as far as Vikreta knows: check before listing 'steel water bottle' there.",
    ]);
  });

  // Rules of its own on every topic the catalogue and quick-commerce styles quote, in English and Hindi; the no-contact rule in
  // English only, so a Hindi answer leaves it out.
  const fakeRule = (topic: NoteTopic, text: string, hi?: string): SourcedNote => ({
    text,
    status: 'fact',
    source: 'FakeMart seller handbook',
    asOf,
    topic,
    ...(hi ? { translated: { hi } } : {}),
  });
  const ownRules = [
    fakeRule(
      'word-repeats',
      'no word more than thrice (fake rule)',
      'कोई शब्द तीन बार से ज़्यादा नहीं (नकली नियम)',
    ),
    fakeRule('title-rules', 'no emoji in titles (fake rule)', 'टाइटल में इमोजी नहीं (नकली नियम)'),
    fakeRule('bullets', '3 plain bullet points (fake rule)', '3 सादे बुलेट (नकली नियम)'),
    fakeRule('search-terms', 'search terms in lower case (fake rule)', 'सर्च टर्म्स छोटे अक्षरों में (नकली नियम)'),
    fakeRule('no-contact', 'no QR codes on images (fake rule)'),
    fakeRule('search-keywords', 'at most 3 search tags (fake rule)', 'अधिकतम 3 सर्च टैग (नकली नियम)'),
    fakeRule('attributes', 'Colour and Size are mandatory (fake rule)', 'Colour और Size ज़रूरी हैं (नकली नियम)'),
    fakeRule('barcode', 'a GS1 code on every pack (fake rule)', 'हर पैक पर GS1 कोड (नकली नियम)'),
    fakeRule(
      'quality-check',
      'a 2-day review before going live (fake rule)',
      'लाइव होने से पहले 2 दिन की जांच (नकली नियम)',
    ),
  ];
  const quoted: Record<'search-terms' | 'keyword-slots' | 'quick-commerce', { en: string[]; hi: string[] }> =
    {
      'search-terms': {
        en: [
          // Its own title limit (no translation, so the Hindi answer gives the plain limit instead).
          'Vikreta keeps titles within 120 characters',
          'no word more than thrice (fake rule); no emoji in titles (fake rule)',
          '3 plain bullet points',
          'search terms in lower case',
          'no QR codes on images',
        ],
        hi: [
          'कोई शब्द तीन बार से ज़्यादा नहीं (नकली नियम); टाइटल में इमोजी नहीं',
          '3 सादे बुलेट',
          'सर्च टर्म्स छोटे अक्षरों में',
        ],
      },
      'keyword-slots': {
        en: [
          'at most 3 search tags (fake rule)',
          'Colour and Size are mandatory (fake rule)',
          'a 2-day review before going live',
        ],
        hi: ['अधिकतम 3 सर्च टैग', 'Colour और Size ज़रूरी हैं', 'लाइव होने से पहले 2 दिन की जांच'],
      },
      'quick-commerce': {
        en: ['FakeMart: a GS1 code on every pack (fake rule)'],
        hi: ['FakeMart: हर पैक पर GS1 कोड (नकली नियम)'],
      },
    };
  // What Amazon.in's, Flipkart's and Blinkit's own rules say, in English and Hindi.
  const theirRules =
    /¬ ¦|more than twice|™|N\/A|guarantees|phone numbers|Indic scripts|some categories lower|5 search keywords|model name|quality control|QC|दो बार|गारंटी|फ़ोन नंबर|देवनागरी|कुछ कैटेगरी|5 सर्च कीवर्ड|मॉडल|क्वालिटी चेक|UPC|dark store|डार्क स्टोर/i;

  it.each(['search-terms', 'keyword-slots', 'quick-commerce'] as const)(
    'quotes its own rules, not Amazon.in’s, Flipkart’s or Blinkit’s, with the %s advice',
    (advice) => {
      const market = { ...fakeMart, advice, listing: { ...fakeMart.listing, notes: ownRules } };
      for (const language of ['en', 'hi'] as const) {
        const { insights, tips } = answers(market, language);
        const text = [...insights, ...tips].join(' ');
        for (const rule of quoted[advice][language]) expect(text, language).toContain(rule);
        expect(text, language).toContain('FakeMart seller handbook');
        expect(text, language).not.toMatch(theirRules);
        // A rule without a Hindi text is left out of a Hindi answer rather than quoted in English.
        if (language === 'hi') expect(text).not.toMatch(/fake rule|QR|Vikreta keeps/);
      }
    },
  );

  it('does not compile without its listing rules', () => {
    // @ts-expect-error a marketplace needs its listing rules (and every other field of Marketplace)
    const broken = defineMarketplace({ ...fakeMart, listing: undefined });
    expect(broken.listing).toBeUndefined();
  });
});
