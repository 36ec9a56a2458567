import type { OperationExamples } from './operation-example.js';

/** Answers of the built-in engine (source 'builtin'): every figure an estimate, every rule with its source. */

export const keywordResearchRequest = {
  keyword: 'cotton kurti for women',
  platform: 'meesho',
  category: 'Fashion',
  language: 'en',
};

const keywordResearchAnswer = {
  keyword: 'cotton kurti for women',
  searchVolume: 'Estimated 10K–50K / month',
  searchVolumeEstimate: { low: 10000, high: 50000 },
  competition: 'High (estimate)',
  competitionLevel: 'high',
  relatedKeywords: ['cotton kurtis', 'long cotton kurti', 'cotton kurti xl', 'a-line cotton kurti'],
  longTailKeywords: ['cotton kurti for college', 'cotton kurti with palazzo', 'cotton kurti under 300'],
  suggestions: [
    "Lead the title with 'cotton kurti': buyers scan only the first few words.",
    "Common spellings and Hinglish forms buyers type ('kurthi', 'kurtee', 'kurty', 'kurtie') belong in backend search terms, never in the title.",
  ],
  platformInsights: [
    {
      platform: 'meesho',
      insights: [
        "Meesho shoppers are price-led: phrases like 'cotton kurti under 300' match how they search.",
        'Fees: 0% commission; the seller pays forward shipping (about ₹45–90 an order) and return shipping (reported: seller reports, as of November 2026); price for the payout, not the order value.',
      ],
    },
  ],
  source: 'builtin',
  isEstimate: true,
  listingCheck: { score: 100, summary: 'No issues found', findings: [] },
  spellingVariants: ['kurthi', 'kurtee', 'kurty'],
};

export const productResearchRequest = {
  productName: 'Stainless steel water bottle 1 litre',
  category: 'Home & Kitchen',
  platform: 'amazon',
  priceRange: '500 - 1,000',
};

export const productResearchAnswer = {
  marketAnalysis:
    "## Market overview: Stainless steel water bottle 1 litre\n\n**Category**: Home & Kitchen · **Search demand for 'stainless steel water bottle'**: Estimated 10K–50K / month · **Competition**: Medium (estimate)\n\n### What buyers search for\n- insulated stainless steel water bottle\n- stainless steel water bottle for kids",
  competitorAnalysis:
    "## Competition for stainless steel water bottle: Medium (estimate)\n\nFor 'stainless steel water bottle', a handful of listings hold the top results: a clearly better listing with every fact stated can reach the first page.",
  pricingInsights:
    "## Pricing for Stainless steel water bottle 1 litre\n### Typical price bands for stainless steel water bottle (estimate)\n- **Mid-market**: ₹500 – ₹1,199\n\n### Price points buyers search for\n- 'stainless steel water bottle under 800': price at ₹799 to appear in it",
  demandTrends:
    '## Demand and seasonality for Stainless steel water bottle 1 litre\n\n### Peak windows\n- **Summer** (April–June)\n- **School reopening** (April–June)\n- **Prime Day** (July)',
  platformOpportunities: [
    {
      platform: 'amazon',
      opportunities: [
        'Prime Day (July) and the Great Indian Festival (September–November) are the biggest traffic peaks for stainless steel water bottle.',
        "Sponsored Products on long-tail phrases such as 'stainless steel water bottle for gifting' cost less per click than the broad term.",
      ],
    },
  ],
  recommendations: [
    "Lead the title with 'stainless steel water bottle' and state pack size or count and colour: buyers filter and compare on these.",
    "Target long-tail searches first ('stainless steel water bottle for gifting', 'stainless steel water bottle for kids'): cheaper ads and fewer competitors.",
  ],
  source: 'builtin',
  isEstimate: true,
  listingCheck: { score: 100, summary: 'No issues found', findings: [] },
};

const optimizationRequest = {
  productName: 'Women cotton kurti',
  description: 'Straight-cut kurti in pure cotton, block print, 3/4 sleeves, sizes S to XXL',
  brand: 'Jaipur Weaves',
  category: 'Fashion',
  platform: 'flipkart',
  targetAudience: 'Adults (26-40)',
};

