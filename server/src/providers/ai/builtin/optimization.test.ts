import { describe, expect, it } from 'vitest';
import { productOptimizationResponseSchema } from '@common/contracts/ai';
import { platformOptions } from '@common/constants/platforms';
import { marketplace, marketplaceIds } from '@common/marketplaces/registry';
import { builtinEngine } from './index';
import { acceptanceSeeds, lowerDuplicates } from '../../../test/ai-acceptance-seeds';
import { cleanTitleText, fitTitle, wordCounts } from './titles';

const banned = ['!', '$', '?', '_', '{', '}', '^', '¬', '¦'];

function limitFor(platform: (typeof platformOptions)[number]): number {
  return platform === 'all'
    ? Math.min(...marketplaceIds.map((p) => marketplace(p).listing.titleMaxChars))
    : marketplace(platform).listing.titleMaxChars;
}

describe('built-in listing optimization', () => {
  for (const seed of acceptanceSeeds) {
    const request = { productName: seed.keyword, platform: seed.platform, brand: 'Zenvo' };

    it(`keeps every '${seed.keyword}' title within ${seed.platform}'s limit`, async () => {
      const res = await builtinEngine.productOptimization(request);
      expect(res.titleSuggestions.length).toBeGreaterThanOrEqual(1);
      for (const t of res.titleSuggestions)
        expect(t.length, t).toBeLessThanOrEqual(marketplace(seed.platform).listing.titleMaxChars);
      expect(lowerDuplicates(res.titleSuggestions)).toEqual([]);
    });

    it(`writes '${seed.keyword}' titles that pass Amazon's rules on every platform`, async () => {
      for (const platform of platformOptions) {
        const res = await builtinEngine.productOptimization({
          ...request,
          platform,
          targetAudience: 'Students',
        });
        for (const t of res.titleSuggestions) {
          expect(t.length, `${platform}: ${t}`).toBeLessThanOrEqual(limitFor(platform));
          for (const ch of banned) expect(t, t).not.toContain(ch);
          for (const [word, n] of wordCounts(t)) expect(n, `${word} in ${t}`).toBeLessThanOrEqual(2);
        }
      }
    });

    it(`is deterministic and parses with the schema for '${seed.keyword}'`, async () => {
      const first = await builtinEngine.productOptimization(request);
      expect(await builtinEngine.productOptimization(request)).toEqual(first);
      const res = productOptimizationResponseSchema.parse(first);
      expect(res).toMatchObject({ source: 'builtin', isEstimate: true });
      expect(res.optimizedDescription).toMatch(/^## /);
      expect(res.optimizedDescription).toContain('### Product details');
      expect(res.shortDescription.length).toBeLessThanOrEqual(200);
      expect(lowerDuplicates(res.keywords)).toEqual([]);
      expect(res.platformSpecificTips.map((p) => p.platform)).toEqual([seed.platform]);
    });
  }

  it('keeps the Amazon short title under the recommended 80 characters and cites the rules', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Steel Water Bottle 1 Litre',
      description: 'Double wall vacuum insulated stainless steel bottle. Keeps water cold for 24 hours.',
      platform: 'amazon',
    });
    expect(res.titleSuggestions[0]?.length).toBeLessThanOrEqual(
      marketplace('amazon').listing.titleRecommendedChars ?? 80,
    );
    const tips = res.platformSpecificTips[0]?.tips.join(' ') ?? '';
    expect(tips).toContain('Seller Central help 201100890');
    expect(tips).toContain('200390640');
    const terms = /"([^"]+)", (\d+) bytes/.exec(tips);
    expect(terms).not.toBeNull();
    expect(Number(terms?.[2])).toBeLessThanOrEqual(
      marketplace('amazon').listing.searchTerms?.maxBytes ?? 200,
    );
  });

  it('cleans a seller name that breaks Amazon rules', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'BEST earbuds earbuds earbuds!!! {sale} $$$ wireless_earbuds ™',
      platform: 'amazon',
    });
    for (const t of res.titleSuggestions) {
      for (const ch of banned) expect(t).not.toContain(ch);
      for (const [, n] of wordCounts(t)) expect(n).toBeLessThanOrEqual(2);
      expect(t.toLowerCase()).not.toMatch(/\b(best|sale)\b|™/);
    }
  });

  it('cuts a very long product name to the limit', async () => {
    const productName =
      'handmade '.repeat(10) + 'ceramic coffee mug with lid and spoon for office and home use';
    for (const platform of marketplaceIds) {
      const res = await builtinEngine.productOptimization({ productName, platform });
      for (const t of res.titleSuggestions) expect(t.length).toBeLessThanOrEqual(limitFor(platform));
    }
  });

  it('works from a description alone and drops phone numbers, links and prices', async () => {
    const res = await builtinEngine.productOptimization({
      description:
        'Our soft cotton bedsheet for double beds. Call 9876543210 or visit www.example.com. Only Rs. 499!',
      platform: 'flipkart',
    });
    expect(res.titleSuggestions[0]).toMatch(/Bedsheet/);
    expect(res.optimizedDescription).toContain('Our soft cotton bedsheet');
    expect(res.optimizedDescription).not.toMatch(/9876543210|example\.com|499/);
    const tips = res.platformSpecificTips[0]?.tips.join(' ') ?? '';
    expect(tips).toContain('at most 5 search keywords');
  });

  it('gives tips for several platforms when the platform is "all"', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'face serum',
      platform: 'all',
      category: 'Beauty',
    });
    expect(res.platformSpecificTips.length).toBeGreaterThan(1);
    expect(res.platformSpecificTips[0]?.platform).toBe('nykaa');
  });
});

