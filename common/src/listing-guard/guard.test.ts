import { describe, expect, it } from 'vitest';
import { productOptimizationRequestSchema, type ProductOptimizationResult } from '../contracts/ai';
import { checkListing } from './check-listing';
import { finding, listingCheck } from './findings';
import { guardOptimization } from './guard-optimization';

const request = productOptimizationRequestSchema.parse({
  productName: 'Whole Wheat Chakki Atta 5 kg',
  description: 'Stone-ground whole wheat chakki atta, 100% whole wheat with 0% maida. Best before 3 months.',
  brand: 'Khetibari',
  category: 'Food & Beverages',
  platform: 'amazon',
});
const answer = (over: Partial<ProductOptimizationResult>): ProductOptimizationResult => ({
  bulletPoints: [],
  searchTerms: '',
  titleSuggestions: ['Khetibari Whole Wheat Chakki Atta 5 kg'],
  optimizedDescription: 'Stone-ground whole wheat chakki atta.',
  shortDescription: 'Whole wheat chakki atta, 5 kg.',
  keywords: ['chakki atta'],
  platformSpecificTips: [{ platform: 'amazon', tips: ['Use the 5 kg pack size in the title.'] }],
  ...over,
});

describe('listing guard', () => {
  it('takes invented facts and contradictions out of a title and puts the seller’s facts back', () => {
    const g = guardOptimization(
      request,
      answer({ titleSuggestions: ['Khetibari Organic Multigrain Atta 10 kg, Sugar Free'] }),
    );
    expect(g.result.titleSuggestions[0]).toBe('Khetibari Atta - 5 kg, Whole Wheat');
    const fromTitle = g.check.findings.filter((f) => f.field === 'titleSuggestions[0]');
    expect(fromTitle.filter((f) => f.action === 'removed').map((f) => f.text)).toEqual([
      'Sugar Free',
      '10 kg',
      'Multigrain',
      'Organic',
    ]);
  });

  it('leaves no gap in a list where it removed a whole line', () => {
    const g = guardOptimization(
      request,
      answer({
        optimizedDescription:
          '### Key features\n- Stone-ground.\n- Best atta in India.\n- Best before 3 months.',
      }),
    );
    expect(g.result.optimizedDescription).toBe('### Key features\n- Stone-ground.\n- Best before 3 months.');
  });

  it('leaves a tip naming no keyword it took out of the list', () => {
    const g = guardOptimization(
      request,
      answer({
        keywords: ['chakki atta', 'organic chakki atta', 'whole wheat atta'],
        platformSpecificTips: [
          {
            platform: 'amazon',
            tips: ["Use 'chakki atta', 'organic chakki atta' and 'whole wheat atta' in the title."],
          },
        ],
      }),
    );
    expect(g.result.keywords).not.toContain('organic chakki atta');
    expect(g.result.platformSpecificTips[0]?.tips).toEqual([
      "Use 'chakki atta' and 'whole wheat atta' in the title.",
    ]);
  });

  it("keeps the fact behind a '100%' claim and 'best before', drops the claim", () => {
    const g = guardOptimization(request, answer({ optimizedDescription: request.description! }));
    expect(g.result.optimizedDescription).toBe(
      'Stone-ground whole wheat chakki atta, whole wheat with 0% maida. Best before 3 months.',
    );
    expect(g.check.findings.map((f) => f.rule)).toEqual(['claim.hundred-percent']);
  });

  it("starts a sentence with a capital again after its '100%' goes, and removes an endorsement by who uses it", () => {
    const g = guardOptimization(
      request,
      answer({
        optimizedDescription:
          '100% whole wheat atta from Punjab. Used by national chefs. Best before 3 months.',
      }),
    );
    expect(g.result.optimizedDescription).toBe('Whole wheat atta from Punjab. Best before 3 months.');
    expect(g.check.findings.map((f) => f.rule).sort()).toEqual([
      'claim.endorsement',
      'claim.hundred-percent',
    ]);
  });

  it('flags FSSAI-restricted words the seller wrote instead of removing them', () => {
    const g = guardOptimization(
      { ...request, description: 'Fresh stone-ground atta.' },
      answer({ optimizedDescription: 'Fresh stone-ground atta.' }),
    );
    expect(g.result.optimizedDescription).toBe('Fresh stone-ground atta.');
    expect(g.check.findings).toEqual([
      expect.objectContaining({ rule: 'claim.fssai-words', action: 'flagged', text: 'Fresh' }),
    ]);
    expect(g.check.score).toBeLessThan(100);
  });

  it("names a claim of the seller's text the answer left out, and reports it, not scores it", () => {
    const g = guardOptimization(request, answer({}));
    expect(g.check).toEqual({
      score: 100,
      summary: "1 claim removed: '100% whole wheat with 0% maida.' (100% claim)",
      findings: [
        expect.objectContaining({
          rule: 'claim.hundred-percent',
          action: 'removed',
          field: 'sellerText',
          text: '100% whole wheat with 0% maida.',
        }),
      ],
    });
  });

  it('names words removed from several fields once in the summary', () => {
    const f = (field: string) =>
      finding('claim.endorsement', 'error', 'removed', field, 'Dermatologist Approved', 'm', 's');
    const check = listingCheck(
      [f('titleSuggestions[0]'), f('optimizedDescription'), f('shortDescription')],
      0,
      {
        'claim.endorsement': 'endorsement without proof',
      },
    );
    expect(check.summary).toBe(
      "1 claim removed (3 places): 'Dermatologist Approved' (endorsement without proof)",
    );
  });

  it('counts what it removed as the seller reads it, quotes three and says how many more, and names facts to add', () => {
    const f = (text: string) =>
      finding('claim.superlative', 'error', 'removed', 'bulletPoints[0]', text, 'm', 's');
    const check = listingCheck([f('No.1'), f('Best in India'), f('Top rated'), f('Unbeatable')], 2);
    expect(check.summary).toBe(
      "4 claims removed: 'No.1', 'Best in India', 'Top rated' and 1 more; 2 facts to add",
    );
    expect(check.score).toBe(92);
    expect(listingCheck([], 1)).toEqual({ score: 96, summary: '1 fact to add', findings: [] });
  });

  it('scores a clean answer to a clean text 100 with nothing to report', () => {
    const g = guardOptimization(
      { ...request, description: 'Stone-ground whole wheat chakki atta. Best before 3 months.' },
      answer({}),
    );
    expect(g.check).toEqual({ score: 100, summary: 'No issues found', findings: [] });
  });
});

