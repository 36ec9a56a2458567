import { describe, expect, it } from 'vitest';
import type { ProductOptimizationRequestInput } from '../contracts/ai';
import { optimizationAnswer as answer, optimizationRequest as req } from '../test/guard-inputs';
import { extractFacts } from '../listing-facts/extract';
import { checkListing } from './check-listing';
import { guardOptimization } from './guard-optimization';

const rules = (g: { check: { findings: { rule: string }[] } }) => g.check.findings.map((f) => f.rule);

describe("the seller's own words are not taken for inventions", () => {
  it("keeps a sentence whose quantity the seller wrote about something else ('charges in 8 hours')", () => {
    const racket = req({
      productName: 'Rechargeable Mosquito Racket with UV Lamp',
      description:
        '1200 mAh battery charges in 8 hours through the included USB cable and lasts up to 10 days.',
      category: 'Electronics',
    });
    const sentence =
      '1200 mAh battery charges in 8 hours through the included USB cable and lasts up to 10 days.';
    const g = guardOptimization(racket, answer({ optimizedDescription: sentence }));
    expect(g.result.optimizedDescription).toBe(sentence);
    expect(rules(g)).not.toContain('fact.quantity');
  });

  it("keeps the seller's count of another item in the box ('includes a pair of slider pucks')", () => {
    const guard = req({
      productName: 'Crash Guard for Royal Enfield Classic 350',
      description: 'Mild steel crash guard. Includes a pair of slider pucks.',
      category: 'Automotive',
    });
    const g = guardOptimization(
      guard,
      answer({
        optimizedDescription: 'Includes a pair of slider pucks.',
        titleSuggestions: ['Crash Guard - A Pair'],
      }),
    );
    expect(g.result.optimizedDescription).toBe('Includes a pair of slider pucks.');
    expect(g.result.titleSuggestions.join('')).not.toMatch(/a pair/i);
  });

  it('still removes that quantity where it becomes a fact of the product', () => {
    const racket = req({
      productName: 'Mosquito Racket',
      description: '1200 mAh battery charges in 8 hours and lasts up to 10 days.',
      category: 'Electronics',
    });
    const g = guardOptimization(
      racket,
      answer({ optimizedDescription: 'A racket with 8 hours of battery life.' }),
    );
    expect(g.result.optimizedDescription).not.toContain('8 hours');
    expect(rules(g)).toContain('fact.quantity');
  });

  it("keeps a certified fibre composition and the certified 'organic' the seller names", () => {
    const swaddle = req({
      productName: 'Organic Cotton Muslin Swaddle Wraps Pack of 3',
      description: 'Made of 100% GOTS-certified organic cotton with a double-layer weave.',
      category: 'Baby Products',
    });
    const g = guardOptimization(
      swaddle,
      answer({
        titleSuggestions: ['Organic Cotton Muslin Swaddle Wraps, Pack of 3'],
        optimizedDescription: 'Made of 100% GOTS-certified organic cotton with a double-layer weave.',
      }),
    );
    expect(g.result.optimizedDescription).toBe(
      'Made of GOTS-certified organic cotton with a double-layer weave.',
    );
    expect(g.result.titleSuggestions).toEqual(['Organic Cotton Muslin Swaddle Wraps, Pack of 3']);
    expect(rules(g)).not.toContain('claim.hundred-percent');
    expect(rules(g)).not.toContain('claim.organic');
  });

  it("keeps a material composition ('100% brass') as the fact it is", () => {
    const diya = req({
      productName: 'Akhand Diya for Pooja',
      description: 'Made of 100% brass, hand polished. Height 12 cm.',
      category: 'Decor',
    });
    const g = guardOptimization(
      diya,
      answer({
        titleSuggestions: ['Akhand Diya for Pooja - 100% Brass, 12 cm'],
        optimizedDescription: 'Made of 100% brass, hand polished. Height 12 cm.',
      }),
    );
    expect(rules(g)).not.toContain('claim.hundred-percent');
    expect(g.result.titleSuggestions).toEqual(['Akhand Diya for Pooja - 100% Brass, 12 cm']);
    const flask = guardOptimization(
      req({
        productName: 'Steel Water Bottle 1 Litre',
        description: 'Made of 100% food grade stainless steel.',
      }),
      answer({ optimizedDescription: 'Made of 100% food grade stainless steel.' }),
    );
    expect(rules(flask)).not.toContain('claim.hundred-percent');
  });

  it("still flags 'organic' without a named certificate, and a '100%' that is no composition", () => {
    const oil = req({
      productName: 'Organic Baby Massage Oil',
      description: '100% safe for cotton clothes, no stains.',
      category: 'Baby Products',
    });
    const g = guardOptimization(
      oil,
      answer({
        titleSuggestions: ['Organic Baby Massage Oil'],
        optimizedDescription: '100% safe for cotton clothes.',
      }),
    );
    expect(rules(g)).toContain('claim.organic');
    expect(rules(g)).toContain('claim.hundred-percent');
  });

  it("reads 'Size 11.5 x 9.5 cm' as a measure, not as size 11, and 'Hindi Medium' as no size", () => {
    const wallet = extractFacts({
      productName: 'Leather Bifold Wallet',
      description: 'Size 11.5 x 9.5 cm, weight 85 g.',
      category: 'Bags & Wallets',
    });
    expect(wallet.sizes).toEqual([]);
    const book = extractFacts({
      productName: 'UPSC Prelims Previous Year Papers (Hindi Medium)',
      description: 'Solved papers 2013 to 2025.',
      category: 'Books',
    });
    expect(book.sizes).toEqual([]);
  });
});