describe('titles carry facts, not instructions or filler', () => {
  it('leaves care and use instructions, praise and size lists to the bullets', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Haldi Powder 500 g',
      description:
        'Stone ground turmeric from Erode. Store in a cool dry place. Ekdum fresh aroma. Dust off the lid before use.',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    for (const t of res.titleSuggestions) expect(t).not.toMatch(/\b(?:store|dust|ekdum)\b/i);
  });

  it('leaves Hinglish asides and warnings out of titles', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Wooden Kitchen Set Toy',
      description:
        'Pretend play kitchen with 12 pieces. Asli lakdi ka bana hai. Paint may fade in sunlight. Adult supervision must.',
      brand: 'Zenvo',
      platform: 'flipkart',
    });
    for (const t of res.titleSuggestions) expect(t).not.toMatch(/\b(?:hai|may|must|lakdi)\b/i);
  });

  it('leaves warnings, care and shipping notes and spec rows out of titles', async () => {
    const cases = [
      [
        'Baby Muslin Swaddle, Pack of 3',
        'Soft swaddles in 2 layers. Becomes softer after every wash. Machine wash cold, gentle cycle. Age: 0-12 months.',
      ],
      [
        'Rose Face Serum 30 ml',
        'Light serum with rosehip. Patch test recommended. For external use only. Ships in bubble wrap.',
      ],
      [
        'Wooden Puzzle Cube',
        'Hand-polished puzzle in 6 colours. Small parts. Brand new and sealed. Pages: 24.',
      ],
    ] as const;
    for (const [productName, description] of cases) {
      const res = await builtinEngine.productOptimization({
        productName,
        description,
        brand: 'Zenvo',
        platform: 'amazon',
      });
      for (const t of res.titleSuggestions)
        expect(t, productName).not.toMatch(
          /wash|gentle|recommended|external use|ships|bubble|small parts|brand new|:/i,
        );
    }
  });

  it('gives a set of different sizes no single size, and no attribute of a part not in the box', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Steel Lunch Box 3 Containers with Insulated Bag',
      description:
        'Set of 3 leak-proof containers (300 ml, 450 ml, 600 ml). Microwave safe lid not included. Dishwasher safe.',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    for (const text of [...res.titleSuggestions, ...res.keywords]) {
      expect(text).not.toMatch(/\b300 ml\b/i);
      expect(text).not.toMatch(/microwave/i);
    }
    expect(res.titleSuggestions.some((t) => /Leak-Proof/.test(t))).toBe(true);
  });

  it('adds no number alone to a title', () => {
    expect(fitTitle('Zenvo 30W Car Charger', ['15', 'Foldable', '2024'], 150)).toBe(
      'Zenvo 30W Car Charger - Foldable',
    );
  });
});

describe('listing keywords', () => {
  it('name what the product is for, as the name says, and a weight only where goods sell by weight', async () => {
    const kw = async (productName: string, description: string, category: string) =>
      (
        await builtinEngine.productOptimization({
          productName,
          description,
          category: category as never,
          brand: 'Zenvo',
          platform: 'amazon',
        })
      ).keywords;
    const pads = await kw(
      'Front Brake Pads for Bajaj Pulsar 150 / Avenger 220, Set of 1 Pair',
      'Sintered front disc brake pads. One pair per box, weight 180 g.',
      'Automotive',
    );
    expect(pads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/for bajaj pulsar 150$/),
        expect.stringMatching(/for avenger 220$/),
      ]),
    );
    expect(pads.join('|')).not.toMatch(/180 g|a pair|one pair/);
    const bag = await kw(
      'Jute Tote Bag for Women',
      'Jute tote bag with a zip, weight 300 g.',
      'Bags & Wallets',
    );
    expect(bag.join('|')).not.toMatch(/300 g/);
    expect(bag).toContain('jute tote bag for women');
    const tea = await kw(
      'Assam CTC Tea 500 g',
      'Strong Assam CTC tea leaves, 500 g pouch.',
      'Food & Beverages',
    );
    expect(tea.join('|')).toMatch(/500 g/);
  });
});

