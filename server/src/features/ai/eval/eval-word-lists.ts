/**
 * Word lists of the evaluation, kept apart from the guard's own data on purpose: the evaluation must not
 * pass just because it shares a list with the code it checks. From the cases file's "about" text, plus
 * claim words of the same kind (certifications, "free-from" and endorsement claims).
 */
export const claimWords = [
  'organic',
  'herbal',
  'ayurvedic',
  'sugar free',
  'ANC',
  'noise cancelling',
  'noise cancellation',
  'A2',
  'dermatologist tested',
  'dermatologist approved',
  'dermatologically tested',
  'niacinamide',
  'ISI',
  'BIS',
  'hallmarked',
  'gluten free',
  'paraben free',
  'sulphate free',
  'sulfate free',
  'PFOA free',
  'BPA free',
  'clinically proven',
  'FSSAI',
  'AYUSH',
  'ophthalmologist tested',
  'hypoallergenic',
  'cruelty free',
  'medical grade',
  'vegan',
];

export const descriptionBans = [
  'cures',
  'permanently',
  '100%',
  'guaranteed',
  'No.1',
  'No. 1',
  'best in India',
  'dermatologist approved',
  'stops hair fall',
];

const w = (s: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${s}(?![\\p{L}\\p{N}])`, 'iu');

/** Pairs the seller's facts make mutually exclusive. */
export const opposites: readonly [readonly RegExp[], readonly RegExp[]][] = [
  [
    [w("men'?s?"), w('gents'), w('boys?')].slice(0, 2),
    [w("women'?s?"), w('ladies'), w('girls?')].slice(0, 2),
  ],
  [[w("boys?'?")], [w("girls?'?")]],
  [[w('cow')], [w('buffalo')]],
  [
    [w('veg'), w('vegetarian')],
    [w('non-veg'), w('non vegetarian'), w('non-vegetarian')],
  ],
  [
    [w('pants?'), w('pant style')],
    [w('taped'), w('tape')],
  ],
];

export function measureOf(unit: string): string {
  const u = unit.toLowerCase();
  if (u === 'mah') return 'capacity';
  if (/^w/.test(u)) return 'wattage';
  if (/^(cm|mm|inch)/.test(u)) return 'size';
  if (/^(ml|l|ltr|litre|liter)/.test(u)) return 'volume';
  return 'weight';
}