describe('honest facts are not flagged', () => {
  const kurti = req({
    productName: "Women's Straight Kurti",
    description: 'Fabric: 100% cotton. Straight fit with block print.',
    category: 'Fashion',
    brand: 'Jaipur Threads',
  });

  it("keeps a fibre composition ('100% cotton') in titles and states the fibre in the description", () => {
    const g = guardOptimization(
      kurti,
      answer({
        titleSuggestions: ["Jaipur Threads Women's Straight Kurti - 100% Cotton, Block Print"],
        optimizedDescription: 'Fabric: 100% cotton. Straight fit with block print.',
        shortDescription: "Women's straight kurti in cotton.",
      }),
    );
    expect(g.result.titleSuggestions).toEqual([
      "Jaipur Threads Women's Straight Kurti - 100% Cotton, Block Print",
    ]);
    expect(g.result.optimizedDescription).toBe('Fabric: cotton. Straight fit with block print.');
    expect(rules(g)).toEqual([]);
  });

  it("a model's plain 'Cotton' is supported by the seller's '100% cotton'", () => {
    const g = guardOptimization(kurti, answer({ titleSuggestions: ["Women's Straight Kurti, Cotton"] }));
    expect(g.result.titleSuggestions[0]).toContain('Cotton');
    expect(rules(g)).not.toContain('fact.term');
  });

  it("takes 'for Men' in a title as the seller's 'Men Leather Wallet'", () => {
    const wallet = req({ productName: 'Men Leather Wallet', description: 'Bi-fold, 8 card slots.' });
    const g = guardOptimization(wallet, answer({ titleSuggestions: ['Leather Wallet - Bi-fold, for Men'] }));
    expect(g.result.titleSuggestions).toEqual(['Leather Wallet - Bi-fold, for Men']);
    expect(rules(g)).not.toContain('fact.modifier');
  });

  it('flags nothing in a clean listing with an ISBN, a model number and a fibre composition', () => {
    const book = checkListing({
      platform: 'amazon',
      category: 'Books',
      title: 'Wings of Fire: An Autobiography (Paperback, English)',
      bullets: ['ISBN-10: 8173711461', 'ISBN-13: 978-8173711466', '196 pages'],
    });
    expect(book.findings).toEqual([]);
    const kurtiListing = checkListing({
      platform: 'amazon',
      category: 'Fashion',
      title: "Women's Straight Kurti, Blue",
      bullets: ['Fabric: 100% cotton', 'Model No. 9876543210, straight fit', 'Machine wash'],
      description: 'A straight kurti in blue. Fabric: 100% cotton.',
    });
    expect(kurtiListing.findings).toEqual([]);
  });

  it('still flags a real phone number beside those identifiers', () => {
    const c = checkListing({
      platform: 'amazon',
      title: 'Kurti',
      bullets: ['Call 9876543210 for bulk orders'],
    });
    expect(c.findings.map((f) => f.rule)).toEqual(['contact.phone']);
  });

  it("does not flag 'fresh' on produce, but still on processed food", () => {
    const tomato = checkListing({
      platform: 'blinkit',
      category: 'Food & Beverages',
      title: 'Fresh Tomatoes 1 kg',
      description: 'Fresh red tomatoes, sorted and packed daily.',
    });
    expect(tomato.findings.map((f) => f.rule)).not.toContain('claim.fssai-words');
    const atta = checkListing({
      platform: 'blinkit',
      category: 'Food & Beverages',
      title: 'Fresh Chakki Atta 5 kg',
    });
    expect(atta.findings.map((f) => f.rule)).toContain('claim.fssai-words');
  });

  it("keeps 'BIS Hallmarked' when the seller says so", () => {
    const chain = req({
      productName: '22K Gold Chain, 10 g, BIS Hallmarked',
      description: '22 karat gold rope chain, BIS hallmarked with HUID.',
      category: 'Jewelry',
    });
    const g = guardOptimization(
      chain,
      answer({ titleSuggestions: ['22K Gold Chain, 10 g, BIS Hallmarked'] }),
    );
    expect(g.result.titleSuggestions[0]).toBe('22K Gold Chain, 10 g, BIS Hallmarked');
    expect(rules(g)).toEqual([]);
  });

  it("takes a part's colour or material out of a title, and keeps it where the seller's name says it", () => {
    const starter = req({
      productName: 'Car Jump Starter 12000 mAh',
      description: 'Portable jump starter with red and black clamps, hung on a bamboo hook.',
      category: 'Automotive',
    });
    const g = guardOptimization(
      starter,
      answer({
        titleSuggestions: ['Car Jump Starter 12000 mAh, Red and Black', 'Car Jump Starter 12000 mAh'],
        bulletPoints: ['Red and black clamps'],
      }),
    );
    expect(g.result.titleSuggestions).toEqual(['Car Jump Starter 12000 mAh']);
    expect(g.result.bulletPoints).toEqual(['Red and black clamps']);
    expect(g.check.findings.find((f) => f.rule === 'fact.part')?.message).toMatch(
      /a part's colour, not the product's/,
    );
    // Said of its part in the title too, it stays.
    const withPart = guardOptimization(
      starter,
      answer({ titleSuggestions: ['Car Jump Starter 12000 mAh with Red and Black Clamps'] }),
    );
    expect(withPart.result.titleSuggestions).toEqual([
      'Car Jump Starter 12000 mAh with Red and Black Clamps',
    ]);
    // Named with its part as the seller named it ('… a 100% polycarbonate shell'), without 'with', it stays too.
    const trolley = guardOptimization(
      req({
        productName: 'Cabin Trolley Bag 55 cm',
        description: 'Hard-shell cabin trolley with a 100% polycarbonate shell and 4 spinner wheels.',
        category: 'Bags & Wallets',
      }),
      answer({
        titleSuggestions: [
          'Cabin Trolley Bag 55 cm - 100% Polycarbonate Shell',
          'Polycarbonate Cabin Trolley Bag 55 cm',
        ],
      }),
    );
    expect(trolley.result.titleSuggestions).toEqual([
      'Cabin Trolley Bag 55 cm - 100% Polycarbonate Shell',
      'Cabin Trolley Bag 55 cm',
    ]);
    const bottle = req({
      productName: 'Steel Water Bottle with Bamboo Lid',
      description: 'Steel bottle, 1 litre.',
    });
    const named = guardOptimization(
      bottle,
      answer({ titleSuggestions: ['Steel Water Bottle with Bamboo Lid, 1 Litre'] }),
    );
    expect(named.result.titleSuggestions).toEqual(['Steel Water Bottle with Bamboo Lid, 1 Litre']);
  });

  it("keeps a bullet that explains the seller's 'BIS hallmarked' as the BIS hallmarking scheme", () => {
    const rings = req({
      productName: '925 Sterling Silver Toe Rings, One Pair',
      description: 'BIS hallmarked 925 sterling silver bichiya, one pair, adjustable.',
      category: 'Jewelry',
    });
    const bullet =
      'Material: 925 sterling silver (purity tested and marked under the BIS hallmarking scheme)';
    const g = guardOptimization(rings, answer({ bulletPoints: [bullet] }));
    expect(g.result.bulletPoints).toEqual([bullet]);
    expect(rules(g)).toEqual([]);
  });

  it("keeps 'permanent' where it names the kind of product ('permanent cream hair colour')", () => {
    const colour = checkListing({
      platform: 'nykaa',
      category: 'Beauty',
      title: 'Ammonia Free Permanent Cream Hair Colour, Natural Black 1',
    });
    expect(colour.findings.map((f) => f.rule)).not.toContain('claim.permanent');
  });
});