describe('title options', () => {
  it('are each a choice: no two with the same words in another order', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Ankle Support Brace, Free Size',
      description: 'Breathable nylon and spandex ankle support with an adjustable strap. Sold as a pair.',
      category: 'Health',
      brand: 'Zenvo',
      platform: 'flipkart',
    });
    const words = res.titleSuggestions.map((t) =>
      t
        .toLowerCase()
        .match(/[\p{L}\d]+/gu)!
        .sort()
        .join(' '),
    );
    expect(res.titleSuggestions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(words).size, res.titleSuggestions.join('\n')).toBe(words.length);
  });

  it('take no words from a care line cut at its comma (no "- Dry Place")', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Flower Seeds Combo, 8 Varieties',
      description: 'Eight varieties of flower seeds with a sowing guide. Store in a cool, dry place.',
      category: 'Garden',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    for (const t of res.titleSuggestions) expect(t).not.toMatch(/dry place/i);
  });

  it('carry no weight of a thing not sold by weight, no bare audience word, no words about something else', async () => {
    const opt = (productName: string, description: string, category: string) =>
      builtinEngine.productOptimization({
        productName,
        description,
        category: category as never,
        brand: 'Zenvo',
        platform: 'amazon',
      });
    const boots = await opt(
      "Men's Gumboots with Steel Shank, PVC Sole, Water and Chemical Resistant, Black, UK 9",
      'Knee-length PVC gumboots. Weight 900 g per boot. Let them dry in shade. Comes with a user manual.',
      'Shoes',
    );
    for (const t of boots.titleSuggestions) {
      expect(t).not.toMatch(/900 g|Manual|Dry in Shade|Let Them|, Water -|, Water$/);
    }
    const blocks = await opt(
      'Wooden Stacking Blocks for Toddlers 1+',
      'Set of 20 neem wood blocks, total weight 400 g. Being hand cut, sizes vary a little. Paint already dried.',
      'Toys',
    );
    for (const t of blocks.titleSuggestions) {
      expect(t).not.toMatch(/400 g|Being Hand Cut|Already/);
      expect(t).not.toMatch(/- Toddlers|, Toddlers/);
    }
    const chess = await opt(
      'Magnetic Chess Board 12 inch',
      'Folding magnetic chess set with black and white pieces. Not for Travel Edition 8 inch boxes.',
      'Toys',
    );
    for (const t of chess.titleSuggestions) expect(t).not.toMatch(/\(White\)|- White|Travel Edition/);
  });

  it('say a quantity once, whatever its words ("15 Metre Long" after "15 m")', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Garden Hose Pipe 20 m with Spray Nozzle',
      description: 'PVC braided hose. 20 Metre long. Comes with 2 clamps.',
      category: 'Garden',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    for (const t of res.titleSuggestions) expect(t).not.toMatch(/20 Metre/i);
  });

  it("name the product, not the part it comes on, from the seller's own naming", async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Cotton Wall Hanging',
      description: 'Hand-woven cotton wall hanging on a 60 cm wooden dowel, total length 90 cm, off-white.',
      category: 'Decor',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    for (const t of res.titleSuggestions) expect(t).not.toMatch(/wooden/i);
  });
});

