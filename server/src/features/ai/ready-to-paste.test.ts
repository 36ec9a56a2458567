import { describe, expect, it } from 'vitest';
import {
  keywordResearchRequestSchema,
  productOptimizationRequestSchema,
  productResearchRequestSchema,
  type ProductOptimizationRequestInput,
} from '@common/contracts/ai';
import { guardedKeywordResearch, guardedProductOptimization, guardedProductResearch } from './ai-guard';
import { keywordResearch, productOptimization, productResearch } from '../../providers/ai/builtin/index';

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

  it('leads a bullet with a label only where the seller’s clause does not name its subject itself', () => {
    const kurti = answer({
      productName: 'Cotton Kurti for Women',
      description: 'Fabric: 100% cotton. Straight fit, 3/4 sleeves. Sizes S to XXL.',
      category: 'Fashion',
    });
    expect(kurti.bulletPoints).toContain('Fabric: 100% cotton');
    expect(kurti.bulletPoints).toContain('Sizes S to XXL');
    expect(kurti.bulletPoints.join('\n')).not.toMatch(/Material: Fabric|Size: Sizes/);
  });

  it('says what a measure written alone measures: no bullet that is a bare "50 cm"', () => {
    const diyas = answer({ productName: 'Brass Diya Set of 2', description: 'Handmade brass, 50 cm' });
    expect(diyas.bulletPoints).toContain('Size: 50 cm');
    expect(diyas.bulletPoints).not.toContain('50 cm');
    const hindi = answer({
      productName: 'Brass Diya Set of 2',
      description: 'Handmade brass, 50 cm',
      language: 'hi',
    });
    expect(hindi.bulletPoints.some((b) => /^\S.*: 50 cm$/.test(b) && !b.startsWith('Size'))).toBe(true);
  });

  it('says what a standard mark the seller names means to the buyer, in English answers only', () => {
    const description = 'IPX5 water resistant, 30 hours playtime, ISI marked charger.';
    const earbuds = answer({ productName: 'Wireless Earbuds', description, category: 'Electronics' });
    const bullets = earbuds.bulletPoints.join('\n');
    expect(bullets).toContain('IPX5 water resistant (protected against water jets, IEC 60529)');
    expect(bullets).toContain('(certified to the Indian Standard for the product)');
    const hindi = answer({
      productName: 'Wireless Earbuds',
      description,
      category: 'Electronics',
      language: 'hi',
    });
    expect(hindi.bulletPoints.join('\n')).not.toContain('IEC 60529');
  });

  it('keeps the seller’s sentence whole at initials, a composition and a list of describing words', () => {
    const book = answer({
      productName: 'Wings of Fire, Paperback',
      description: 'Autobiography of Dr. A.P.J. Abdul Kalam with Arun Tiwari. Paperback, 196 pages.',
      category: 'Books',
    });
    expect(book.bulletPoints).toContain('Autobiography of Dr. A.P.J. Abdul Kalam with Arun Tiwari');
    const shirt = answer({
      productName: "Men's Linen Blend Shirt",
      description: '55% linen, 45% cotton shirt with spread collar. Slim fit.',
      category: 'Fashion',
    });
    expect(shirt.bulletPoints).toContain('55% linen, 45% cotton shirt with spread collar');
    const faceWash = answer({
      productName: 'Neem Face Wash 150 ml',
      description: 'Gel face wash with tea tree oil for oily, acne-prone skin. Paraben free.',
      category: 'Beauty',
    });
    expect(faceWash.bulletPoints.join('\n')).toContain('for oily, acne-prone skin');
  });

  it('keeps both sides of a size in titles and keywords, its units as written', () => {
    const board = answer({ productName: 'Magnetic Whiteboard 2 x 3 ft', category: 'Office Products' });
    expect(board.titleSuggestions[0]).toBe('Magnetic Whiteboard 2 x 3 ft');
    expect(board.keywords).toContain('magnetic whiteboard 2 x 3 ft');
    expect(board.keywords.join('|')).not.toMatch(/whiteboard 3 (?:ft|feet)/);
  });

  it('reads a blend and a hide as one material: no lone "Silk" or "Cow" tacked on a title', () => {
    const jacket = answer({
      productName: "Men's Cotton Silk Nehru Jacket, Sleeveless",
      description: 'Nehru jacket in cotton silk blend with mandarin collar.',
      category: 'Fashion',
    });
    expect(factOf(jacket, 'Material')).toBe('Cotton Silk');
    for (const t of jacket.titleSuggestions) expect(t).not.toMatch(/ - Silk\b/);
    const shoes = answer({
      productName: "Men's Leather Derby Shoes, Black",
      description: 'Derby shoes in genuine cow leather. UK sizes 6 to 11.',
      category: 'Shoes',
    });
    for (const t of shoes.titleSuggestions) expect(t).not.toMatch(/\bCow\b(?! Leather)/);
  });

  it('states a size with all its sides, and each material once', () => {
    const swaddle = answer({
      productName: 'Baby Muslin Swaddle Set of 3',
      description: 'Set of 3 muslin swaddle wraps, 100% cotton, 100 x 100 cm each.',
      category: 'Baby Products',
    });
    expect(factOf(swaddle, 'Size')).toBe('100 x 100 cm');
    expect(factOf(swaddle, 'Material')).toBe('Muslin, 100% Cotton');
  });

  it('reads the product from its name, not from an accessory in the description', () => {
    const car = answer({
      productName: 'Remote Control Stunt Car 360 Degree Rotating',
      description: 'RC stunt car that flips 360 degrees. Rechargeable battery with USB cable.',
      category: 'Toys',
    });
    expect(factOf(car, 'Product type')).toBe('Remote Control Stunt Car');
    expect(car.keywords.join('|')).not.toMatch(/usb|cable/i);
    const post = answer({
      productName: 'Cat Scratching Post with Sisal Rope 60 cm',
      description: '60 cm tall cat scratcher with sisal rope and a hanging toy ball.',
      category: 'Pet Supplies',
    });
    expect(factOf(post, 'Product type')).toBe('Cat Scratching Post');
    const set = answer({
      productName: "Women's Georgette Kurta Sharara Set with Dupatta",
      category: 'Fashion',
    });
    expect(factOf(set, 'Product type')).toBe('Kurta Sharara Set');
    expect(post.keywords.join('|')).not.toMatch(/\btoy\b|for dogs/i);
  });

  it('writes no stock line for the chosen audience, which says nothing of the product', () => {
    const base = { productName: 'Steel Lunch Box 3 Containers', category: 'Home & Kitchen' as const };
    for (const targetAudience of ['General Consumers', 'Students', 'Parents'] as const)
      expect(answer({ ...base, targetAudience }).optimizedDescription).not.toMatch(
        /Who it is for|good value for daily use|whole family/,
      );
  });

  it('keeps a bracket whole, and a size of what the product fits is not its own', () => {
    const idli = answer({
      productName: 'Stainless Steel Idli Maker with 4 Plates',
      description:
        'Idli stand with 4 plates (16 idlis, 4 per plate). Fits inside a 5 litre or larger pressure cooker.',
      category: 'Home & Kitchen',
    });
    expect(idli.bulletPoints.join('\n')).toContain('(16 idlis, 4 per plate)');
    expect(idli.bulletPoints).toContain('Fits inside a 5 litre or larger pressure cooker');
    expect(factOf(idli, 'Capacity')).toBeUndefined();
    for (const t of idli.titleSuggestions) expect(t).not.toContain('5 litre');
  });

  it('writes a list of sizes with its unit once, so every title keeps them all within the repeat rule', () => {
    const casserole = answer({
      productName: 'Insulated Casserole Set of 3 (850 ml, 1500 ml, 2500 ml)',
      category: 'Home & Kitchen',
    });
    expect(casserole.titleSuggestions.length).toBeGreaterThan(0);
    expect(casserole.titleSuggestions[0]).toBe('Insulated Casserole Set of 3 (850, 1500, 2500 ml)');
  });

  it("keeps 'Doctor' in a toy doctor set's name: it names the product, it endorses nothing", () => {
    const kit = answer({ productName: 'Kids Doctor Set Pretend Play Kit, 22 Pieces', category: 'Toys' });
    for (const t of kit.titleSuggestions) expect(t).toContain('Doctor Set');
    const claim = answer({
      productName: 'Herbal Face Cream',
      description: 'Doctor recommended cream.',
      category: 'Beauty',
    });
    for (const t of claim.titleSuggestions) expect(t).not.toMatch(/doctor/i);
  });

  it('gives listing keywords no price it cannot know and no condition the seller did not name', () => {
    const cap = answer({ productName: 'Knee Cap Support Pair, Free Size', category: 'Health' });
    expect(cap.keywords.join('|')).not.toMatch(/under \d|pain|arthritis/);
  });

  it('says a quantity of one of many is each one’s, never the pack’s', () => {
    const tea = answer({
      productName: 'Lemon Honey Green Tea, 100 Tea Bags',
      description: '100 tea bags of 1.5 g each. FSSAI licensed.',
      category: 'Food & Beverages',
    });
    expect(factOf(tea, 'Weight')).toBe('1.5 g each');
    for (const t of tea.titleSuggestions) expect(t).not.toMatch(/1\.5 g(?! each)/);
    expect(tea.keywords.join('|')).not.toContain('1.5 g');
    for (const t of tea.titleSuggestions) expect(t).not.toMatch(/FSSAI,? FSSAI/);
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
    // …while the seller's own words stay where they say it ('Plastic-free packaging' is not an invented fact).
    expect(a.bulletPoints).toContain('Plastic-free packaging');
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

  it('tells how many parts one has from how many the buyer gets ("200 pages" is no pack size)', () => {
    const notebook = answer({
      productName: 'Spiral Notebook A5',
      description: 'Ruled spiral notebook, 200 pages, 70 GSM paper, pack of 3.',
      category: 'Stationery',
    });
    expect(factOf(notebook, 'Pack')).toBe('pack of 3');
    expect(factOf(notebook, 'Pages')).toBe('200');
    expect(notebook.shortDescription).toContain('200 pages');
    expect(notebook.titleSuggestions.join('\n')).toContain('Pack of 3');
    const stove = answer({ productName: 'Glass Top Gas Stove 3 Burners', category: 'Kitchen Appliances' });
    expect(factOf(stove, 'Pack')).toBeUndefined();
    expect(factOf(stove, 'Burners')).toBe('3');
  });

  it('reads a number as the fact it is: a model, a count, a load, a wearer’s weight, one capsule’s dose', () => {
    const glass = answer({
      productName: 'Tempered Glass Screen Protector for iPhone 15 Pack of 2',
      description: '9H hardness tempered glass for iPhone 15, pack of 2.',
      category: 'Mobile Phones',
    });
    expect(glass.titleSuggestions.join('\n')).not.toMatch(/[-,] 15 Pack\b/);
    expect(JSON.stringify(glass.facts)).not.toMatch(/15 Pack/i);
    expect(factOf(glass, 'Pack')).toMatch(/pack of 2/i);
    const diapers = answer({
      productName: 'Baby Diaper Pants Medium Size 76 Pieces',
      description: 'Medium size pant diapers for babies 7 to 12 kg, pack of 76.',
      category: 'Baby Products',
    });
    expect(factOf(diapers, 'Size')).toBe('Medium');
    expect(factOf(diapers, 'Weight')).toBeUndefined();
    // One bullet for the count, however the seller wrote it ('76 Pieces', 'pack of 76').
    expect(diapers.bulletPoints.filter((b) => /\b76\b/.test(b))).toHaveLength(1);
    const shelf = answer({
      productName: 'Wooden Floating Wall Shelf Set of 3',
      description: 'Set of 3 MDF floating wall shelves. Holds up to 5 kg each.',
      category: 'Decor',
    });
    expect(factOf(shelf, 'Weight')).toBeUndefined();
    const capsules = answer({
      productName: 'Ashwagandha Capsules 500mg 60 Veg Capsules',
      description: 'Ashwagandha root extract 500 mg per capsule, 60 capsules per bottle.',
      category: 'Health',
    });
    expect(factOf(capsules, 'Weight')).toMatch(/500 ?mg each/i);
    // What they come in is not the product: no 'Bottle' for capsules sold 60 to a bottle.
    expect(factOf(capsules, 'Product type') ?? '').not.toMatch(/bottle/i);
    expect(capsules.keywords.join('\n')).not.toMatch(/bottle/i);
    const shoes = answer({
      productName: 'Men Running Shoes Grey',
      description: 'Breathable mesh upper with EVA sole. Sizes UK 6 to 10.',
      category: 'Shoes',
    });
    expect(JSON.stringify(shoes)).not.toMatch(/UK 6(?! to 10)/);
  });

  it('writes whole titles: a long name is cut before a phrase, and no fact is tacked on at the end', () => {
    const mat = answer({
      productName: 'Yoga Mat 6mm Anti Skid TPE for Men and Women with Carry Strap',
      description: '6mm thick TPE yoga mat, size 183 x 61 cm. Comes with free carry strap.',
      category: 'Sports',
    });
    for (const t of mat.titleSuggestions) expect(t).not.toMatch(/with Carry(?! Strap)/);
    const cooker = answer({
      productName: 'Stainless Steel Pressure Cooker 5 Litre Induction Base Outer Lid',
      description:
        'Made of food grade 304 stainless steel with 5 litre capacity. ISI marked with safety valve.',
      category: 'Home & Kitchen',
    });
    expect(cooker.titleSuggestions.length).toBeGreaterThanOrEqual(3);
    // Not '… Induction Base Outer - Outer Lid': a word cut off and put back after a dash.
    for (const t of cooker.titleSuggestions) expect(t).not.toMatch(/\b(\w+) [-,] \1\b/i);
    const shelf = answer({
      productName: 'Wooden Floating Wall Shelf Set of 3',
      description: 'Set of 3 MDF floating wall shelves. Holds up to 5 kg each.',
      category: 'Decor',
    });
    for (const t of shelf.titleSuggestions) expect(t).not.toMatch(/5 kg/);
  });

  it('reads SPF as the sunscreen’s protection rating, never as an ingredient, also after "with"', () => {
    const a = answer({
      productName: 'Sunscreen Gel with SPF 50 and Niacinamide 50 g',
      description: 'Lightweight sunscreen gel with SPF 50 PA++++ and niacinamide for oily skin.',
      category: 'Beauty',
    });
    expect(factOf(a, 'Key ingredients')).toBe('Niacinamide');
    for (const t of a.titleSuggestions) expect(t).toMatch(/SPF 50/i);
  });
});