describe('benefit-style claims are caught in every field', () => {
  const cases: [string, string, ProductOptimizationRequestInput['category'], string][] = [
    ['Carrot Juice 1 L', 'Improves eyesight and boosts immunity.', 'Food & Beverages', 'claim.body-benefit'],
    [
      'Kids Health Drink Powder 500 g',
      'Makes baby bones strong, increases height.',
      'Baby Products',
      'claim.body-benefit',
    ],
    ['Herbal Face Cream 50 g', 'Gives fair skin in 7 days with no side effects.', 'Beauty', 'claim.fairness'],
    ['Steel Water Bottle 1 L', 'Chemical free and safe for kids.', 'Home & Kitchen', 'claim.chemical-free'],
    ['Wooden Puzzle Toy', 'Completely safe for kids.', 'Toys', 'claim.safety'],
    ['Knee Support Brace', 'Medical grade compression, doctor recommended.', 'Sports', 'claim.medical-grade'],
    ['Vitamin C Face Serum 30 ml', 'Best serum in India for glowing skin.', 'Beauty', 'claim.superlative'],
    ['Shilajit Resin 20 g', 'Stamina double, testosterone booster.', 'Health', 'claim.body-benefit'],
    ['Onion Hair Oil 200 ml', 'Hair fall jad se khatam.', 'Beauty', 'claim.body-benefit'],
    ['Niacinamide Serum 30 ml', 'Visible results in 14 days.', 'Beauty', 'claim.body-benefit'],
    ['Puppy Chew Toy', 'Puppy-safe rubber.', 'Pet Supplies', 'claim.safety'],
    ['Slimming Belt', 'Burn belly fat and get six pack abs.', 'Sports', 'claim.health'],
    ['Moringa Capsules, 60 Capsules', 'Sugar ka pakka ilaaj.', 'Health', 'claim.cure'],
    ['Fish Oil Capsules, 60 Capsules', 'USFDA approved formula.', 'Health', 'claim.endorsement'],
    ['Herbal Hair Colour 100 g', 'Safe for pregnant women.', 'Beauty', 'claim.safety'],
  ];
  for (const [productName, claim, category, rule] of cases)
    it(`${rule}: '${claim}' leaves titles, descriptions and keywords`, () => {
      const r = req({ productName, description: `${claim} Easy to use.`, category });
      const g = guardOptimization(
        r,
        answer({
          titleSuggestions: [`${productName} - ${claim.replace(/\.$/, '')}`],
          optimizedDescription: `${claim} Easy to use.`,
          shortDescription: claim,
          keywords: [`${productName.toLowerCase()} ${claim.toLowerCase().replace(/\.$/, '')}`],
        }),
      );
      expect(rules(g)).toContain(rule);
      const out = [
        ...g.result.titleSuggestions,
        g.result.optimizedDescription,
        g.result.shortDescription,
        ...g.result.keywords,
      ].join('\n');
      expect(out).not.toMatch(
        /eyesight|bones strong|height|fair skin|side effects|chemical free|safe for kids|medical grade|doctor recommended|best serum|stamina|testosterone|jad se|in 14 days|puppy-safe|belly fat|six pack|ilaaj|fda approved|pregnant/i,
      );
      expect(g.check.findings.find((f) => f.rule === rule)?.source).toMatch(/as of November 2026/);
    });

  /** The guard over an answer whose description is the seller's own text. */
  const guarded = (
    productName: string,
    description: string,
    category?: ProductOptimizationRequestInput['category'],
  ) =>
    guardOptimization(
      req({ productName, description, ...(category ? { category } : {}) }),
      answer({ optimizedDescription: description }),
    );

  it("removes a calorie figure and a luck or prosperity promise, in English and Marathi, and keeps the seller's '230 V.'", () => {
    const rope = guarded(
      'Skipping Rope, Adjustable 3 m',
      'Length adjusts up to 3 m. Burns 1000 calories in 10 minutes.',
      'Sports',
    );
    expect(rope.result.optimizedDescription).toBe('Length adjusts up to 3 m.');
    expect(rules(rope)).toContain('claim.health');
    const mala = guarded(
      '5 Mukhi Rudraksha Mala',
      'पंचमुखी रुद्राक्ष माळ, 108+1 मणी. लॅब प्रमाणित, आरोग्य आणि समृद्धी देते.',
      'Jewelry',
    );
    expect(mala.result.optimizedDescription).not.toMatch(/समृद्धी/);
    expect(mala.result.optimizedDescription).toContain('लॅब प्रमाणित');
    const charm = guarded(
      'Laughing Buddha Idol',
      'Resin idol, 6 inch. Brings good luck and wealth.',
      'Decor',
    );
    expect(charm.result.optimizedDescription).toBe('Resin idol, 6 inch.');
    expect(charm.check.findings.find((f) => f.rule === 'claim.blessing')?.source).toMatch(
      /Magic Remedies.*as of November 2026/,
    );
    expect(
      guarded('Coriander Powder 200 g', 'धनिया पाउडर स्वाद देता है.', 'Food & Beverages').result
        .optimizedDescription,
    ).toContain('धनिया');
    const nebulizer = guarded(
      'Compressor Nebulizer',
      'Particle size under 5 micron, 230 V. Cures asthma and cough.',
      'Health',
    );
    expect(nebulizer.result.optimizedDescription).toBe('Particle size under 5 micron, 230 V.');
  });

  it("removes promises that it never fails and unprovable performance figures, and keeps the seller's warranty", () => {
    const counter = guarded(
      'Note Counting Machine',
      'Counts 1000 notes per minute. 1 year warranty. Never makes a mistake.',
    );
    expect(counter.result.optimizedDescription).toBe('Counts 1000 notes per minute. 1 year warranty.');
    expect(rules(counter)).toContain('claim.never-fails');
    const pad = guarded(
      'Laptop Cooling Pad',
      '5 fans, USB powered. Reduces laptop temperature by 20 degrees and doubles laptop speed.',
    );
    expect(pad.result.optimizedDescription).toBe('5 fans, USB powered.');
    const manure = guarded(
      'Vermicompost Organic Manure 5 kg',
      'Sieved, moisture below 20%. Mix 1 part with 3 parts soil. Doubles flower and vegetable yield. Increases harvest by 40%. Gives 3x faster growth.',
      'Garden',
    );
    expect(manure.result.optimizedDescription).toBe(
      'Sieved, moisture below 20%. Mix 1 part with 3 parts soil.',
    );
    const chips = guarded(
      'Kerala Banana Chips 400 g',
      'Nendran banana chips fried in coconut oil. Cholesterol free and gives instant energy.',
      'Food & Beverages',
    );
    expect(chips.result.optimizedDescription).toBe('Nendran banana chips fried in coconut oil.');
    expect(guarded('Screen Guard', '9H hardness. Unbreakable.').result.optimizedDescription).toBe(
      '9H hardness.',
    );
    expect(
      guarded('Cotton Kurta', 'Pure cotton, colour never fades.').result.optimizedDescription,
    ).not.toMatch(/never fades/);
    expect(guarded('Steel Bottle', 'Rust-proof steel, 1 litre.').check.findings).toEqual([]);
  });

  it("never promotes a seller's claim into a title: a smartwatch's blood-pressure claim is not a fact", () => {
    const facts = extractFacts({
      productName: 'Smartwatch 1.96 inch AMOLED',
      description: 'Monitors blood pressure and detects diseases early. SpO2 and heart rate.',
      category: 'Electronics',
    });
    expect(facts.terms.map((t) => t.canonical)).not.toContain('blood pressure');
    expect(facts.terms.map((t) => t.canonical)).toContain('spo2');
  });

  it('lets a licensed medical device state what it measures', () => {
    const c = checkListing({
      platform: 'amazon',
      category: 'Electronics',
      title: 'Smartwatch with Blood Pressure Monitoring, CDSCO medical device licence',
    });
    expect(c.findings.map((f) => f.rule)).not.toContain('claim.device-health');
  });
});