describe('bullets keep a list whole', () => {
  it('keeps a sentence whole where a piece cannot stand alone, and the warranty among the five', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Front Disc Brake Pads for Maruti Swift',
      description:
        'Ceramic front disc brake pads for Maruti Swift, Dzire and Ertiga with ABS. Low-dust compound, that stays quiet in city traffic. ' +
        'Set of 4 pads with wear indicators. Store in a cool, dry place. Wall-mountable metal body display box. 1 year warranty.',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    const bullets = res.bulletPoints;
    expect(bullets).toContain('Ceramic front disc brake pads for Maruti Swift, Dzire and Ertiga with ABS');
    expect(bullets.join('\n')).toContain('Low-dust compound, that stays quiet in city traffic');
    expect(bullets.join('\n')).toContain('Store in a cool, dry place');
    expect(bullets.join('\n')).toMatch(/1 year warranty/);
    for (const b of bullets) expect(b, b).not.toMatch(/^(?:That|So|With|Dry place|Dzire)\b/);
    // A label leads only a clause its value leads: no 'Material: Wall-mountable metal body…'.
    expect(bullets.join('\n')).not.toMatch(/Material: Wall/);
  });

  it('gives a fact of a listing sentence a bullet of its own while there is room for five', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Neckband Earphones',
      description: 'IPX5 water resistant, 30 hours playtime, dual pairing. Comes with a Type-C cable.',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    expect(res.bulletPoints.length).toBeGreaterThanOrEqual(3);
    expect(res.bulletPoints.join('\n')).toContain('Comes with a Type-C cable');
  });

  it('keeps values sharing a unit, and what comes in the box, in one bullet each', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Hex Dumbbell Set',
      description:
        'Rubber coated hex dumbbells in 2, 4, 6, 8 kg. Comes with a rack, 2 grip pads and a storage bag.',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    const bullets = res.bulletPoints.join('\n');
    expect(bullets).toMatch(/2, 4, 6, 8 kg/);
    expect(bullets).toMatch(/Comes with a rack, 2 grip pads and a storage bag/i);
  });

  it("keeps 'Lic. No.' in its sentence: no bullet or title ends on an abbreviation", async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Assam CTC Tea 500 g',
      description:
        'Strong CTC leaf tea from Assam gardens. FSSAI Lic. No. printed on pack. Best before 12 months.',
      brand: 'Brahmaputra Leaf',
      platform: 'jiomart',
    });
    expect(res.bulletPoints).toContain('FSSAI Lic. No. printed on pack');
    for (const text of [...res.bulletPoints, ...res.titleSuggestions])
      expect(text).not.toMatch(/\bLic\.?$|^No\./);
  });

  it("keeps a box list whole when its last item carries its own size, and takes no item's count for a title", async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Carrom Board 32 inch',
      description:
        'Comes with a full set of 24 wooden coins, one queen, one striker and a 50 g boric powder pack. Net pockets.',
      brand: 'Champion Strike',
      category: 'Sports',
      platform: 'flipkart',
    });
    expect(res.bulletPoints).toContain(
      'Comes with a full set of 24 wooden coins, one queen, one striker and a 50 g boric powder pack',
    );
    expect(res.titleSuggestions.join('\n')).not.toMatch(/Set of 24|50 g/);
  });
});

