import { describe, expect, it } from 'vitest';
import { builtinEngine } from './index';

/**
 * Keywords and advice stay on the seller's product: a certification mark is a fact, not a word of the product
 * phrase; solid silver gets no price searches it can never meet; a cabin bag no check-in sizes; only what is
 * sold by the amount in it is compared per kg or litre.
 */
const keywordAnswer = (keyword: string, platform: 'amazon' | 'flipkart' = 'amazon') =>
  builtinEngine.keywordResearch({ keyword, platform, language: 'en' });
const everything = (a: Awaited<ReturnType<typeof keywordAnswer>>) =>
  [...a.relatedKeywords, ...a.longTailKeywords, ...a.suggestions].join('\n');

describe('keywords and advice on the same product', () => {
  it("leaves a certification mark out of the product phrase ('mixer grinder isi marked for chutney')", async () => {
    for (const seed of ['750 W mixer grinder ISI marked', 'BIS certified led bulb 9w', 'ISI marked helmet']) {
      const a = await keywordAnswer(seed);
      const keywords = [...a.relatedKeywords, ...a.longTailKeywords];
      expect(keywords.length, seed).toBeGreaterThan(5);
      for (const k of keywords) expect(k, seed).not.toMatch(/\b(?:isi|bis|marked|certified)\b/);
    }
    const research = await builtinEngine.productResearch({
      productName: '750 W mixer grinder 3 jars ISI marked',
      platform: 'amazon',
      priceRange: '2,500 - 5,000',
    });
    expect(research.recommendations[0]).toMatch(/^Lead the title with 'mixer grinder'/);
  });

  it('offers solid silver no price search under ₹500, plated silver keeps them', async () => {
    const sterling = everything(await keywordAnswer('925 sterling silver ring', 'flipkart'));
    expect(sterling).not.toMatch(/under (?:[1-4]\d\d)\b/);
    expect(sterling).toMatch(/under \d{3,}/);
    expect(everything(await keywordAnswer('silver plated ring', 'flipkart'))).toMatch(/under [1-4]\d\d\b/);
  });

  it('gives a cabin bag no check-in size, no set of three and no check-in keyword', async () => {
    const cabin = everything(await keywordAnswer('55 cm cabin trolley bag'));
    expect(cabin).not.toMatch(/check in|set of 3|65 cm|75 cm/);
    expect(everything(await keywordAnswer('trolley bag'))).toMatch(/55 cm, 65 cm, 75 cm/);
  });

  it('compares price per kg or litre for what is sold by the amount in it, not for what holds litres', async () => {
    // Outside the seller's range the searched price points go, and the per-pack comparison would take their place.
    const research = (productName: string, priceRange: '10,000 - 25,000' | 'Under 500') =>
      builtinEngine
        .productResearch({ productName, platform: 'amazon', priceRange })
        .then((r) => r.pricingInsights);
    expect(await research('basmati rice', '10,000 - 25,000')).toMatch(/price per kg or litre/);
    expect(await research('pressure cooker', '10,000 - 25,000')).not.toMatch(/per kg or litre/);
    expect(await research('water bottle', '10,000 - 25,000')).not.toMatch(/per kg or litre/);
    expect(await research('air cooler', 'Under 500')).not.toMatch(/per kg or litre/);
  });

  it("writes Intel's processor family as Intel does in titles ('Core i5', never 'I5')", async () => {
    const laptop = await builtinEngine.productOptimization({
      productName: 'Dell Latitude 7490 Laptop Core i5 8th Gen 16GB 256GB SSD',
      description: '14 inch full HD laptop with an Intel Core i5-8350U, backlit keyboard.',
      category: 'Laptops',
      platform: 'amazon',
    });
    expect(laptop.titleSuggestions.join('\n')).toMatch(/\bi5\b/);
    expect(laptop.titleSuggestions.join('\n')).not.toMatch(/\bI5\b/);
  });

  it("leaves a size and the word that labels it out of the product phrase ('size hand stitched pu football')", async () => {
    const research = await builtinEngine.productResearch({
      productName: 'Size 5 Hand-Stitched PU Football',
      platform: 'amazon',
    });
    expect(research.recommendations[0]).toMatch(/^Lead the title with 'hand stitched pu football'/);
    expect(`${research.marketAnalysis}${research.recommendations.join(' ')}`).not.toMatch(/\bsize hand\b/);
  });

  it("keeps the number of a class with it, after the subject too ('mathematics class 10')", async () => {
    const a = await keywordAnswer('RD Sharma Mathematics Class 10');
    expect(a.longTailKeywords).toContain('rd sharma mathematics class 10 for cbse');
    for (const k of a.longTailKeywords) expect(k).not.toMatch(/\bclass(?! \d)/);
  });

  it('lists a phone named by its model as that phone, not as an accessory for it', async () => {
    const phone = await builtinEngine.productOptimization({
      productName: 'Samsung Galaxy M15 5G (6GB RAM, 128GB Storage), Blue Topaz',
      description:
        '6GB RAM + 128GB storage, 6000 mAh battery, 6.5 inch Super AMOLED display. 1 year warranty.',
      category: 'Mobile Phones',
      platform: 'amazon',
    });
    for (const t of phone.titleSuggestions) expect(t).toMatch(/^Samsung Galaxy M15 5G/);
    expect(phone.titleSuggestions.join('\n')).not.toMatch(/\bfor samsung/i);
    expect(phone.facts?.map((f) => f.label)).not.toContain('Compatible models');
    expect(phone.facts).toContainEqual({ label: 'Product type', value: 'Smartphone' });
  });

  it("labels a book's approximate page count 'Pages', and puts no 'approx' in its keywords", async () => {
    const book = await builtinEngine.productOptimization({
      productName: 'Mathematics for Class 10 by R.D. Sharma',
      description:
        'Class 10 maths book as per the CBSE syllabus. Paperback, English medium, approx 1200 pages.',
      category: 'Books',
      platform: 'amazon',
    });
    expect(book.facts).toContainEqual({ label: 'Pages', value: '1200' });
    expect(book.facts?.every((f) => f.label.trim() !== '')).toBe(true);
    expect(book.shortDescription).not.toMatch(/ \./);
    expect(book.optimizedDescription).not.toContain('****');
    expect([...book.keywords, book.searchTerms].join(' ')).not.toMatch(/\bapprox/);
  });

  it("keeps a brand's doubled word whole and puts no 'FSSAI' in a food title", async () => {
    const watch = await builtinEngine.productOptimization({
      productName: 'Tik Tik Kids Digital Sports Watch',
      description: 'Digital sports watch for kids with backlight and alarm, 5 ATM water resistant.',
      brand: 'Tik Tik Kids',
      category: 'Watches',
      platform: 'amazon',
    });
    for (const t of watch.titleSuggestions) expect(t).toMatch(/^Tik Tik Kids /);
    const masala = await builtinEngine.productOptimization({
      productName: 'Kanda Lasun Masala 200 g',
      description:
        'Made with onion, garlic and red chilli. FSSAI Lic. No. 11522998000123. Best before 6 months.',
      category: 'Food & Beverages',
      platform: 'amazon',
    });
    expect(masala.titleSuggestions.join('\n')).not.toMatch(/fssai/i);
  });

  it('asks a medical device for its CDSCO licence, never a food licence, and no skin type on Nykaa', async () => {
    const research = await builtinEngine.productResearch({
      productName: 'Fingertip Pulse Oximeter',
      platform: 'amazon',
      category: 'Health',
    });
    const text = JSON.stringify(research);
    expect(text).toContain('CDSCO medical device licence number');
    expect(text).not.toMatch(/FSSAI/);
    const nykaa = await builtinEngine.keywordResearch({
      keyword: 'pulse oximeter',
      platform: 'nykaa',
      language: 'en',
    });
    expect(nykaa.platformInsights.flatMap((p) => p.insights).join(' ')).not.toMatch(/skin|ingredient/i);
  });

  it("offers a refurbished product no 'new' keyword, though the seller wrote 'like new'", async () => {
    const laptop = await builtinEngine.productOptimization({
      productName: 'Refurbished Dell Laptop i5 16GB 256GB SSD',
      description:
        'Refurbished laptop in excellent condition, looks like new. 14 inch full HD. 6 months warranty.',
      category: 'Laptops',
      platform: 'amazon',
    });
    for (const k of laptop.keywords) expect(k).not.toMatch(/\bnew\b/);
    for (const t of laptop.titleSuggestions) expect(t).toMatch(/refurbished/i);
  });

  it('keeps what a buyer must read in the bullets of an answer in another language: allergens, dates, licence number', async () => {
    const masala = await builtinEngine.productOptimization({
      productName: 'Kolhapuri Kanda Lasun Masala 200 g',
      description:
        'Made in small batches at our Kolhapur unit. Ingredients: red chilli, onion, garlic, dry coconut, sesame, salt. ' +
        'No added colour, no preservatives. Net Wt: 200 g. FSSAI Lic. No. 11522998000123. ' +
        'Best before 6 months from date of packing. Store in a cool and dry place. ' +
        'Allergen info: contains sesame and groundnut.',
      category: 'Food & Beverages',
      platform: 'amazon',
      language: 'mr',
    });
    const bullets = masala.bulletPoints.join('\n');
    expect(bullets).toContain('Allergen info: contains sesame and groundnut');
    expect(bullets).toContain('Best before 6 months');
    expect(bullets).toContain('11522998000123');
  });

  it("writes initialisms in capitals where a sentence starts with the product ('CCTV camera', not 'Cctv camera')", async () => {
    const research = await builtinEngine.productResearch({
      productName: 'wifi cctv camera',
      platform: 'amazon',
    });
    expect(research.marketAnalysis).toContain('CCTV camera as a product is');
    expect(research.marketAnalysis).not.toMatch(/Cctv/);
  });

  it("searches no other count of what the seller counted, no 'solid' for a printed one, and not the seller's own as a variant", async () => {
    const idli = await builtinEngine.productResearch({
      productName: 'Stainless Steel Idli Maker 4 Plates',
      platform: 'amazon',
      category: 'Kitchen Appliances',
    });
    // Other sizes may be offered as variants; no search phrase says two counts at once.
    expect(idli.marketAnalysis).not.toMatch(/\b[1-35-9] plates?\b/);
    expect(idli.marketAnalysis).not.toMatch(/narrow it by[^.]*'4 plate'/);
    const palazzo = await builtinEngine.productResearch({
      productName: "Women's Rayon Printed Palazzo Pants Free Size Pack of 2",
      platform: 'myntra',
      category: 'Fashion',
    });
    expect(JSON.stringify(palazzo)).not.toMatch(/\bsolid\b/);
    expect(palazzo.competitorAnalysis).not.toMatch(/Cover the variants[^.]*pack of 2/);
  });

  it("leaves what follows a removed claim out of titles and bullets ('Best quality product, long lasting')", async () => {
    const maker = await builtinEngine.productOptimization({
      productName: 'Sandwich Maker 750 W',
      description:
        '750 watt grill sandwich maker, cool touch handle. 1 year warranty. Best quality product, long lasting.',
      category: 'Kitchen Appliances',
      platform: 'amazon',
    });
    // The description is the guard's to clean (claim-leftovers.test.ts in the listing guard).
    expect([...maker.titleSuggestions, ...maker.bulletPoints].join('\n')).not.toMatch(/long lasting/i);
  });

  it("lists the seller's other sentences in the description while it has room, a warranty at the end too", async () => {
    const inflator = await builtinEngine.productOptimization({
      productName: 'Digital Tyre Inflator 12V 150 PSI',
      description:
        '12V DC car tyre inflator with digital display. Max 150 PSI. Plugs into the car socket, 3 m power cord. ' +
        'Built-in LED torch. In box: inflator, 3 nozzle adaptors, carry pouch. Battery clip not included. ' +
        'Do not run continuously for more than 10 minutes. 6 month replacement warranty.',
      category: 'Automotive',
      platform: 'amazon',
    });
    expect(inflator.optimizedDescription).toContain('Do not run continuously for more than 10 minutes.');
    expect(inflator.optimizedDescription).toContain('6 month replacement warranty.');
  });

  it('gives thermal paper no winter, a cotton nighty its summer and clogs their monsoon, and drops a UK size from the phrase', async () => {
    const seasons = async (productName: string) =>
      (await builtinEngine.productResearch({ productName, platform: 'amazon' })).demandTrends;
    expect(await seasons('79mm thermal paper roll pack of 10')).not.toMatch(/Winter/);
    expect(await seasons('thermal wear for men')).toMatch(/Winter/);
    expect(await seasons('Women Cotton Nighty Free Size')).toMatch(/Summer/);
    const clogs = await seasons('Men EVA Clogs UK 8');
    expect(clogs).toMatch(/Monsoon/);
    expect(clogs).not.toMatch(/clogs uk\b/);
  });

  it("keeps the feature the seller's phrase names in some of its keywords ('extension board with usb')", async () => {
    const board = await keywordAnswer('extension board with usb');
    const withUsb = [...board.relatedKeywords, ...board.longTailKeywords].filter((k) =>
      /\bwith usb\b/.test(k),
    );
    expect(withUsb.length).toBeGreaterThanOrEqual(2);
  });

  it("drops a counted part with its number from the product phrase ('socket spike guard' of '4+1 Socket Spike Guard')", async () => {
    const research = (productName: string) =>
      builtinEngine.productResearch({ productName, platform: 'amazon' });
    expect((await research('4+1 Socket Spike Guard with USB')).recommendations[0]).toMatch(
      /^Lead the title with 'spike guard'/,
    );
    expect((await research('2 burner gas stove')).recommendations[0]).toMatch(
      /^Lead the title with 'gas stove'/,
    );
    expect((await research('class 10 science book')).recommendations[0]).toMatch(/'class 10 science book'/);
  });

  it('names no one colour in the title of a pack of pieces in different colours', async () => {
    const palazzo = await builtinEngine.productOptimization({
      productName: "Women's Rayon Printed Palazzo Pants, Free Size, Pack of 2",
      description:
        'Printed palazzo pants with elastic waist. Pack of 2 (colours: navy blue floral + mustard yellow leaf print).',
      category: 'Fashion',
      platform: 'amazon',
    });
    expect(palazzo.titleSuggestions.join('\n')).not.toMatch(/navy|mustard|yellow/i);
    const single = await builtinEngine.productOptimization({
      productName: "Women's Rayon Palazzo Pants, Free Size",
      description: 'Palazzo pants with elastic waist. Colour: navy blue.',
      category: 'Fashion',
      platform: 'amazon',
    });
    expect(single.titleSuggestions.join('\n')).toMatch(/navy blue/i);
  });

  it("reads a name led by 'Women' or 'Men' as who it is for, and 'free size' as no word of the product phrase", async () => {
    const nighty = await builtinEngine.productResearch({
      productName: 'Women Cotton Printed Nighty Free Size XL',
      platform: 'amazon',
    });
    expect(nighty.recommendations[0]).toMatch(/^Lead the title with 'cotton printed nighty'/);
    expect(nighty.marketAnalysis).not.toMatch(/nighty free size|women cotton printed nighty/);
  });

  it("names no second festival in a phrase about one (no 'diwali led lights for christmas')", async () => {
    const diwali = everything(await keywordAnswer('diwali led lights'));
    expect(diwali).not.toMatch(/christmas|holi|\beid\b/);
    expect(everything(await keywordAnswer('fairy lights'))).toMatch(/for christmas/);
  });
});
