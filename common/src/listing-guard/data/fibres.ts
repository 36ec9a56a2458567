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
const fibrePattern = [...fibres]
  .sort((a, b) => b.length - a.length)
  .map((f) => f.replace(/\s+/g, '\\s+'))
  .join('|');

/**
 * Words a composition may carry between its '100%' and the fibre: its quality or its certificate ('100%
 * GOTS-certified organic cotton', '100% pure mulberry silk'). No use or promise ('100% safe for cotton').
 */
const fibreQualifiers =
  '(?:pure|natural|combed|super[- ]combed|ring[- ]spun|organic|certified|gots[- ]certified|ocs[- ]certified|mulberry|handloom|egyptian|supima|pima|merceri[sz]ed|virgin|fine|long[- ]staple)';
/** What follows a composition's '100%': up to three such words, then the fibre. */
export const composedFibre = `(?:${fibreQualifiers}\\s+){0,3}(?:${fibrePattern})`;

/**
 * '100% cotton' (or '100 percent cotton', '100% GOTS-certified organic cotton') with what follows the '100%'
 * captured.
 */
export const fibreCompositionPattern = new RegExp(
  `\\b(?:100\\s?%|100\\s?percent)\\s*(${composedFibre})\\b`,
  'gi',
);