describe('an answer a seller can paste reads as the seller would write it', () => {
  const wallet = {
    productName: 'Men Leather Wallet RFID Blocking',
    description:
      'Genuine leather bi-fold wallet with 8 card slots, 2 currency compartments and 1 coin pocket. RFID blocking lining.',
    brand: 'Zenvo',
    platform: 'myntra' as const,
  };

  it('keeps a list of counted parts in one bullet, and a hyphenated word whole in keywords', async () => {
    const res = await builtinEngine.productOptimization(wallet);
    expect(res.bulletPoints.join('\n')).toMatch(/8 card slots, 2 currency compartments and 1 coin pocket/);
    expect(res.keywords).toContain('bi-fold wallet');
    expect(res.keywords).not.toContain('fold wallet');
  });

  it('puts a use after the product and its material, not after a long name', async () => {
    const res = await builtinEngine.productOptimization(wallet);
    const uses = res.keywords.filter((k) => / for /.test(k));
    expect(uses.length).toBeGreaterThan(0);
    for (const k of uses) expect(k).toMatch(/^leather wallet for /);
  });

  it('labels no clause that names its subject or the product', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Yoga Mat 6mm Anti Slip',
      description: 'TPE yoga mat, 183 x 61 cm, 6 mm thick. Lightweight at 900 g.',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    expect(res.bulletPoints).toEqual(expect.arrayContaining(['Lightweight at 900 g', 'TPE yoga mat']));
  });

  it('keeps a unit before the product whole in keywords, and leaves out a part or a number', async () => {
    const keywords = async (productName: string, description: string) =>
      (
        await builtinEngine.productOptimization({
          productName,
          description,
          brand: 'Zenvo',
          platform: 'amazon',
        })
      ).keywords;
    expect(await keywords('Bike Helmet ISI', 'ISI certified full face bike helmet, size L.')).not.toContain(
      'face bike helmet',
    );
    expect(await keywords('Fountain Pen', 'Metal body fountain pen with medium nib.')).not.toContain(
      'body fountain pen',
    );
    expect(await keywords('Digital Air Fryer', '4.2 litre air fryer with touch panel.')).not.toContain(
      'litre air fryer',
    );
  });

  it("states a count once, in the seller's words, leaving room for what comes in the box", async () => {
    const set = await builtinEngine.productOptimization({
      productName: 'Aluminium Badminton Racket Set of 2 with 3 Shuttlecocks and Cover',
      description:
        'Pair of aluminium badminton rackets, 95 g each, G4 grip, strung at 18-20 lbs, with 3 nylon shuttlecocks and a full-length cover.',
      platform: 'flipkart',
    });
    expect(set.bulletPoints.filter((b) => /set of 2|pair/i.test(b))).toHaveLength(1);
    expect(set.bulletPoints.join(' ')).toMatch(/3 nylon shuttlecocks/);
    const dabba = await builtinEngine.productOptimization({
      productName: 'Stainless Steel Masala Dabba with 7 Containers',
      description:
        'Steel spice box, 20 cm diameter, 7 round containers of 150 ml each, see-through lid. Weight 780 g.',
      platform: 'jiomart',
    });
    expect(dabba.bulletPoints.filter((b) => /\b7\b/.test(b))).toHaveLength(1);
  });

  it('names a dimension the seller names, and keeps every fibre of a blend (latex matters to the allergic)', async () => {
    const bag = await builtinEngine.productOptimization({
      productName: 'XXL Bean Bag with Beans, Faux Leather, Tan',
      description: 'XXL bean bag with faux leather (PU) cover, height 85 cm, diameter 75 cm.',
      platform: 'flipkart',
    });
    expect(bag.facts).toEqual(
      expect.arrayContaining([
        { label: 'Height', value: '85 cm' },
        { label: 'Diameter', value: '75 cm' },
      ]),
    );
    expect(bag.shortDescription).toContain('Height 85 cm, Diameter 75 cm');
    const knee = await builtinEngine.productOptimization({
      productName: 'Knee Cap Support Pair, Size L',
      description: 'Knitted fabric (65% nylon, 25% latex, 10% spandex).',
      platform: 'amazon',
    });
    expect(knee.facts?.find((f) => f.label === 'Material')?.value).toMatch(/Latex/);
    // A cord's length is the cord's; a heater's material is no material of the iron; a fact said once.
    const iron = await builtinEngine.productOptimization({
      productName: 'Soldering Iron Kit 60 W',
      description:
        '60 W, 230 V soldering iron with adjustable temperature, ceramic heater. Cord length 1.5 m.',
      platform: 'amazon',
    });
    expect(iron.facts).toContainEqual({ label: 'Cord length', value: '1.5 m' });
    expect(iron.facts?.find((f) => f.label === 'Material')).toBeUndefined();
    expect(iron.shortDescription.match(/60 W/g)).toHaveLength(1);
  });

  it('builds titles of whole phrases: no name cut inside a phrase, no end of a sentence, no leather read as milk', async () => {
    const charger = await builtinEngine.productOptimization({
      productName: '20W USB-C PD Fast Charger with 1 m Type-C to Type-C Cable',
      description: '20 W wall charger, works with iPhone 12 and later. BIS registered (R-41198765).',
      platform: 'amazon',
    });
    for (const t of charger.titleSuggestions) expect(t).not.toMatch(/Type-C to Cable|- 12\b|, 12\b/);
    expect(charger.titleSuggestions[0]).toContain('with 1 m Type-C Cable');
    const dohar = await builtinEngine.productOptimization({
      productName: 'Jaipuri Cotton Dohar for Double Bed, 90 x 100 inch, Floral',
      description: 'Colour may bleed in the first wash, so wash separately. Each piece is hand-printed.',
      platform: 'meesho',
    });
    for (const t of dohar.titleSuggestions) expect(t).not.toMatch(/so wash|each piece/i);
    const chappal = await builtinEngine.productOptimization({
      productName: "Men's Kolhapuri Chappal, Genuine Leather, Tan, UK 9",
      description: 'Handcrafted in vegetable-tanned genuine buffalo leather.',
      platform: 'meesho',
    });
    for (const t of chappal.titleSuggestions) expect(t).not.toMatch(/buffalo/i);
  });

  it('says what the product is in a short description with few facts', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Roasted Makhana 75 g',
      description: 'Crunchy makhana roasted in olive oil.',
      brand: 'Zenvo',
      platform: 'blinkit',
    });
    expect(res.shortDescription).toContain('Crunchy makhana roasted in olive oil.');
    // No facts to list and a long first sentence: its first clauses, never an empty 'Watch: .'.
    const watch = await builtinEngine.productOptimization({
      productName: 'Kids Digital Sports Watch',
      description:
        'Digital watch for kids aged 6-12, resin strap, 36 mm dial, alarm, stopwatch, date display, 7-colour LED backlight, water resistant up to 30 m (3 ATM) - fine for splashes and swimming, not for diving.',
      brand: 'TickTock',
      platform: 'flipkart',
    });
    expect(watch.shortDescription).toMatch(
      /^TickTock .*Watch: Digital watch for kids aged 6-12, resin strap, .+\.$/,
    );
    expect(watch.shortDescription.length).toBeLessThanOrEqual(200);
  });

  it('keeps a size list whole, takes no size from what the product takes, and names the brand in every title', async () => {
    const kurta = await builtinEngine.productOptimization({
      productName: 'Men Chikankari Kurta',
      description: 'Cotton kurta with chikankari work. Sizes S, M, L, XL, XXL. Hand wash.',
      brand: 'Zenvo',
      platform: 'myntra',
    });
    expect(kurta.bulletPoints).toContain('Sizes S, M, L, XL, XXL');
    const cam = await builtinEngine.productOptimization({
      productName: 'Zenvo Dash Cam 1080p',
      description: 'Full HD dash cam with night vision. Supports microSD up to 64 GB (card not included).',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    for (const t of cam.titleSuggestions) {
      expect(t).not.toMatch(/64 GB/);
      expect(t).toMatch(/^Zenvo /);
    }
  });
});