describe('check my listing', () => {
  it('flags a seller’s own listing without changing it, with characters and bytes per field', () => {
    const report = checkListing({
      platform: 'amazon',
      category: 'Beauty',
      title: 'Best Onion Hair Oil!!! 200 ml Call 9876543210',
      bullets: ['Stops hair fall in 7 days', 'With bhringraj'],
      description: 'Cures dandruff permanently.',
      searchTerms: 'प्याज़ तेल '.repeat(12),
    });
    const rules = report.findings.map((f) => f.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'contact.phone',
        'title.characters',
        'title.promotional',
        'claim.cure',
        'claim.permanent',
        'search-terms.bytes',
      ]),
    );
    expect(report.findings.every((f) => f.action === 'flagged')).toBe(true);
    const terms = report.fields.find((f) => f.field === 'searchTerms')!;
    expect(terms.bytes).toBeGreaterThan(terms.characters * 2);
    expect(terms.limit).toMatchObject({ max: 200, unit: 'bytes' });
    expect(report.score).toBeLessThan(50);
    expect(report.checklist.length).toBeGreaterThan(0);
  });

  it("keeps a keyword naming the product with a describing word inside its name ('formal derby shoes')", () => {
    const shoes = productOptimizationRequestSchema.parse({
      productName: "Men's Formal Derby Shoes, Black",
      description: 'Lace-up derby shoes with a TPR sole.',
      category: 'Shoes',
      platform: 'amazon',
    });
    const g = guardOptimization(
      shoes,
      answer({ keywords: ['formal derby shoes', 'formal derby shoes for office', 'derby for office'] }),
    );
    expect(g.result.keywords).toEqual(['formal derby shoes', 'formal derby shoes for office']);
  });

  it("lets backend search terms use Vikreta's other names of the product, never a made-up word or one Amazon prohibits there", () => {
    const light = productOptimizationRequestSchema.parse({
      productName: 'Rechargeable Emergency Light 20 W',
      description:
        '60 LEDs, 4400 mAh battery, 8 hours backup. Brand new model, the most popular light for power cuts.',
      category: 'Electronics',
      platform: 'amazon',
    });
    const g = guardOptimization(
      light,
      answer({
        titleSuggestions: ['Rechargeable Emergency Light 20 W'],
        keywords: ['emergency light'],
        searchTerms: 'lamp emergancy glowmax new most popular power cuts',
      }),
    );
    expect(g.result.searchTerms).toBe('lamp power cuts');
  });

  it('keeps a tip quoting the backend search terms as the field is delivered', () => {
    const light = productOptimizationRequestSchema.parse({
      productName: 'Rechargeable Emergency Light 20 W',
      description: '60 LEDs, 4400 mAh battery, 8 hours backup, for power cuts.',
      category: 'Electronics',
      platform: 'amazon',
    });
    const tip = (terms: string, bytes: number) => `Backend search terms: "${terms}", ${bytes} bytes.`;
    const g = guardOptimization(
      light,
      answer({
        titleSuggestions: ['Rechargeable Emergency Light 20 W'],
        keywords: ['emergency light'],
        searchTerms: 'lamp best power cuts',
        platformSpecificTips: [{ platform: 'amazon', tips: [tip('lamp best power cuts', 20)] }],
      }),
    );
    expect(g.result.searchTerms).toBe('lamp power cuts');
    expect(g.result.platformSpecificTips[0]?.tips).toEqual([tip('lamp power cuts', 15)]);
    // Terms left empty: the tip that quoted them goes.
    const none = guardOptimization(
      light,
      answer({
        titleSuggestions: ['Rechargeable Emergency Light 20 W'],
        keywords: ['emergency light'],
        searchTerms: 'best',
        platformSpecificTips: [{ platform: 'amazon', tips: [tip('best', 4), 'Keep the title under 200.'] }],
      }),
    );
    expect(none.result.platformSpecificTips[0]?.tips).toEqual(['Keep the title under 200.']);
  });

  it('caps Flipkart search keywords at five', () => {
    const report = checkListing({
      platform: 'flipkart',
      title: 'Cotton Kurti',
      searchTerms: 'a, b, c, d, e, f',
    });
    expect(report.findings.map((f) => f.rule)).toContain('search-terms.count');
  });
});
