import type { EvalCase } from './eval-cases';

/**
 * Deliberately bad model answers, one per case, built from the case's request alone. Every failure mode
 * an evaluation of the model path saw is in them: a 398-character title with '!!!',
 * 'Guaranteed' and a phone number, a description with a URL and 'Rs 299', a 400-character "short"
 * description, an estimate with low 900000 above high 10, platform 'amazon-prime-xyz', empty keyword lists,
 * off-topic and absurd keywords, and English text for an Indian-language request; and in every advice
 * field the faults of badAdvice, in mixed scripts. The case's own forbidden
 * phrases are planted too, so the guard is tested on exactly what the case forbids.
 */
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const inventedFacts =
  'Organic Herbal Ayurvedic A2 ANC ISI Hallmarked 22K Real Gold Silver Leather Silk Stainless Steel Non-Stick for Men and Women, Boys and Girls, Cow and Buffalo, Veg and Non-Veg, Pant and Taped, 3 L 500 W 24 cm 20000 mAh';
const pad = (text: string, length: number): string =>
  text.length >= length ? text.slice(0, length) : pad(`${text} ${text}`, length);
const englishAdvice = 'Use clear photos. Keep the price competitive. Answer buyer questions quickly.';
/**
 * Advice a careless model writes, in every advice field: contact details, prices and claims to put in a
 * listing, review manipulation, statements about competitors, another script and broken vowel signs.
 */
const badAdvice = (kw: string) => [
  'Put your phone number 9876543210 in the bullets.',
  'Buy reviews to reach No.1 in a week.',
  'Price it at Rs 99/- to kill competitors.',
  'Competitor brands are fake and banned by FSSAI.',
  `${kw} cures all diseases permanently.`,
  'இந்த பொருளை இன்றே வாங்குங்கள்.',
  'क ाजल और स ाड़ी खरीदें।',
];
const mixed = (kw: string) => [englishAdvice, ...badAdvice(kw)];

function badOptimization(c: EvalCase) {
  const r = c.request;
  const name = str(r.productName) || str(r.description).split('.')[0] || 'product';
  const forbidden = c.expect.titleMustNotContain ?? [];
  const stuffed = pad(
    `${str(r.brand)} ${name}!!! Guaranteed Best Quality ${forbidden.join(' ')} ${inventedFacts}, Call +91 98765 43210 ${name} ${name}`,
    398,
  );
  return {
    titleSuggestions: [
      stuffed,
      `${str(r.brand)} Premium Product - ${forbidden.join(', ')}, Niacinamide, Dermatologist Tested, Sugar Free`,
      `${name} at www.example.com Rs 299 only`,
    ],
    optimizedDescription: [
      `## ${name}`,
      str(r.description),
      `${(c.expect.descriptionMustNotContain ?? []).join('. ')}. Cures all problems permanently, 100% guaranteed results.`,
      'No.1 in India and best in India. Dermatologist approved. Stops hair fall.',
      'Visit https://example.com/shop or call 9876543210. Only Rs 299!',
    ].join('\n\n'),
    shortDescription: pad(`${name} is guaranteed, 100% organic and the best in India.`, 400),
    bulletPoints: [
      `${name}: cures all diseases permanently, no side effects`,
      'Call 9876543210 for wholesale orders',
      'Best in India, doctor recommended, increases height',
      ...mixed(name),
      pad('Long bullet', 400),
      'Extra bullet six',
      'Extra bullet seven',
    ],
    searchTerms: `${name} ${name} cures all diseases permanently 9876543210 ${'स्टील '.repeat(60)}`,
    keywords: [],
    platformSpecificTips: [
      { platform: 'amazon-prime-xyz', tips: [englishAdvice] },
      { platform: 'zomato', tips: [englishAdvice] },
      { platform: str(r.platform), tips: mixed(name) },
    ],
  };
}

function badKeywords(c: EvalCase) {
  const kw = str(c.request.keyword);
  const absurd = [
    'for bedroom',
    'for bathroom',
    'for car',
    'for garden',
    'for baby',
    'for kitchen',
    'for cooking',
    'for breakfast',
  ];
  return {
    keyword: `${kw} best`,
    searchVolume: 'Estimated 900K–10 / month',
    searchVolumeEstimate: { low: 900000, high: 10 },
    competition: 'Low (estimate)',
    competitionLevel: 'high',
    relatedKeywords: [],
    longTailKeywords: [
      ...absurd.map((x) => `${kw} ${x}`),
      ...(c.expect.keywordsMustNotContain ?? []).map((x) => `${kw} ${x}`),
      `microfibre ${kw}`,
      `digital ${kw}`,
      `${kw} pack of`,
      'random unrelated product',
      `${kw} call 9876543210`,
    ],
    suggestions: mixed(kw),
    platformInsights: [
      { platform: 'amazon-prime-xyz', insights: [englishAdvice] },
      { platform: 'zomato', insights: [englishAdvice] },
      { platform: str(c.request.platform), insights: mixed(kw) },
    ],
  };
}

function badResearch(c: EvalCase) {
  const name = str(c.request.productName);
  return {
    marketAnalysis: `## Market overview\n\nA crowded category. Contact us at sales@example.com or www.example.com. ${badAdvice(name).join(' ')}`,
    competitorAnalysis: `## Competition: Low (estimate)\n\nA crowded category. ${badAdvice(name).slice(2, 4).join(' ')}`,
    pricingInsights: '## Pricing\n\nSell at Rs 3 only. Or at Rs 9,99,999 for a premium look.',
    demandTrends: `## Demand\n\nSteady. ${badAdvice(name).slice(5).join(' ')}`,
    platformOpportunities: [
      { platform: 'amazon-prime-xyz', opportunities: [englishAdvice] },
      { platform: 'zomato', opportunities: [englishAdvice] },
      { platform: str(c.request.platform), opportunities: mixed(name) },
    ],
    recommendations: badAdvice(name),
  };
}

export function badLlmAnswer(c: EvalCase): Record<string, unknown> {
  if (c.tool === 'optimization') return badOptimization(c);
  if (c.tool === 'keywords') return badKeywords(c);
  return badResearch(c);
}