describe('product research that fits the product and the seller’s price', () => {
  const research = (r: {
    productName: string;
    category?: string;
    priceRange?: string;
    platform?: string;
  }) => {
    const req = productResearchRequestSchema.parse({ platform: 'amazon', ...r });
    return guardedProductResearch(req, productResearch(req));
  };
  const allText = (a: ReturnType<typeof research>) => JSON.stringify(a);

  it('names no searched price point the seller’s range cannot meet, and no value packs at ₹10,000 and more', () => {
    const a = research({
      productName: 'kanjivaram saree',
      category: 'Fashion',
      priceRange: '10,000 - 25,000',
    });
    expect(allText(a)).not.toMatch(/under \d{3,4}\b(?!\d)/);
    expect(a.recommendations.join(' ')).not.toMatch(/value pack|combo/i);
  });

  it('leaves no heading over an emptied section', () => {
    const a = research({
      productName: 'kanjivaram saree',
      category: 'Fashion',
      priceRange: '10,000 - 25,000',
    });
    const level = (l: string) => /^(#{1,6}) /.exec(l)?.[1]?.length ?? 0;
    for (const text of [a.marketAnalysis, a.competitorAnalysis, a.pricingInsights, a.demandTrends]) {
      const lines = text.split('\n').filter((l) => l.trim());
      lines.forEach((line, i) => {
        const next = lines[i + 1];
        if (level(line)) expect(next && (!level(next) || level(next) > level(line)), line).toBeTruthy();
      });
    }
  });

  it('speaks of warranties only where products have them', () => {
    expect(allText(research({ productName: 'almonds', category: 'Food & Beverages' }))).not.toMatch(
      /warrant/i,
    );
    expect(allText(research({ productName: 'silver ring', category: 'Jewelry' }))).not.toMatch(/warrant/i);
  });

  it('invents no price bands or price searches for a product it does not know', () => {
    const a = research({ productName: 'zorbly widget', priceRange: '10,000 - 25,000' });
    expect(a.pricingInsights).toContain('no price data for zorbly widget');
    expect(allText(a)).not.toMatch(/Budget\*\*|under \d/);
  });

  it('does not tell a seller of fresh produce to stock weeks ahead', () => {
    const a = research({ productName: 'tomato', category: 'Food & Beverages', platform: 'blinkit' });
    expect(a.recommendations.join(' ')).not.toMatch(/weeks before/);
  });

  it('plans stock around the seasons that sell the product, not every season of its category', () => {
    expect(allText(research({ productName: 'teddy bear 3 feet', category: 'Toys' }))).not.toMatch(/Holi/);
    expect(allText(research({ productName: 'pichkari water gun', category: 'Toys' }))).toMatch(/Holi/);
    expect(
      allText(research({ productName: 'pressure cooker 5 litre', category: 'Home & Kitchen' })),
    ).not.toMatch(/Summer/);
  });

  it('names only price bands it shows, and shows none the guard would remove as far from the range', () => {
    const ranges = ['Under 500', '500 - 1,000', '1,000 - 2,500', '2,500 - 5,000', '10,000 - 25,000'];
    for (const productName of ['power bank 20000mah', 'mechanical keyboard', 'ergonomic office chair'])
      for (const priceRange of ranges) {
        const a = research({ productName, category: 'Electronics', priceRange });
        const shown = [...a.pricingInsights.matchAll(/\*\*(Budget|Mid-market|Premium)\*\*/g)].map((m) =>
          (m[1] ?? '').toLowerCase(),
        );
        const named = /sits in the ([a-z, -]+?) bands? for/.exec(a.pricingInsights)?.[1] ?? '';
        for (const band of named.split(/, | and /).filter(Boolean))
          expect(shown, `${productName} at ${priceRange}`).toContain(band);
        expect(JSON.stringify(a.listingCheck)).not.toMatch(/far outside your price range/);
      }
  });

  it('tells how to show the product by what it is: a device working, an instrument not by its cover', () => {
    for (const [productName, category] of [
      ['hair dryer', 'Beauty'],
      ['bp monitor', 'Health'],
    ] as const) {
      const a = research({ productName, category });
      expect(allText(a), productName).not.toMatch(/key ingredients|skin or hair type|skin type questions/);
    }
    expect(allText(research({ productName: 'acoustic guitar', category: 'Music' }))).not.toMatch(
      /cover of|edition, language/,
    );
    expect(allText(research({ productName: 'face cream', category: 'Beauty' }))).toMatch(/key ingredients/);
  });

  it('offers as variants only options the product can have', () => {
    const a = research({ productName: 'analog watch women', category: 'Watches' });
    const variants = /Cover the variants buyers ask for \(([^)]*)\)/.exec(a.competitorAnalysis)?.[1] ?? '';
    expect(variants).not.toMatch(/\banalog|digital/);
  });
});

