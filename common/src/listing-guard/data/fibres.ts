/**
 * Textile fibres. A fibre composition such as '100% cotton' is a labelling fact (the Textiles Committee's
 * labelling rules ask for it), not a '100%' claim. Vikreta, as of November 2026.
 */
export const fibres = [
  'cotton',
  'organic cotton',
  'rayon',
  'viscose',
  'polyester',
  'silk',
  'wool',
  'woollen',
  'merino wool',
  'linen',
  'nylon',
  'modal',
  'acrylic',
  'jute',
  'khadi',
  'spandex',
  'lycra',
  'elastane',
  'bamboo',
  'cashmere',
  'pashmina',
  'hemp',
  'lyocell',
  'tencel',
] as const;

/** The fibres as one regular-expression alternation (longest first). */
export const fibrePattern = [...fibres]
  .sort((a, b) => b.length - a.length)
  .map((f) => f.replace(/\s+/g, '\\s+'))
  .join('|');

/** '100% cotton' (or '100 percent cotton') with the fibre captured. */
export const fibreCompositionPattern = new RegExp(
  `\\b(?:100\\s?%|100\\s?percent)\\s*(${fibrePattern})\\b`,
  'gi',
);
