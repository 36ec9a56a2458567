import { describe, expect, it } from 'vitest';
import { keywordResearchResponseSchema } from '@common/contracts/ai';
import { type Category } from '@common/constants/options';
import { platformOptions } from '@common/constants/platforms';
import { analyzeSeed } from './analyze';
import { builtinEngine } from './index';
import { acceptanceSeeds, containsAnyHead, lowerDuplicates } from '../../../test/ai-acceptance-seeds';

/** Every keyword of the built-in answer for `keyword` (related, then long-tail). */
async function keywordsFor(
  keyword: string,
  platform: (typeof platformOptions)[number] = 'amazon',
  more: { category?: Category; language?: 'en' | 'hi' } = {},
): Promise<string[]> {
  const r = await builtinEngine.keywordResearch({ keyword, platform, language: 'en', ...more });
  return [...r.relatedKeywords, ...r.longTailKeywords];
}

describe('built-in keyword research', () => {
  for (const seed of acceptanceSeeds) {
    describe(`'${seed.keyword}' on ${seed.platform}`, () => {
      const request = { keyword: seed.keyword, platform: seed.platform, language: 'en' as const };

      it('keeps the head noun or a synonym in every long-tail keyword', async () => {
        const res = await builtinEngine.keywordResearch(request);
        expect(res.longTailKeywords.length).toBeGreaterThanOrEqual(10);
        for (const k of res.longTailKeywords) expect(containsAnyHead(k, seed.heads), k).toBe(true);
        for (const k of res.longTailKeywords) expect(k.split(' ').length, k).toBeGreaterThanOrEqual(3);
      });

      it('has no duplicate keywords, case-insensitively, within or across the lists', async () => {
        const res = await builtinEngine.keywordResearch(request);
        expect(res.relatedKeywords.length).toBeGreaterThanOrEqual(6);
        expect(lowerDuplicates([res.keyword, ...res.relatedKeywords, ...res.longTailKeywords])).toEqual([]);
      });

      it('is deterministic across runs', async () => {
        expect(await builtinEngine.keywordResearch(request)).toEqual(
          await builtinEngine.keywordResearch(request),
        );
      });

      it('parses with the response schema and is marked as a built-in estimate', async () => {
        const res = keywordResearchResponseSchema.parse(await builtinEngine.keywordResearch(request));
        expect(res.source).toBe('builtin');
        expect(res.isEstimate).toBe(true);
        expect(res.searchVolume).toMatch(/^Estimated \d+K?–\d+K? \/ month$/);
        expect(res.competition).toMatch(/^(Low|Medium|High) \(estimate\)$/);
        expect(res.searchVolumeEstimate?.low).toBeLessThan(res.searchVolumeEstimate?.high ?? 0);
        expect(res.languageNotice).toBeUndefined();
      });

      it('gives insights for the chosen platform that cite its rules', async () => {
        const res = await builtinEngine.keywordResearch(request);
        expect(res.platformInsights.map((p) => p.platform)).toEqual([seed.platform]);
        const text = res.platformInsights.flatMap((p) => p.insights).join(' ');
        expect(text).toMatch(/as of November 2026/);
      });
    });
  }

  it('finds the product noun of the seeds, whatever shape the seller types', () => {
    expect(analyzeSeed('wireless earbuds').head).toBe('earbuds');
    expect(analyzeSeed('cotton kurti')).toMatchObject({
      head: 'kurti',
      base: 'cotton kurti',
      modifiers: ['cotton'],
    });
    expect(analyzeSeed('atta 5kg')).toMatchObject({
      head: 'atta',
      quantity: '5kg',
      category: 'Food & Beverages',
    });
    expect(analyzeSeed('Kurtis for women')).toMatchObject({ head: 'kurti', qualifiers: ['for', 'women'] });
    expect(analyzeSeed('phone stand')).toMatchObject({ head: 'mobile stand', category: 'Mobile Phones' });
    expect(analyzeSeed('mobile cover iphone 15')).toMatchObject({
      head: 'mobile cover',
      models: ['iphone 15'],
    });
    expect(analyzeSeed('brass diya set')).toMatchObject({ head: 'diya', base: 'brass diya' });
    expect(analyzeSeed('kurthi')).toMatchObject({ head: 'kurti', variantTyped: 'kurthi' });
    expect(analyzeSeed('साड़ी')).toMatchObject({ head: 'saree', input: 'साड़ी', script: 'devanagari' });
  });

  it('quotes Amazon title, byte and bullet rules', async () => {
    const res = await builtinEngine.keywordResearch({
      keyword: 'wireless earbuds',
      platform: 'amazon',
      language: 'en',
    });
    const text = res.platformInsights[0]?.insights.join(' ') ?? '';
    expect(text).toContain('200 characters');
    expect(text).toContain('Seller Central help 201100890');
    expect(text).toMatch(/\d+ bytes/);
    expect(text).toContain('! $ ? _ { } ^ ¬ ¦');
  });

  it("lists Flipkart's five search keywords", async () => {
    const res = await builtinEngine.keywordResearch({
      keyword: 'cotton kurti',
      platform: 'flipkart',
      language: 'en',
    });
    const line = res.platformInsights[0]?.insights.find((i) => i.startsWith('Search keywords')) ?? '';
    expect(line).toContain('Flipkart Growth Guide');
    expect(line.match(/'[^']+'/g)).toHaveLength(5);
  });

  it('answers in Hindi and says before and after which parts stay in English', async () => {
    const res = await builtinEngine.keywordResearch({
      keyword: 'atta 5kg',
      platform: 'blinkit',
      language: 'hi',
    });
    expect(res.suggestions.join(' ')).toMatch(/[\u0900-\u097F]/);
    expect(res.platformInsights[0]?.insights.join(' ')).toMatch(/[\u0900-\u097F]/);
    expect(res.relatedKeywords).toContain('आटा');
    expect(res.languageNotice).toMatch(/Hindi/);
    expect(res.languageNotice).toMatch(/English/);
    expect(keywordResearchResponseSchema.safeParse(res).success).toBe(true);
  });

  it('covers the best-fit platforms for "all"', async () => {
    const res = await builtinEngine.keywordResearch({
      keyword: 'face serum',
      platform: 'all',
      language: 'en',
    });
    expect(res.platformInsights.map((p) => p.platform)).toContain('nykaa');
    for (const p of res.platformInsights) expect(p.insights.length).toBeGreaterThan(0);
  });

  it('still answers sensibly for unknown words and every platform', async () => {
    for (const platform of platformOptions) {
      const res = await builtinEngine.keywordResearch({ keyword: 'zorbly widget', platform, language: 'en' });
      expect(keywordResearchResponseSchema.safeParse(res).success).toBe(true);
      // Only the seller's own words: no price point for a product whose price Vikreta does not know, and no
      // web-search padding ('price in india') that marketplace search ignores.
      expect(res.relatedKeywords.length).toBeGreaterThan(0);
      for (const k of [...res.relatedKeywords, ...res.longTailKeywords]) {
        expect(k).toContain('widget');
        expect(k).not.toMatch(/\bunder \d|price in india/);
      }
      expect(lowerDuplicates([...res.relatedKeywords, ...res.longTailKeywords])).toEqual([]);
    }
  });

  it('infers the category from the keyword when none is given', () => {
    expect(analyzeSeed('wireless earbuds').category).toBe('Electronics');
    expect(analyzeSeed('vitamin c face serum').category).toBe('Beauty');
    expect(analyzeSeed('bamboo toothbrush').category).toBe('Health');
    expect(analyzeSeed('zorbly widget').category).toBeNull();
  });
});

describe('keywords for a product without vocabulary', () => {
  it("builds on the seller's own phrase: the part before its number and the broader phrase, no invented plural", async () => {
    const bike = await builtinEngine.keywordResearch({
      keyword: 'mountain bike 21 gear',
      platform: 'amazon',
      language: 'en',
    });
    expect(bike.relatedKeywords).toContain('mountain bike');
    expect(bike.relatedKeywords).toContain('mountain bikes');
    expect([...bike.relatedKeywords, ...bike.longTailKeywords].join('|')).not.toMatch(/gears|under \d/);
    const swatter = await builtinEngine.keywordResearch({
      keyword: 'Electric fly swatter 1200 mm',
      platform: 'amazon',
      language: 'en',
    });
    expect(swatter.relatedKeywords).toEqual(expect.arrayContaining(['fly swatter', 'electric fly swatters']));
    expect([...swatter.relatedKeywords, ...swatter.longTailKeywords].join('|')).not.toMatch(
      /\bbuy\b|\bonline\b/,
    );
    const book = await builtinEngine.keywordResearch({
      keyword: 'wings of fire book',
      platform: 'flipkart',
      language: 'en',
    });
    expect(book.relatedKeywords.join('|')).not.toMatch(/(?:^|\|)(?:of )?fire books?(?:\||$)/);
    const hookah = await builtinEngine.keywordResearch({
      keyword: 'sheesha kulfi',
      platform: 'amazon',
      language: 'en',
    });
    expect(hookah.relatedKeywords).not.toContain('sheesha kulfis');
  });
  it("says when no keyword could be built from the words, in the answer's language, with no empty advice", async () => {
    const mix = await builtinEngine.keywordResearch({
      keyword: 'ரவா இட்லி மிக்ஸ்',
      platform: 'amazon',
      category: 'Food & Beverages',
      language: 'ta',
    });
    expect([...mix.relatedKeywords, ...mix.longTailKeywords]).toEqual([]);
    expect(mix.vocabularyNotice).toMatch(/could not build keywords.*type the product's name in English/);
    expect(mix.vocabularyNotice).not.toMatch(/built only from your own words/);
    // Typed in English already: no advice to type it in English.
    const book = await builtinEngine.keywordResearch({
      keyword: 'ponniyin selvan book english',
      platform: 'amazon',
      category: 'Books',
      language: 'en',
    });
    expect([...book.relatedKeywords, ...book.longTailKeywords]).toEqual([]);
    expect(book.vocabularyNotice).toMatch(/could not build keywords/);
    expect(book.vocabularyNotice).not.toMatch(/in English/);
    expect(mix.suggestions[0]).toMatch(/ஆங்கிலத்தில்/);
    const insights = mix.platformInsights.flatMap((p) => p.insights).join('\n');
    expect(insights).not.toMatch(/"", 0/);
    const research = await builtinEngine.productResearch({
      productName: 'ரவா இட்லி மிக்ஸ்',
      category: 'Food & Beverages',
      platform: 'amazon',
      priceRange: 'Under 500',
    });
    expect(research.marketAnalysis).not.toMatch(/What buyers search for/);
  });
});

describe('backend search terms in keyword insights', () => {
  it('are synonyms and spellings buyers type, not variant words that claim features', async () => {
    const r = await builtinEngine.keywordResearch({
      keyword: 'isi helmet',
      platform: 'amazon',
      language: 'en',
    });
    const line = r.platformInsights[0]!.insights.find((i) => i.startsWith('Backend search terms'))!;
    expect(line).toContain('helmat');
    expect(line).not.toMatch(/\b(?:kids|flip|dot|scooty)\b/);
  });
});

describe('advice a seller acts on', () => {
  it("adds to the seller's phrase only synonyms, uses and buyers, never a variant their product may not be", async () => {
    const r = await builtinEngine.keywordResearch({
      keyword: 'nehru jacket',
      platform: 'flipkart',
      language: 'en',
    });
    const advice = [...r.suggestions, ...r.platformInsights.flatMap((p) => p.insights)].join('\n');
    expect(advice).not.toContain('work in');
    const five = r.platformInsights[0]!.insights.find((i) => i.startsWith('Search keywords'))!;
    const listed = [...five.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(listed[0]).toBe('nehru jacket');
    for (const k of listed.slice(1)) expect(k).toMatch(/^(?:nehru jacket for |modi jacket|bandhgala jacket)/);
  });
});

describe('keywords only of the product’s own kind', () => {
  const all = async (keyword: string) => (await keywordsFor(keyword)).join(' | ');

  it('keeps a summer dohar out of winter, and an envelope out of printer paper', async () => {
    const dohar = await all('cotton dohar double bed');
    expect(dohar).toContain('for summer');
    expect(dohar).not.toMatch(/king size|queen size/);
    // A powder comes by weight: no '30 ml' pack.
    expect(await all('ubtan face pack powder')).not.toMatch(/\d+ ml\b/);
    expect(dohar).not.toMatch(/winter|razai|quilt|comforter|pillow covers/);
    expect(await all('razai for winter')).not.toMatch(/dohar/);
    const envelope = await all('envelope cover a4');
    expect(envelope).toMatch(/pack of 50/);
    expect(envelope).not.toMatch(/sheets|printer|gsm|legal size|a5/);
  });

  it("runs no two 'for' phrases together", async () => {
    for (const seed of ['baby mosquito net', 'vermicompost for plants', 'mobile stand for desk'])
      for (const k of await keywordsFor(seed))
        expect(k.match(/\bfor\b/g)?.length ?? 0, k).toBeLessThanOrEqual(1);
  });

  it('sells cat litter by weight, with no pet-shampoo words', async () => {
    const words = await all('clumping cat litter');
    expect(words).toMatch(/\bkg\b/);
    expect(words).not.toMatch(/\bml\b|tearless|anti tick/);
  });

  it('gives a wall charger wattages, never power-bank capacities', async () => {
    const words = await all('usb c wall charger');
    expect(words).toMatch(/\d+w\b/);
    expect(words).not.toMatch(/mah/);
  });

  it('keeps one variety of a fruit and one body type of a car accessory made for one model', async () => {
    expect(await all('kesar mango')).not.toMatch(/alphonso|langra|dasheri|hapus/);
    expect(await all('seat cover for swift')).not.toMatch(/sedan|hatchback|\bsuv\b|universal/);
  });
});

describe('advice of one marketplace stays in its answers', () => {
  const all = (r: { suggestions: string[]; platformInsights: { insights: string[] }[] }) =>
    [...r.suggestions, ...r.platformInsights.flatMap((p) => p.insights)].join('\n');

  it("names Prime Day and Amazon's byte count only to a seller on Amazon.in (or every marketplace)", async () => {
    const ask = (platform: 'amazon' | 'flipkart' | 'meesho' | 'all') =>
      builtinEngine.keywordResearch({
        keyword: 'air fryer',
        platform,
        language: 'hi',
        category: 'Home & Kitchen',
      });
    // Each marketplace's own field for buyers' other words, with no byte count: Flipkart's search keywords,
    // Meesho's description (it has no hidden search field).
    for (const [platform, field] of [
      ['flipkart', 'लिस्टिंग के सर्च कीवर्ड में जोड़ें।'],
      ['meesho', 'विवरण में जोड़ें।'],
    ] as const) {
      const text = all(await ask(platform));
      expect(text, platform).not.toMatch(/प्राइम डे|Amazon|बैकएंड/);
      expect(text, platform).toContain(field);
    }
    const amazon = all(await ask('amazon'));
    expect(amazon).toMatch(/प्राइम डे/);
    expect(amazon).toMatch(/Amazon.in पर भारतीय लिपि का हर अक्षर 3 बाइट/);
    expect(all(await ask('all'))).toMatch(/Amazon.in पर भारतीय लिपि का हर अक्षर 3 बाइट/);
  });
});

describe('a seed keeps its whole units', () => {
  it('splits no term the seller wrote and adds no plural to what a product is used on', async () => {
    const gel = (await keywordsFor('organic aloe vera gel', 'nykaa', { category: 'Beauty' })).join('|');
    expect(gel).not.toMatch(/(?:^|\|)vera gel/);
    const serum = (await keywordsFor('kumkumadi night serum face', 'nykaa', { category: 'Beauty' })).join(
      '|',
    );
    expect(serum).not.toMatch(/\bfaces\b|(?:^|\|)serum face\b/);
  });

  it("keeps 'peri peri' doubled, a numbered part with its number and '1:18' as typed", async () => {
    const makhana = await keywordsFor('peri peri makhana', 'blinkit');
    expect(makhana.length).toBeGreaterThan(0);
    for (const k of makhana) expect(k).toMatch(/peri peri/);
    const book = await keywordsFor('ponniyin selvan part 1', 'amazon', { category: 'Books' });
    expect(book).not.toContain('ponniyin selvan part');
    expect(book.join('|')).not.toMatch(/selvans|parts/);
    const car = await keywordsFor('remote control off road car 1:18', 'flipkart');
    expect(car).toContain('remote control off road car');
    expect(car.join('|')).not.toMatch(/\b1 18\b/);
  });

  it("offers no other kind of the product than the seller's: no tea words for filter coffee, no gel fountain pen", async () => {
    const coffee = await keywordsFor('filter coffee powder', 'swiggy');
    expect(coffee.length).toBeGreaterThan(5);
    expect(coffee.join('|')).not.toMatch(/\b(?:green|masala|darjeeling|assam|instant)\b|tea bags/);
    const pen = await keywordsFor('fountain pen', 'amazon');
    expect(pen.join('|')).not.toMatch(/\b(?:gel|ball)\b/);
  });

  it('knows fans: a ceiling fan by its sweep in mm, in Hindi too, never a pedestal fan size', async () => {
    const words = await keywordsFor('bldc ceiling fan', 'amazon', { language: 'hi' });
    expect(words).toEqual(expect.arrayContaining(['bldc ceiling fan 1200 mm', 'सीलिंग फैन']));
    expect(words.join('|')).not.toMatch(/400 mm|pedestal/);
  });
});

describe('keywords as buyers type them', () => {
  const related = async (keyword: string, category: Category) =>
    (await builtinEngine.keywordResearch({ keyword, category, platform: 'amazon', language: 'en' }))
      .relatedKeywords;

  it('puts the plural on the product, never on what it is for or who wears it, and spells -shelf plurals', async () => {
    const oil = await related('rosehip oil for face', 'Beauty');
    expect(oil).toContain('rosehip oil');
    expect(oil.join('\n')).not.toContain('faces');
    const gloves = await related('cricket batting gloves youth', 'Sports');
    expect(gloves).toContain('cricket batting gloves');
    expect(gloves.join('\n')).not.toContain('youths');
    const shelf = await related('sheesham wood bookshelf', 'Furniture');
    expect(shelf).toContain('sheesham wood bookshelves');
    expect(shelf.join('\n')).not.toContain('bookshelfs');
  });

  /** Every keyword and insight of the answer for `keyword` on Amazon.in, as one text. */
  const keywordsAndInsights = async (keyword: string, category: Category) => {
    const r = await builtinEngine.keywordResearch({ keyword, category, platform: 'amazon', language: 'en' });
    return [
      ...r.relatedKeywords,
      ...r.longTailKeywords,
      ...r.suggestions,
      ...r.platformInsights.flatMap((p) => p.insights),
    ].join('\n');
  };

  it("keeps the shade, the pet's size and the mount the buyer typed", async () => {
    expect(await keywordsAndInsights('matte liquid lipstick red', 'Beauty')).not.toMatch(/\bnude\b|\bpink\b/);
    expect(await keywordsAndInsights('dog leash for large dogs', 'Pet Supplies')).not.toMatch(
      /\bpupp(?:y|ies)\b/,
    );
    expect(await keywordsAndInsights('car mobile holder dashboard', 'Automotive')).not.toMatch(/\bac vent\b/);
  });

  it("offers a kind the vocabulary does not know ('kansa', 'tant') no other kind's types, materials or prices", async () => {
    const thali = await keywordsAndInsights('kansa thali set', 'Home & Kitchen');
    expect(thali).toContain('kansa thali set');
    expect(thali).not.toMatch(/\bglass\b|bone china|melamine|\bunder \d+/);
    const saree = await keywordsAndInsights('tant cotton saree', 'Fashion');
    const inKolkata = await builtinEngine.keywordResearch({
      keyword: 'handloom tant saree',
      category: 'Fashion',
      platform: 'amazon',
      language: 'en',
      researchLocation: 'Kolkata',
    });
    // The product's own season is named once, not again among the festive peaks.
    expect(inKolkata.suggestions.join('\n').match(/Durga Puja/g)).toHaveLength(1);
    expect(saree).not.toMatch(/banarasi|kanjivaram|\bunder \d+/);
    // A known kind keeps its neighbours: a steel lunch box still gets other sub-types and price points.
    expect(await keywordsAndInsights('steel lunch box', 'Home & Kitchen')).toMatch(/\bunder \d+/);
  });

  it("keeps a durable product's capacity, and leaves pack sizes of what is used up free", async () => {
    const keywordsOf = async (keyword: string, category: Category) =>
      (await keywordsFor(keyword, 'amazon', { category })).join('|');
    const cooker = await keywordsOf('pressure cooker 3 litre', 'Home & Kitchen');
    expect(cooker).toMatch(/\bpressure cooker\b/);
    expect(cooker).not.toMatch(/\b(?:[12]|[4-9]|10)\s?(?:litre|l)\b/);
    expect(await keywordsOf('mustard oil 1 litre', 'Food & Beverages')).toMatch(/\b5 litre\b/);
  });

  it("offers no couple's keyword for one wearer's product, no other shuttle or tea origin, and no A-size for a long notebook", async () => {
    const keywordsOf = keywordsAndInsights;
    expect(await keywordsOf('women analog watch steel', 'Watches')).not.toMatch(/\bcouples?\b/);
    expect(await keywordsOf('kids digital watch', 'Watches')).not.toMatch(/\bcouples?\b/);
    expect(await keywordsOf('feather shuttlecock', 'Sports')).not.toMatch(/\bnylon\b/);
    expect(await keywordsOf('assam ctc tea', 'Food & Beverages')).not.toMatch(/darjeeling|nilgiri/);
    expect(await keywordsOf('long notebook 200 pages', 'Stationery')).not.toMatch(/\ba[456]\b|\bb5\b/);
  });

  it('gives a dhoti or a lungi no kurta words: no collar, no pyjama, no churidar', async () => {
    for (const keyword of ['cotton lungi men', 'silk dhoti'])
      expect(
        await keywordsFor(keyword, 'amazon', { category: 'Fashion' }).then((k) => k.join('|')),
        keyword,
      ).not.toMatch(/collar|pyjama|churidar|embroidered/);
  });
});

describe('keywords of a product without vocabulary', () => {
  it('end on the product, not on the word that led to a number', async () => {
    const keywords = await keywordsFor('hydroponic grow kit for 12 plants');
    expect(keywords).toContain('hydroponic grow kit');
    for (const k of keywords) expect(k).not.toMatch(/\b(?:for|with)$/);
  });
});

describe('keywords of products that share a neighbour’s vocabulary', () => {
  it('give a table tennis bat, an insulated casserole and a duffel bag their own words', async () => {
    expect((await keywordsFor('table tennis bat', 'flipkart')).join('|')).not.toMatch(
      /shuttlecock|steel|aluminium/,
    );
    expect((await keywordsFor('roti casserole', 'meesho')).join('|')).not.toMatch(
      /glass|borosilicate|fridge|airtight/,
    );
    expect((await keywordsFor('gym duffle bag')).join('|')).not.toMatch(/wheels|tsa lock|55 cm|family trip/);
  });
});

describe('spellings buyers type', () => {
  it('offers none of three letters or less, nor letters spaced out', async () => {
    for (const keyword of ['assam tea', 'movie dvd']) {
      const res = await builtinEngine.keywordResearch({ keyword, platform: 'amazon', language: 'en' });
      expect(res.suggestions.join('\n'), keyword).not.toMatch(/'(?:tee|cha|d v d)'/);
    }
  });
});

describe('a product phrase from a name with a size', () => {
  it("keeps no 'x' left between two sizes", async () => {
    const res = await builtinEngine.keywordResearch({
      keyword: 'billing paper roll 57 mm x 25 m',
      platform: 'amazon',
      language: 'en',
    });
    for (const k of [...res.relatedKeywords, ...res.longTailKeywords]) expect(k).not.toMatch(/\broll x\b/);
  });
});

describe('the season a keyword research names', () => {
  const suggestionsFor = async (keyword: string, category: Category) =>
    (
      await builtinEngine.keywordResearch({ keyword, category, platform: 'flipkart', language: 'en' })
    ).suggestions.join('\n');

  it('is no festive sale for what buyers do not buy for the festivals', async () => {
    for (const [keyword, category] of [
      ['cash counting machine', 'Office Products'],
      ['digital vernier caliper', 'Tools'],
    ] as const)
      expect(await suggestionsFor(keyword, category), keyword).not.toMatch(
        /Navratri|Big Billion Days|Diwali/,
      );
  });

  it('is the festive quarter with the marketplace sale for what the festivals lift, and summer for watering', async () => {
    expect(await suggestionsFor('silk saree', 'Fashion')).toMatch(
      /Navratri.*Big Billion Days|Big Billion Days.*Navratri/,
    );
    expect(await suggestionsFor('drip irrigation kit', 'Garden')).toMatch(/Summer \(April–June\)/);
  });
});

describe('spellings buyers type', () => {
  it('are called Hinglish only in Hindi and English answers, and kept out of a description', async () => {
    const ask = (language: 'ta' | 'te' | 'bn' | 'hi', platform: 'amazon' | 'meesho' = 'amazon') =>
      builtinEngine.keywordResearch({ keyword: 'kurti', platform, language, category: 'Fashion' });
    for (const language of ['ta', 'te', 'bn'] as const) {
      const text = (await ask(language)).suggestions.join('\n');
      expect(text, language).toContain("'kurthi'");
      expect(text, language).not.toMatch(/ஹிங்கிலிஷ்|హింగ్లిష్|হিংলিশ/);
    }
    expect((await ask('hi')).suggestions.join('\n')).toMatch(/हिंग्लिश/);
    expect((await ask('hi', 'meesho')).suggestions.join('\n')).not.toContain("'kurthi'");
  });
});
