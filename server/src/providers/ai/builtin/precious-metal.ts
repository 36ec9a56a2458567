import { findQuantities } from '@common/listing-facts/units';

/** Solid gold or silver named in a product's text: priced by weight, not by a category's price band. */
export interface PreciousMetal {
  metal: 'gold' | 'silver';
  /** As buyers write it: '22K', '925 sterling'; none when the seller wrote only 'solid' or 'pure'. */
  purity?: string;
  /** The weight the seller gave, in grams. */
  grams?: number;
}

// Plated, covered, 'gold tone' or imitation jewellery is priced like fashion jewellery; 'German silver' and
// most 'oxidised' pieces hold no silver at all. Vikreta rule, as of November 2026.
const notSolid =
  /\b(?:plated|plating|covering|coated|tone|polish|artificial|imitation|german|oxidi[sz]ed|alloy)\b/;
const goldPurity = /\b(?:(1[48]|2[24])\s?k(?:t|arat)?|(solid|pure))\b/;
const silverPurity = /\b(925|92\.5|999|sterling|solid|pure)\b/;

/** The solid gold or silver a product is made of, with its purity and weight when the text gives them. */
export function preciousMetalOf(text: string): PreciousMetal | undefined {
  const t = text.toLowerCase();
  if (notSolid.test(t)) return undefined;
  const gold = goldPurity.exec(t);
  const silver = silverPurity.exec(t);
  const metal = gold && /\bgold\b/.test(t) ? 'gold' : silver && /\bsilver\b/.test(t) ? 'silver' : undefined;
  if (!metal) return undefined;
  const grade = metal === 'gold' ? gold![1] && `${gold![1]}K` : silver![1];
  const purity = grade && ['sterling', '925', '92.5'].includes(grade) ? '925 sterling' : grade;
  const weight = findQuantities(text).find((q) => q.measure === 'weight');
  // Quantities are kept in their base unit: grams for weight.
  return {
    metal,
    ...(purity && !['solid', 'pure'].includes(purity) ? { purity } : {}),
    ...(weight ? { grams: weight.base } : {}),
  };
}