describe('a listing put together as a seller would write it', () => {
  const optimize = (request: Parameters<typeof builtinEngine.productOptimization>[0]) =>
    builtinEngine.productOptimization(request);

  it('keeps a list of sizes with its note, and the examples after "like", in one bullet; labels a pack as a pack', async () => {
    const band = await optimize({
      productName: 'Wrist Support Band',
      description:
        'Neoprene wrist support, sold as a pair. Sizes S, M, L, XL (measure around wrist). Fits gym bars like Olympic, EZ curl, straight bars.',
      category: 'Sports',
      platform: 'amazon',
    });
    expect(band.bulletPoints).toContain('Sizes S, M, L, XL (measure around wrist)');
    expect(band.bulletPoints.join('\n')).toMatch(/like Olympic, EZ curl, straight bars/);
    expect(band.bulletPoints.join('\n')).not.toMatch(/pack size or count/i);
  });

  it('adds to a title no count its name already says, and no bare first word of a feature', async () => {
    const wristband = await optimize({
      productName: 'Cotton Wrist Band Pair',
      description: 'Sold as a pair. Stretch cotton terry, one size.',
      category: 'Sports',
      platform: 'amazon',
    });
    expect(wristband.titleSuggestions.join('\n')).not.toMatch(/\ba pair\b/i);
    const toaster = await optimize({
      productName: 'Pop-up Toaster 750W',
      description: '2-slice pop-up toaster with 7 browning levels and auto shut-off.',
      category: 'Kitchen Appliances',
      platform: 'flipkart',
    });
    expect(toaster.titleSuggestions.join('\n')).not.toMatch(/\bAuto\b(?![- ]shut)/);
  });

  it('ends a short description in English words with a full stop, in a Hindi answer too', async () => {
    const soap = await optimize({
      productName: 'Neem Soap',
      description: 'Cold process neem soap made with cold pressed oils, no added fragrance.',
      category: 'Beauty',
      platform: 'amazon',
      language: 'hi',
    });
    expect(soap.shortDescription).toMatch(/[a-z]\.$/);
    expect(soap.shortDescription).not.toMatch(/[a-z]।/);
  });

  it("labels a fact once, in the answer's language, and calls a weight a weight", async () => {
    const bottle = await optimize({
      productName: 'Pure Copper Water Bottle 1 Litre',
      description: 'Capacity 1 litre, weight 380 g. Hand-hammered finish.',
      category: 'Home & Kitchen',
      platform: 'amazon',
      language: 'hi',
    });
    expect(bottle.bulletPoints.map((b) => b.toLowerCase())).toContain('क्षमता: 1 litre');
    expect(bottle.bulletPoints.join('\n')).not.toMatch(/क्षमता: Capacity|: weight/);
    const tawa = await optimize({
      productName: 'Cast Iron Dosa Tawa 12 inch',
      description: '12 inch cast iron tawa, 3.2 kg. Works on gas stove and induction.',
      category: 'Home & Kitchen',
      platform: 'flipkart',
      language: 'te',
    });
    expect(tawa.bulletPoints).toContain('బరువు: 3.2 kg');
    expect(tawa.bulletPoints.join('\n')).not.toContain('నికర'); // 'net', a food pack's word
  });

  it('calls a mark without a number a certification, not a licence number', async () => {
    const oil = await optimize({
      productName: 'Kachi Ghani Mustard Oil 1 L',
      description: 'Cold pressed mustard oil. Agmark Grade 1, FSSAI certified.',
      category: 'Food & Beverages',
      platform: 'jiomart',
    });
    expect(oil.optimizedDescription).toMatch(/\*\*Certification\*\*: /);
    expect(oil.optimizedDescription).not.toMatch(/licence number\*\*/);
  });

  it('keeps the words the name writes together, and leaves care notes and spec rows out of titles', async () => {
    const bottle = await optimize({
      productName: 'Pure Copper Water Bottle 1 Litre',
      description: 'Weight about 380 g. Needs cleaning with lemon once a week. Hand-hammered finish.',
      brand: 'Tamra',
      category: 'Home & Kitchen',
      platform: 'amazon',
    });
    const titles = bottle.titleSuggestions.join('\n');
    expect(titles).not.toMatch(/Pure, Copper|Weight About|Needs/);
    expect(titles).toContain('Pure Copper');
  });

  it('writes keywords buyers type: no lone word of the noun, no piece of a kit count', async () => {
    const bottle = await optimize({ productName: 'Steel Water Bottle 1 Litre', platform: 'amazon' });
    expect(bottle.keywords).not.toContain('bottle');
    expect(bottle.keywords).toContain('water bottle');
    const kit = await optimize({
      productName: '32-in-1 Precision Screwdriver Set',
      category: 'Tools',
      platform: 'flipkart',
    });
    expect(kit.keywords.length).toBeGreaterThan(0);
    for (const k of kit.keywords) expect(k).not.toMatch(/^in\b|\bin precision/);
  });

  it('says no fact twice in the short description', async () => {
    const oil = await optimize({
      productName: 'Cold Pressed Rosehip Face Oil 30 ml',
      description: '30 ml glass dropper bottle of cold pressed rosehip seed oil.',
      platform: 'nykaa',
    });
    expect(oil.shortDescription.match(/30 ml/g)?.length).toBe(2);
    expect(oil.shortDescription).not.toContain('30 ml: 30 ml.');
  });

  it('reads a list after a preposition as one, and what a part is for as no feature of the product', async () => {
    const peat = await optimize({
      productName: 'Coco Peat Block 5 kg',
      description: 'Compressed coco peat block. Suitable for pots, seed trays and terrace gardens.',
      category: 'Garden',
      platform: 'amazon',
    });
    expect(peat.titleSuggestions.join('\n')).not.toMatch(/- Seed Trays/);
    const board = await optimize({
      productName: 'Bamboo Chopping Board with Juice Groove',
      description: 'Bamboo board, 38 x 25 cm. A side handle hole for hanging.',
      category: 'Home & Kitchen',
      platform: 'blinkit',
    });
    expect(board.titleSuggestions.join('\n')).not.toContain('Hanging');
    expect(board.keywords.join('\n')).not.toContain('hanging');
  });

  it('keeps to the kind the seller named, and a counted part goes with its number', async () => {
    const calculator = await optimize({
      productName: 'Scientific Calculator 240 Functions',
      category: 'Stationery',
      platform: 'amazon',
    });
    expect(calculator.keywords).toContain('scientific calculator');
    expect(calculator.keywords.join('\n')).not.toContain('basic calculator');
    const shelf = await optimize({ productName: 'Sheesham Wood 4-Shelf Bookshelf', platform: 'amazon' });
    expect(shelf.keywords).toContain('sheesham wood bookshelf');
    expect(shelf.keywords.join('\n')).not.toContain('shelf bookshelf');
  });

  it('gives no backend search-terms tip with nothing to paste', async () => {
    const oil = await optimize({ productName: 'Cold Pressed Rosehip Face Oil 30 ml', platform: 'amazon' });
    const tips = oil.platformSpecificTips.flatMap((t) => t.tips).join('\n');
    expect(tips).not.toMatch(/"", 0 bytes/);
  });

  it("names a brand that ends with the name's first word once: 'Bristi Kids Raincoat'", async () => {
    const coat = await optimize({
      productName: 'Kids Raincoat with Hood',
      description: 'Waterproof polyester raincoat with an attached hood.',
      brand: 'Bristi Kids',
      platform: 'amazon',
    });
    const texts = [...coat.titleSuggestions, coat.optimizedDescription, coat.shortDescription].join('\n');
    expect(texts).not.toMatch(/Kids Kids/);
    expect(coat.titleSuggestions[0]).toMatch(/^Bristi Kids Raincoat/);
  });
});

