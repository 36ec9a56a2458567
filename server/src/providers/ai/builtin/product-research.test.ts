import { describe, expect, it } from 'vitest';
import { productResearchResponseSchema } from '@common/contracts/ai';
import { priceRangeOptions, type Category, type PriceRange } from '@common/constants/options';
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

  it('prices solid gold and silver by weight × the day\'s rate, never from a fashion band or an "under" point', async () => {
    const chain = await builtinEngine.productResearch({
      productName: '22K gold chain 10 g BIS hallmarked',
      platform: 'all',
      priceRange: 'Above 50,000',
    });
    expect(chain.pricingInsights).toContain(
      "10 g × the day's 22K gold rate per gram, plus making charges and GST",
    );
    expect(chain.pricingInsights).toContain('Your range (above ₹50,000): check it against 10 g');
    expect(chain.pricingInsights).not.toMatch(/Budget|Mid-market|under \d|per kg or litre/);

    const anklet = await builtinEngine.productResearch({
      productName: '925 sterling silver anklet pair',
      platform: 'meesho',
    });
    expect(anklet.pricingInsights).toContain('Priced by weight (925 sterling silver)');
    expect(anklet.pricingInsights).toContain('Put the weight in grams in the title and the first bullet');
    expect(anklet.pricingInsights).not.toMatch(/Budget|per kg or litre/);

    // Plated, German silver or imitation pieces hold no gold or silver: they keep the category's bands.
    for (const productName of ['gold plated jhumka earrings', 'german silver oxidised anklet']) {
      const plated = await builtinEngine.productResearch({ productName, platform: 'meesho' });
      expect(plated.pricingInsights, productName).toContain('Budget');
      expect(plated.pricingInsights, productName).not.toContain('Priced by weight');
    }
  });

  it("gives advice that fits the product: no value packs of a book, no men buying a women's kurta", async () => {
    const book = await builtinEngine.productResearch({
      productName: 'Wings of Fire by A.P.J. Abdul Kalam',
      platform: 'meesho',
      category: 'Books',
    });
    const bookText = [
      book.marketAnalysis,
      book.competitorAnalysis,
      ...book.recommendations,
      ...book.platformOpportunities.flatMap((p) => p.opportunities),
    ].join('\n');
    expect(bookText).not.toMatch(/value pack|combo|familiar object/);
    expect(bookText).toContain('Show the cover of');
    const kurta = await builtinEngine.productResearch({
      productName: "Women's Rayon Printed Straight Kurta",
      platform: 'myntra',
      category: 'Fashion',
    });
    expect(kurta.marketAnalysis).not.toMatch(/kurta for (?:men|women|boys)/);
    const rice = await builtinEngine.productResearch({
      productName: 'Aged Basmati Rice 5 kg',
      platform: 'amazon',
    });
    expect(rice.marketAnalysis).not.toMatch(/narrow it by[^.]*(?:sona masoori|'basmati')/);
    const casserole = await builtinEngine.productResearch({
      productName: 'Insulated Casserole Set of 3',
      platform: 'amazon',
    });
    const advice = [casserole.competitorAnalysis, ...casserole.recommendations].join('\n');
    expect(advice).not.toMatch(/microwave safe|with lid/);
    expect(kurta.marketAnalysis).not.toMatch(
      /### Searches that name the buyer\n\n|### Searches that name the buyer$/,
    );
    const watch = await builtinEngine.productResearch({
      productName: 'AMOLED Smartwatch',
      platform: 'myntra',
      category: 'Watches',
    });
    expect(watch.platformOpportunities.flatMap((p) => p.opportunities).join('\n')).not.toContain(
      'fabric and fit',
    );
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

describe('fresh produce sold by count', () => {
  it('is advised by its harvest and its count, not by festivals, packs of grams or an ingredients panel', async () => {
    const res = await builtinEngine.productResearch({
      productName: 'Robusta Banana, 1 Dozen',
      platform: 'zepto',
      priceRange: 'Under 500',
    });
    const text = [
      res.marketAnalysis,
      res.competitorAnalysis,
      res.pricingInsights,
      res.demandTrends,
      ...res.recommendations,
    ].join('\n');
    expect(text).not.toMatch(
      /4–6 weeks|ingredients panel|best-before|\b\d+\s*(?:g|kg)\b(?!\s+each)|per kg or litre/,
    );
    expect(text).toMatch(/harvest season/);
    expect(text).toMatch(/cut open/);
  });
});

describe('research advice fits the product the seller named', () => {
  const text = (r: Awaited<ReturnType<typeof builtinEngine.productResearch>>) =>
    [r.marketAnalysis, r.competitorAnalysis, r.demandTrends, r.pricingInsights, ...r.recommendations].join(
      '\n',
    );

  it('offers no other material or sub-type than the one the product name chose', async () => {
    const towel = await builtinEngine.productResearch({
      productName: 'Cotton Bath Towel Set of 2',
      category: 'Home & Kitchen',
      platform: 'flipkart',
    });
    expect(text(towel)).not.toMatch(/'microfibre'|'bamboo'/);
    const helmet = await builtinEngine.productResearch({
      productName: 'ISI Full Face Helmet',
      category: 'Automotive',
      platform: 'amazon',
    });
    expect(text(helmet)).not.toMatch(/half face|open face|flip up/);
  });

  it("asks the questions of the product's own facts: no warranty for a towel, no hallmark for plated jewellery", async () => {
    const towel = await builtinEngine.productResearch({
      productName: 'Cotton Bath Towel Set of 2',
      category: 'Home & Kitchen',
      platform: 'flipkart',
    });
    expect(text(towel)).not.toMatch(/warranty/);
    const mangalsutra = await builtinEngine.productResearch({
      productName: 'American Diamond Mangalsutra Gold Plated',
      category: 'Jewelry',
      platform: 'meesho',
    });
    expect(text(mangalsutra)).not.toMatch(/hallmark|purity/i);
  });

  it('never calls the broad term itself a long-tail phrase', async () => {
    const r = await builtinEngine.productResearch({
      // A product the vocabulary does not know: its own phrase is the broad term.
      productName: 'nalpamaradi thailam face oil',
      category: 'Beauty',
      platform: 'amazon',
    });
    const opportunities = r.platformOpportunities.flatMap((p) => p.opportunities).join('\n');
    expect(opportunities).not.toMatch(/long-tail phrases such as 'nalpamaradi thailam face oil'/);
    expect(opportunities).toMatch(/long-tail phrases longer than 'nalpamaradi thailam face oil'/);
  });

  it('says it has no vocabulary only for a product it does not know', async () => {
    const post = await builtinEngine.productResearch({
      productName: 'Cat Scratching Post with Sisal Rope',
      category: 'Pet Supplies',
      platform: 'amazon',
    });
    expect(text(post)).not.toMatch(/no vocabulary/);
  });
});

describe('research for the marketplace and the place the seller chose', () => {
  const marketplaceNames = /Amazon|Flipkart|Meesho|Myntra|Nykaa|JioMart|Blinkit|Zepto|Swiggy|Zomato|Dunzo/g;
  const named = (text: string) => [...new Set(text.match(marketplaceNames) ?? [])];

  it("gives one marketplace's openings, fees and sales, no other marketplace's", async () => {
    const onMeesho = await builtinEngine.productResearch({
      productName: 'cotton saree',
      category: 'Fashion',
      platform: 'meesho',
      priceRange: '500 - 1,000',
    });
    expect(onMeesho.platformOpportunities.map((p) => p.platform)).toEqual(['meesho']);
    expect(named(onMeesho.pricingInsights)).toEqual(['Meesho']);
    expect(onMeesho.demandTrends).toContain('Navratri, Dussehra and Diwali');
    expect(onMeesho.demandTrends).not.toMatch(/Big Billion|Great Indian|Prime Day/);

    const onFlipkart = await builtinEngine.productResearch({
      productName: 'cotton saree',
      category: 'Fashion',
      platform: 'flipkart',
    });
    expect(onFlipkart.demandTrends).toContain('Big Billion Days');
    expect(onFlipkart.demandTrends).not.toMatch(/Great Indian|Prime Day/);
    const everywhere = await builtinEngine.productResearch({ productName: 'cotton saree', platform: 'all' });
    expect(everywhere.platformOpportunities.length).toBeGreaterThan(1);
  });

  it('names a regional festival with its region, and leaves it out for a place elsewhere', async () => {
    const request = { productName: 'silk saree', category: 'Fashion' as const, platform: 'amazon' as const };
    const anywhere = await builtinEngine.productResearch(request);
    expect(anywhere.demandTrends).toContain('Onam (Kerala)');
    expect(anywhere.demandTrends).toContain('Ganesh Chaturthi (Maharashtra');
    const jaipur = await builtinEngine.productResearch({ ...request, researchLocation: 'Jaipur' });
    expect(jaipur.demandTrends).not.toMatch(/Onam|Ganesh/);
    const kochi = await builtinEngine.productResearch({ ...request, researchLocation: 'Kochi, Kerala' });
    expect(kochi.demandTrends).toContain('Onam (Kerala)');
    expect(kochi.demandTrends).not.toContain('Ganesh');
    const keywords = await builtinEngine.keywordResearch({
      keyword: 'silk saree',
      category: 'Fashion',
      platform: 'nykaa',
      language: 'hi',
    });
    expect(keywords.suggestions.join(' ')).not.toMatch(/बिग बिलियन|ग्रेट इंडियन|प्राइम डे/);
  });
});

describe('research advice that fits what the product is', () => {
  it('offers value packs of things used up, not of a helmet or a dupatta; shows a size only where buyers compare one', async () => {
    const research = (productName: string, category: Category) =>
      builtinEngine.productResearch({ productName, category, platform: 'amazon', priceRange: '500 - 1,000' });
    const helmet = await research('open face helmet', 'Automotive');
    const dupatta = await research('chanderi dupatta', 'Fashion');
    for (const r of [helmet, dupatta]) expect(r.recommendations.join('\n')).not.toMatch(/value pack|combo/);
    const oil = await research('rosehip face oil', 'Beauty');
    expect(oil.recommendations.join('\n')).toMatch(/value pack or combo/);
    const strings = await research('acoustic guitar strings', 'Music');
    expect(strings.competitorAnalysis).not.toMatch(/familiar object|\bits size/);
    expect(strings.competitorAnalysis).toContain('close-ups of their details');
  });
});

describe('the licence a product is sold under', () => {
  it('asks an Ayurvedic oil for its AYUSH licence and a supplement for its FSSAI licence', async () => {
    const research = (productName: string) =>
      builtinEngine.productResearch({ productName, category: 'Health', platform: 'amazon' });
    const oil = await research('ayurvedic joint pain relief oil');
    const advice = [oil.competitorAnalysis, oil.pricingInsights, ...oil.recommendations].join('\n');
    expect(advice).toContain('AYUSH licence');
    expect(advice).not.toContain('FSSAI');
    const whey = await research('whey protein powder');
    expect([whey.competitorAnalysis, whey.pricingInsights, ...whey.recommendations].join('\n')).not.toContain(
      'AYUSH',
    );
  });
});

describe('the seasons of the product, not of its whole category', () => {
  it('lifts a product by the season its words name: winter for a joint-pain oil, the IPL for batting gloves', async () => {
    const trends = async (productName: string, category: Category) =>
      (await builtinEngine.productResearch({ productName, category, platform: 'amazon' })).demandTrends;
    const oil = await trends('joint pain relief oil', 'Health');
    expect(oil).toContain('**Winter** (November–February)');
    expect(oil).not.toContain('Summer');
    expect(await trends('cricket batting gloves', 'Sports')).toContain(
      '**Cricket season (IPL)** (March–May)',
    );
    const shawl = await trends('woollen shawl', 'Fashion');
    expect(shawl).toContain('Winter');
    expect(shawl).not.toMatch(/Onam|Ganesh|Summer/);
    expect(await trends('ragi flour', 'Food & Beverages')).not.toMatch(/Holi|Summer|Onam/);
    expect(await trends('rain umbrella', 'Fashion')).toContain('**Monsoon** (June–September)');
  });

  it('lifts exam books in the exam season, compost while gardens are planted, sarees in Bengal at Durga Puja', async () => {
    const trends = async (productName: string, category: Category, researchLocation?: string) =>
      (await builtinEngine.productResearch({ productName, category, platform: 'flipkart', researchLocation }))
        .demandTrends;
    expect(await trends('UPSC prelims previous year solved papers', 'Books')).toContain(
      '**Exam season** (January–May)',
    );
    expect(await trends('organic vermicompost 5 kg', 'Garden')).toContain('**Monsoon** (June–September)');
    const saree = await trends('handloom tant cotton saree', 'Fashion', 'Kolkata');
    expect(saree).toContain('Durga Puja');
    expect(await trends('handloom tant cotton saree', 'Fashion', 'Jaipur')).not.toContain('Durga Puja');
    expect(await trends('cat food for adult cats', 'Pet Supplies')).not.toContain('Exam season');
  });
});

describe('seasons that fit what the product is for', () => {
  it('lifts an emergency light in summer, a knee cap in winter, and gives a child’s watch no wedding season', async () => {
    const trends = async (productName: string, category: Category) =>
      (await builtinEngine.productResearch({ productName, category, platform: 'amazon' })).demandTrends;
    expect(await trends('Rechargeable Emergency LED Light 20 W', 'Electronics')).toContain(
      '**Summer** (April–June)',
    );
    const knee = await trends('Knee Cap Support Pair', 'Health');
    expect(knee).toContain('**Winter** (November–February)');
    expect(knee).not.toContain('Summer');
    expect(await trends('Kids Digital Sports Watch', 'Watches')).not.toContain('Wedding season');
    expect(await trends('Men Analog Watch', 'Watches')).toContain('Wedding season');
    const chain = await trends('22K Gold Chain 10 g', 'Jewelry');
    expect(chain).toContain('**Akshaya Tritiya** (April–May)');
    expect(chain).toContain('**Dhanteras** (October–November)');
    expect(await trends('Gold Plated Jhumka Earrings', 'Jewelry')).not.toMatch(/Akshaya|Dhanteras/);
  });
});

describe("a marketplace's zero-commission band", () => {
  it('is advised only for a product in the categories it covers and a range that reaches it', async () => {
    const pricing = async (
      productName: string,
      category: Category,
      platform: 'jiomart' | 'amazon',
      priceRange: '500 - 1,000' | 'Under 500' | '1,000 - 2,500',
    ) =>
      (await builtinEngine.productResearch({ productName, category, platform, priceRange })).pricingInsights;
    expect(await pricing('steel casserole', 'Home & Kitchen', 'jiomart', '500 - 1,000')).toContain(
      'JioMart charges no commission',
    );
    expect(await pricing('basmati rice', 'Food & Beverages', 'jiomart', 'Under 500')).not.toContain(
      'charges no commission',
    );
    expect(await pricing('power bank', 'Electronics', 'amazon', '1,000 - 2,500')).not.toContain(
      'charges no referral fee',
    );
  });

  it("is no fee note beside a range above it, and no advice to price above the seller's own range", async () => {
    const research = (
      productName: string,
      category: Category,
      platform: 'all' | 'flipkart',
      priceRange: PriceRange,
    ) => builtinEngine.productResearch({ productName, category, platform, priceRange });
    const watch = await research('automatic skeleton watch', 'Watches', 'all', '10,000 - 25,000');
    const watchText = [
      watch.pricingInsights,
      ...watch.platformOpportunities.flatMap((p) => p.opportunities),
    ].join('\n');
    expect(watchText).not.toMatch(/0% referral fee|zero commission on items|0% commission up to/i);
    expect(watchText).toContain('closing fee');
    const racket = await research('rechargeable mosquito racket', 'Electronics', 'flipkart', 'Under 500');
    expect(racket.pricingInsights).toContain('every price in your range is inside it');
    expect(racket.pricingInsights).not.toContain('just under ₹1,000');
  });

  it("names a product's own season (new-year workouts, Yoga Day), and no value pack of a device sold under Health", async () => {
    const research = async (productName: string, category: Category) => {
      const r = await builtinEngine.productResearch({ productName, category, platform: 'amazon' });
      return [r.marketAnalysis, r.competitorAnalysis, r.pricingInsights, r.demandTrends].join('\n');
    };
    const bands = await research('Resistance Bands Set of 5', 'Sports');
    expect(bands).toContain('New Year fitness');
    const blocks = await research('EVA Yoga Blocks Pair', 'Sports');
    expect(blocks).toContain('International Yoga Day');
    expect(blocks).not.toMatch(/site-wide sales calendar/);
    const nebulizer = await research('Compressor Nebulizer Machine', 'Health');
    expect(nebulizer).not.toMatch(/value pack/i);
  });

  it('names Eid for festive menswear and attar, winter for a heating pad and summer for the new mango pickle', async () => {
    const research = async (productName: string, category: Category) =>
      (await builtinEngine.productResearch({ productName, category, platform: 'flipkart' })).demandTrends;
    expect(await research('Men Cotton Kurta Pyjama Set', 'Fashion')).toContain('Eid al-Fitr');
    expect(await research('Rose Attar Roll-on 12 ml', 'Beauty')).toContain('Eid al-Fitr');
    expect(await research('Orthopaedic Electric Heating Pad', 'Health')).toContain('Winter');
    expect(await research('Homemade Mango Pickle 500 g', 'Food & Beverages')).toContain('Summer');
    expect(await research('Steel Water Bottle 1 L', 'Home & Kitchen')).not.toContain('Eid');
  });

  it('lifts a product only by a season its note describes: no summer for a feeding bottle, no wedding for prayer beads', async () => {
    const research = async (productName: string, category: Category, researchLocation?: string) =>
      (await builtinEngine.productResearch({ productName, category, platform: 'flipkart', researchLocation }))
        .demandTrends;
    expect(await research('Anti-Colic Baby Feeding Bottle 250 ml', 'Baby Products')).not.toContain('Summer');
    expect(await research('Steel Water Bottle 1 L', 'Home & Kitchen')).toContain('Summer');
    const mala = await research('5 Mukhi Rudraksha Mala 108 Beads', 'Jewelry', 'Kochi, Kerala');
    expect(mala).not.toContain('Wedding season');
    expect(mala).not.toContain('Onam');
    expect(await research('Gold Plated Temple Necklace Set', 'Jewelry', 'Kochi, Kerala')).toContain('Onam');
  });

  it('names the own season of a nebulizer (winter), pruning shears (monsoon) and a cotton dohar (summer)', async () => {
    const research = async (productName: string, category: Category) =>
      (await builtinEngine.productResearch({ productName, category, platform: 'flipkart' })).demandTrends;
    expect(await research('Compressor Nebulizer Machine', 'Health')).toContain('Winter');
    expect(await research('Bypass Pruning Shears 8 inch', 'Garden')).toContain('Monsoon');
    expect(await research('Jaipuri Cotton Dohar Double Bed', 'Home & Kitchen')).toContain('Summer');
  });

  it('cites each tax right after it: GST, TCS and TDS each with their own source', async () => {
    const r = await builtinEngine.productResearch({
      productName: 'Steel Water Bottle 1 L',
      platform: 'amazon',
    });
    const taxes = r.pricingInsights.split('\n').find((l) => l.includes('Taxes on every'))!;
    expect(taxes).toMatch(/18% GST[^;]*\(GST rate on marketplace services, as of/);
    expect(taxes).toMatch(/TCS[^;]*\(Notification 15\/2024-Central Tax, as of/);
    expect(taxes).toMatch(
      /194-O at 0\.1% of gross sales \(reported: Income-tax Act, 1961, section 194-O, as of/,
    );
  });

  it('names Pongal to a seller in Tamil Nadu, and not to one elsewhere', async () => {
    const research = async (researchLocation: string) => {
      const r = await builtinEngine.productResearch({
        productName: 'Cotton Veshti with Zari Border',
        category: 'Fashion',
        platform: 'amazon',
        researchLocation,
      });
      return r.demandTrends;
    };
    expect(await research('Madurai')).toContain('Pongal');
    expect(await research('Lucknow')).not.toContain('Pongal');
  });

  it('gives a support sold under Health the general advice: no ingredients, no pain of another body part', async () => {
    const r = await builtinEngine.productResearch({
      productName: 'Elastic Knee Cap Pair',
      category: 'Health',
      platform: 'flipkart',
    });
    const text = [r.marketAnalysis, r.competitorAnalysis, r.pricingInsights, r.demandTrends].join('\n');
    expect(text).not.toMatch(/ingredients|back pain/i);
  });
});

describe('research lines read whole', () => {
  it('does not call a face pack a pack twice', async () => {
    const r = await builtinEngine.productResearch({
      productName: 'Neem Face Pack 50 g',
      platform: 'nykaa',
      category: 'Beauty',
    });
    expect(r.competitorAnalysis).toContain('Show the neem face pack, its key ingredients');
    expect(r.competitorAnalysis).not.toMatch(/pack pack/);
  });

  it('does not ask buyers’ questions the product name answers', async () => {
    const r = await builtinEngine.productResearch({
      productName: "Women's Kolhapuri Chappal",
      platform: 'myntra',
      category: 'Shoes',
    });
    expect(r.competitorAnalysis).not.toMatch(/who it is for/);
    const litter = await builtinEngine.productResearch({
      productName: 'Bentonite Cat Litter 6 kg',
      platform: 'amazon',
    });
    expect(litter.competitorAnalysis).not.toMatch(/size, care and warranty/);
  });

  it("leaves every figure and its unit out of an unknown product's phrase ('8W, 600 L/H')", async () => {
    const r = await builtinEngine.productResearch({
      productName: 'Aquarium Internal Filter 8W 600 L/H',
      category: 'Pet Supplies',
      platform: 'amazon',
    });
    const text = [r.marketAnalysis, r.competitorAnalysis, r.pricingInsights].join('\n');
    expect(text).toContain("'aquarium internal filter'");
    expect(text).not.toMatch(/'aquarium internal filter (?:h|600)/);
  });
});

describe('what buyers replace when it wears out or runs out', () => {
  it('is kept in stock all year, not stocked for the festive quarter', async () => {
    for (const productName of ['Clutch Plate for Bajaj Pulsar 150', 'Water Purifier Filter Cartridge']) {
      const res = await builtinEngine.productResearch({
        productName,
        platform: 'amazon',
        priceRange: '500 - 1,000',
      });
      const text = [res.demandTrends, ...res.recommendations].join('\n');
      expect(text, productName).not.toMatch(/4–6 weeks/);
      expect(text, productName).toMatch(/in stock all year/);
    }
  });
});

describe('keyword research for what buyers replace when it wears out', () => {
  it('gives no festive stocking advice', async () => {
    const res = await builtinEngine.keywordResearch({
      keyword: 'bike brake shoe',
      category: 'Automotive',
      platform: 'flipkart',
      language: 'en',
    });
    expect(res.suggestions.join('\n')).not.toMatch(/Diwali|Big Billion/);
  });
});

describe('the season of a product that has one', () => {
  it('is summer for garden hoses and emergency bulbs, named before the festive quarter', async () => {
    for (const productName of ['Garden Hose Pipe 20 m', 'Rechargeable Emergency LED Bulb 9W']) {
      const res = await builtinEngine.productResearch({
        productName,
        platform: 'amazon',
        priceRange: '500 - 1,000',
      });
      expect(res.recommendations.join('\n'), productName).toMatch(/Summer \(April–June\)/);
    }
  });
});

describe('a product the festive quarter does not lift', () => {
  it('is kept in stock all year, with the site-wide sales named as sales, not as its peak', async () => {
    for (const [productName, category] of [
      ['Digital Vernier Caliper 150 mm', 'Tools'],
      ['Bentonite Cat Litter 10 kg', 'Pet Supplies'],
    ] as const) {
      const res = await builtinEngine.productResearch({ productName, category, platform: 'flipkart' });
      const text = [res.demandTrends, ...res.recommendations].join('\n');
      expect(text, productName).not.toMatch(/festive quarter|Navratri/);
      expect(res.demandTrends, productName).toMatch(/### Site-wide sales/);
      expect(res.demandTrends, productName).not.toMatch(/Peak windows/);
      expect(res.recommendations.join('\n'), productName).toMatch(/in stock all year/);
    }
  });

  it('keeps the festive quarter and the marketplace sale for what it lifts', async () => {
    const res = await builtinEngine.productResearch({
      productName: 'Banarasi Silk Saree',
      category: 'Fashion',
      platform: 'flipkart',
    });
    expect(res.demandTrends).toMatch(/Navratri, Dussehra and Diwali/);
    expect(res.demandTrends).toMatch(/Big Billion Days/);
    expect(res.recommendations.join('\n')).toMatch(/Stock .* 4–6 weeks before .*Navratri/);
  });
});

describe("a product research's estimates", () => {
  it('are those keyword research gives for the phrase they name', async () => {
    for (const [productName, category] of [
      ["Men's Khadi Cotton Nehru Jacket, Mustard Yellow", 'Fashion'],
      ['Tabletop Wet Grinder 2 Litre with Atta Kneader', 'Kitchen Appliances'],
      ['Stainless Steel Water Bottle 1 Litre', 'Home & Kitchen'],
    ] as const) {
      const research = await builtinEngine.productResearch({ productName, category, platform: 'amazon' });
      const phrase = research.competitorAnalysis.match(/^## Competition for (.+): /)?.[1];
      expect(phrase, productName).toBeTruthy();
      const keywords = await builtinEngine.keywordResearch({
        keyword: phrase!,
        category,
        platform: 'amazon',
        language: 'en',
      });
      expect(research.competitorAnalysis, productName).toContain(`: ${keywords.competition}`);
      expect(research.marketAnalysis, productName).toContain(
        `**Search demand for '${phrase}'**: ${keywords.searchVolume}`,
      );
    }
  });
});

describe("a product research's listing advice", () => {
  const text = (r: { competitorAnalysis: string; recommendations: string[] }) =>
    [r.competitorAnalysis, ...r.recommendations].join('\n');

  it('names bullets only where the marketplace has them, the description elsewhere', async () => {
    const ask = (platform: 'amazon' | 'myntra' | 'meesho') =>
      builtinEngine.productResearch({ productName: 'Cotton Kurti for Women', category: 'Fashion', platform });
    for (const platform of ['myntra', 'meesho'] as const) {
      const answer = text(await ask(platform));
      expect(answer, platform).not.toMatch(/bullet/i);
      expect(answer, platform).toMatch(/in the description/);
    }
    expect(text(await ask('amazon'))).toMatch(/in the bullets/);
  });

  it("asks a toy's age group and BIS mark, and a book's author and language, not size, care and warranty", async () => {
    const toy = await builtinEngine.productResearch({
      productName: 'Wooden Stacking Rings Toy',
      category: 'Toys',
      platform: 'amazon',
    });
    expect(text(toy)).toMatch(/BIS safety mark/);
    expect(text(toy)).not.toMatch(/warranty/);
    const book = await builtinEngine.productResearch({
      productName: 'Mrityunjay Marathi Novel Paperback',
      category: 'Books',
      platform: 'amazon',
    });
    expect(text(book)).not.toMatch(/size, material|warranty/);
    expect(text(book)).toMatch(/author or artist, language, edition|edition, language/);
  });
});

describe('the licence a research asks for', () => {
  it('is AYUSH for a classical Ayurvedic preparation and FSSAI for a supplement, stated in the bullets', async () => {
    for (const [productName, licence] of [
      ['Triphala Churna 100 g', 'AYUSH licence number'],
      ['Whey Protein 1 kg Chocolate', 'FSSAI licence number'],
    ] as const) {
      const r = await builtinEngine.productResearch({ productName, category: 'Health', platform: 'amazon' });
      expect(r.competitorAnalysis, productName).toContain(`**${licence}**`);
      // A licence number is read in the bullets, never put in the title.
      const sentences = [r.competitorAnalysis, ...r.recommendations].join('\n').split(/(?<=[.:])\s+|\n/);
      for (const sentence of sentences.filter((x) => x.includes(licence)))
        expect(sentence, productName).not.toMatch(/\btitle\b/);
    }
  });
});

describe('a name led by who it is for', () => {
  it("reads \"Men's Khadi Nehru Jacket\" as a nehru jacket for men, never 'men khadi …'", async () => {
    const r = await builtinEngine.productResearch({
      productName: "Men's Khadi Cotton Nehru Jacket, Mustard Yellow",
      category: 'Fashion',
      platform: 'myntra',
    });
    const all = [r.marketAnalysis, r.competitorAnalysis, r.demandTrends, ...r.recommendations].join('\n');
    expect(all).not.toMatch(/\bmen khadi\b/i);
    expect(all).toMatch(/khadi cotton nehru jacket/);
  });
});