const optimizationAnswer = {
  titleSuggestions: [
    'Jaipur Weaves Women Cotton Kurti (Sizes S to XXL)',
    'Jaipur Weaves Women Cotton Kurti - Sizes S to XXL, Block Print, 3/4 Sleeves',
  ],
  bulletPoints: ['Straight-cut kurti in pure cotton', 'Sizes S to XXL', 'Block print', '3/4 sleeves'],
  optimizedDescription:
    '## Jaipur Weaves Women Cotton Kurti\n\nStraight-cut kurti in pure cotton, block print, 3/4 sleeves, sizes S to XXL\n\n### Product details\n- **Brand**: Jaipur Weaves\n- **Product type**: Kurti\n- **Material**: Pure Cotton\n- **Size**: sizes S to XXL',
  shortDescription:
    'Jaipur Weaves Kurti: Pure Cotton, sizes S to XXL. Straight-cut kurti in pure cotton, block print, 3/4 sleeves, sizes S to XXL.',
  keywords: ['women cotton kurti', 'kurti', 'cotton kurti', 'straight-cut kurti', 'pure cotton kurti'],
  searchTerms: '',
  platformSpecificTips: [
    {
      platform: 'flipkart',
      tips: [
        "Search keywords: at most 5 search keywords per listing (Flipkart Growth Guide, as of November 2026); use 'women cotton kurti', 'kurti', 'cotton kurti', 'straight-cut kurti', 'pure cotton kurti'.",
        'Buyers compare these before they order, and your text does not state them yet: fit, colour, occasion and care instructions.',
      ],
    },
  ],
  source: 'builtin',
  isEstimate: true,
  listingCheck: { score: 84, summary: '4 facts to add', findings: [] },
  facts: [
    { label: 'Brand', value: 'Jaipur Weaves' },
    { label: 'Product type', value: 'Kurti' },
    { label: 'Material', value: 'Pure Cotton' },
  ],
  checklist: ['Add fit', 'Add colour', 'Add occasion', 'Add care instructions'],
};

const englishAndHindi = [
  {
    code: 'en',
    label: 'English',
    keywordResearch: { translated: ['suggestions', 'platform insights'], asWritten: [] },
    productResearch: { translated: ['the whole research'], asWritten: [] },
    productOptimization: {
      translated: ['description headings, labels and audience line', 'short description frame'],
      asWritten: [],
    },
  },
  {
    code: 'hi',
    label: 'Hindi',
    keywordResearch: {
      translated: ['suggestions', 'platform insights'],
      asWritten: ['search keywords buyers type in English or Hinglish', 'your keyword as typed'],
      notice:
        'Hindi: suggestions and platform insights are written in Hindi; most search keywords stay in English or Hinglish, as buyers type them, with Hindi forms added for products Vikreta knows.',
    },
    productResearch: {
      translated: [],
      asWritten: ['the whole research'],
      notice: 'Hindi: product research is written in English (the research form has no language choice).',
    },
    productOptimization: {
      translated: ['description headings, labels and audience line', 'short description frame'],
      asWritten: ['titles', 'keywords'],
      notice:
        'Hindi: the description frame, short description, tips and checklist are in Hindi; titles, keywords and your own sentences stay as written.',
    },
  },
];

export const aiExamples: OperationExamples = {
  'POST /api/ai/keyword-research': {
    answerDescription: 'The keyword research',
    request: keywordResearchRequest,
    answer: { status: 200, body: keywordResearchAnswer },
  },
  'POST /api/ai/product-research': {
    answerDescription: 'The product research',
    request: productResearchRequest,
    answer: { status: 200, body: productResearchAnswer },
  },
  'POST /api/ai/product-optimization': {
    answerDescription: 'The optimized listing',
    request: optimizationRequest,
    answer: { status: 200, body: optimizationAnswer },
  },
  'GET /api/ai/languages': {
    answerDescription: 'The languages and what each tool writes in them',
    answer: { status: 200, body: { engine: 'builtin', languages: englishAndHindi } },
  },
};