describe('titles are assembled whole', () => {
  it('never cuts a name after a word that needs what follows it', () => {
    expect(
      fitTitle('Zenvo 10A Smart Switch with Energy Meter, Compatible with Alexa and Google Home', [], 60),
    ).toBe('Zenvo 10A Smart Switch with Energy Meter');
  });

  it('keeps the spaces of a dash between phrases', () => {
    expect(cleanTitleText('Badminton Kit - 2 Rackets, 3 Shuttles')).toBe(
      'Badminton Kit - 2 Rackets, 3 Shuttles',
    );
    expect(cleanTitleText('Smart Plug Wi -Fi')).toBe('Smart Plug Wi-Fi');
  });

  it('adds no material of a part after a name that says what the product is made of', async () => {
    const res = await builtinEngine.productOptimization({
      productName: "Men's Analog Watch, Stainless Steel Strap",
      description: '40 mm case, mineral glass, 3 ATM water resistance.',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    for (const t of res.titleSuggestions) expect(t).not.toMatch(/[-,] Glass\b/);
  });

  it('reads a clay named by its kind as the material the name already says', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Bentonite Cat Litter 5 kg',
      description: 'Bentonite clay litter that clumps fast, unscented.',
      brand: 'Zenvo',
      platform: 'amazon',
    });
    for (const t of res.titleSuggestions) expect(t).not.toMatch(/\bClay\b/);
  });

  it('names the product from the words before a colon list, and keeps the list whole', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Quick Millet Cookbook - 80 Recipes',
      description:
        'A 180-page paperback cookbook in Hindi with 80 easy recipes: ragi dosa, bajra roti and jowar upma. Photos for every recipe.',
      brand: 'Zenvo',
      platform: 'amazon',
      category: 'Books',
    });
    for (const t of res.titleSuggestions) {
      expect(t).not.toMatch(/:|Upma|Zenvo A /);
      expect(t).not.toMatch(/\S- /);
    }
    expect(res.titleSuggestions).toContain('Zenvo 180-Page Paperback Cookbook in Hindi with 80 Easy Recipes');
  });

  it('counts an Indian-script word with its vowel signs: a title keeps every word the name repeats twice', () => {
    // Read letter by letter, 'डैड' twice was 'ड' four times, and the second 'डैड' was dropped.
    expect(fitTitle('रिच डैड पुअर डैड (हिंदी), पेपरबैक', [], 200)).toBe('रिच डैड पुअर डैड (हिंदी), पेपरबैक');
    expect(wordCounts('रिच डैड पुअर डैड').get('डैड')).toBe(2);
  });

  it("builds no title on a note about the listing itself ('this listing is UK 8')", async () => {
    const res = await builtinEngine.productOptimization({
      productName: "Men's Floater Sandals, Velcro Strap, Black, UK 8",
      description:
        "Men's floater sandals with adjustable velcro straps and a cushioned EVA footbed. Anti-skid rubber sole, water friendly. Sizes UK 6 to 11; this listing is UK 8, black.",
      brand: 'Zenvo',
      platform: 'meesho',
    });
    for (const t of res.titleSuggestions) expect(t).not.toMatch(/this listing/i);
  });
});