describe('keywords about the product the seller sells', () => {
  const keywords = (keyword: string, category: string) => {
    const req = keywordResearchRequestSchema.parse({ keyword, platform: 'amazon', category });
    const a = guardedKeywordResearch(req, keywordResearch(req));
    return [...a.relatedKeywords, ...a.longTailKeywords];
  };

  it('reads "40 hours battery" as a feature of earbuds, not a battery', () => {
    const list = keywords('earbuds 40 hours battery', 'Electronics');
    expect(list.length).toBeGreaterThan(5);
    for (const k of list) expect(k).not.toMatch(/\b(?:aa|aaa|alkaline|clocks?|remote)\b/);
  });

  it('uses modifiers that fit the noun, not those of a neighbour in its profile', () => {
    const unfit: [string, string, RegExp][] = [
      ['hand blender', 'Home & Kitchen', /\bjars?\b/],
      ['table lamp', 'Home & Kitchen', /metre|christmas/],
      ['raincoat for kids', 'Fashion', /puffer|fleece|wool|winter|for (?:men|women)\b/],
      ['printer ink', 'Electronics', /electric|manual|box of 1000|toner/],
    ];
    for (const [seed, category, wrong] of unfit)
      for (const k of keywords(seed, category)) expect(k, seed).not.toMatch(wrong);
  });

  it('pairs a product only with words of its own kind: no wheat on ragi, no plant on whey, no STEM teddy', () => {
    const wrong: [string, string, RegExp][] = [
      ['ragi atta', 'Food & Beverages', /wheat|sharbati|bajra/],
      ['whey protein', 'Health', /\bplant\b|\bsoy\b/],
      ['teddy bear', 'Toys', /\bstem\b|wooden|plastic|battery/],
    ];
    for (const [seed, category, unfit] of wrong)
      for (const k of keywords(seed, category)) expect(k, seed).not.toMatch(unfit);
  });

  it('never restates the product as its buyer or as another word for it ("dog collar for dogs")', () => {
    for (const k of keywords('dog collar', 'Pet Supplies')) expect(k).not.toMatch(/for dogs$/);
    for (const k of keywords('gaming mouse', 'Gaming')) expect(k).not.toMatch(/for gamers$/);
    for (const [productName, category] of [
      ['school bag', 'Bags & Wallets'],
      ['baby wipes', 'Baby Products'],
    ] as const) {
      const req = productResearchRequestSchema.parse({ productName, category, platform: 'amazon' });
      expect(JSON.stringify(productResearch(req))).not.toMatch(/school bag for school|baby wipes for babies/);
    }
    const req = keywordResearchRequestSchema.parse({
      keyword: 'teddy bear 3 feet',
      platform: 'amazon',
      category: 'Toys',
    });
    const other = guardedKeywordResearch(req, keywordResearch(req)).suggestions.find((x) =>
      /other words/i.test(x),
    );
    expect(other ?? '').not.toMatch(/'teddy bear'/);
  });

  it('names no price a solid-gold chain cannot have', () => {
    for (const k of keywords('22k gold chain', 'Jewelry'))
      expect(k).not.toMatch(/under \d{3,4}\b(?!\d)|silver/);
  });

  it('keeps a product’s whole phrase and the seller’s audience in optimization keywords', () => {
    const req = productOptimizationRequestSchema.parse({
      platform: 'amazon',
      productName: 'Basmati Rice 5 kg, Aged 2 Years',
      category: 'Food & Beverages',
    });
    for (const k of guardedProductOptimization(req, productOptimization(req)).keywords)
      expect(k).not.toMatch(/\baged years\b|\baged$/);
    const bike = answer({
      productName: 'Mountain Bike 26 inch 21 Speed with Disc Brakes',
      description: '26T steel frame mountain cycle with 21 speed gears and disc brakes. For adults.',
      category: 'Sports',
    });
    expect(bike.keywords.length).toBeGreaterThan(3);
    for (const k of bike.keywords) expect(k).not.toMatch(/\bkids?\b/);
    // The seller's own describing word joins the product ('mountain cycle'); a pointing word does not.
    expect(bike.keywords).toContain('mountain cycle');
    const pointed = answer({
      productName: 'Mountain Bike 26 inch',
      description: 'This cycle has 21 speed gears and disc brakes.',
      category: 'Sports',
    });
    for (const k of pointed.keywords) expect(k).not.toMatch(/^this /);
  });

  it('names a use or a buyer in listing keywords only as the seller does ("for emergency", "for newborn")', () => {
    const bulb = answer({
      productName: 'LED Bulb 9W B22',
      description: '9 watt LED bulb, cool daylight, B22 base, pack of 2.',
      category: 'Home & Kitchen',
    });
    expect(bulb.keywords.length).toBeGreaterThan(3);
    for (const k of bulb.keywords) expect(k).not.toMatch(/for emergency/);
    const bottle = answer({
      productName: 'Baby Feeding Bottle 250ml BPA Free',
      description: 'Anti colic feeding bottle for babies 3 months and above.',
      category: 'Baby Products',
    });
    for (const k of bottle.keywords) expect(k).not.toMatch(/for newborn/);
    const rechargeable = answer({
      productName: 'Rechargeable LED Bulb 9W B22',
      description: 'Inverter bulb with 4 hours backup for emergency use during power cuts.',
      category: 'Home & Kitchen',
    });
    expect(rechargeable.keywords.join('\n')).toMatch(/for emergency/);
  });
});
