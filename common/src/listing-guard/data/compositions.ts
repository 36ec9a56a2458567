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

/**
 * Solid materials a product is made of whole ('100% polycarbonate shell', '100% brass'): a material fact a buyer can
 * check, like a fibre composition, not a promise. Vikreta, as of November 2026.
 */
export const solidMaterials = [
  'polycarbonate',
  'polypropylene',
  'abs',
  'stainless steel',
  'steel',
  'aluminium',
  'aluminum',
  'brass',
  'copper',
  'bronze',
  'cast iron',
  'leather',
  'genuine leather',
  'solid wood',
  'wood',
  'sheesham wood',
  'teak wood',
  'glass',
  'borosilicate glass',
  'silicone',
  'food grade silicone',
  'ceramic',
  'porcelain',
  'natural rubber',
  'rubber',
  'latex',
] as const;

/** The fibres and materials as one regular-expression alternation (longest first). */
const materialPattern = [...fibres, ...solidMaterials]
  .sort((a, b) => b.length - a.length)
  .map((f) => f.replace(/\s+/g, '\\s+'))
  .join('|');

/**
 * Words a composition may carry between its '100%' and the fibre or material: its quality or its certificate ('100%
 * GOTS-certified organic cotton', '100% pure mulberry silk'). No use or promise ('100% safe for cotton').
 */
const fibreQualifiers =
  '(?:pure|natural|food[- ]grade|combed|super[- ]combed|ring[- ]spun|organic|certified|gots[- ]certified|ocs[- ]certified|mulberry|handloom|egyptian|supima|pima|merceri[sz]ed|virgin|fine|long[- ]staple)';
/** What follows a composition's '100%': up to three such words, then the fibre or material. */
export const composedMaterial = `(?:${fibreQualifiers}\\s+){0,3}(?:${materialPattern})`;

/**
 * '100% cotton' (or '100 percent cotton', '100% GOTS-certified organic cotton', '100% polycarbonate') with what
 * follows the '100%' captured.
 */
export const compositionPattern = new RegExp(
  `\\b(?:100\\s?%|100\\s?percent)\\s*(${composedMaterial})\\b`,
  'gi',
);