describe('the short description', () => {
  it("is the brand and the seller's sentence when that sentence states every fact, not a label with one", async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Classic Bengali Films DVD Box Set',
      description:
        'Set of 4 DVDs of classic Bengali films with English subtitles. Region free. Comes in a hard slipcase.',
      category: 'Movies',
      brand: 'Zenvo Video',
      platform: 'amazon',
    });
    expect(res.shortDescription).toBe(
      'Zenvo Video: Set of 4 DVDs of classic Bengali films with English subtitles.',
    );
  });

  it('ends after a whole clause when it is too long, never inside one', async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'பொன்னியின் செல்வன் - கல்கி, 5 பாகங்கள் முழு தொகுப்பு, தமிழ், பேப்பர்பேக்',
      description:
        'கல்கி கிருஷ்ணமூர்த்தி எழுதிய பொன்னியின் செல்வன் நாவலின் ஐந்து பாகங்களும் ஒரே தொகுப்பில். மொத்த எடை 2.8 கிலோ.',
      category: 'Books',
      brand: 'Thamizh Pathippagam',
      platform: 'amazon',
      language: 'ta',
    });
    expect(res.shortDescription.length).toBeLessThanOrEqual(200);
    expect(res.shortDescription).toMatch(/(?:பேப்பர்பேக்|தொகுப்பில்)\.$/);
  });
});

describe('backend search terms', () => {
  it("are Amazon.in's for an answer about every marketplace, the same words its Amazon tip quotes", async () => {
    const res = await builtinEngine.productOptimization({
      productName: 'Steel Water Bottle 1 Litre',
      description: 'Double wall vacuum insulated flask, keeps water cold for 24 hours. Leak-proof lid.',
      brand: 'Zenvo',
      platform: 'all',
    });
    expect(res.searchTerms).not.toBe('');
    const amazonTips = res.platformSpecificTips.find((p) => p.platform === 'amazon')?.tips.join('\n') ?? '';
    expect(amazonTips).toContain(`"${res.searchTerms}"`);
  });
});
