import type { Language } from '../constants/options';
export { attributeLabels } from './data/attribute-labels';

/**
 * Facts a buyer looks for in a listing, by key. A product family lists the keys that matter for it
 * (vocabulary profiles); what the seller did not state becomes the optimizer's checklist ("Add capacity").
 * `found` tells whether the seller's text states the fact. Labels are given in every app language.
 */
export const attributeKeys = [
  'capacity',
  'weight',
  'size',
  'dimensions',
  'wattage',
  'battery',
  'playtime',
  'displaySize',
  'count',
  'material',
  'colour',
  'compatibility',
  'certification',
  'gender',
  'ageGroup',
  'warranty',
  'fit',
  'sleeve',
  'occasion',
  'pattern',
  'skinType',
  'hairType',
  'ingredients',
  'shelfLife',
  'flavour',
  'connectivity',
  'waterResistance',
  'lidType',
  'baseType',
  'bristleType',
  'handleMaterial',
  'finish',
  'storage',
  'soleMaterial',
  'closure',
  'careInstructions',
  'vegMark',
  'portion',
  'assembly',
  'stoneType',
] as const;
export type AttributeKey = (typeof attributeKeys)[number];

/** Sentences around a missing fact, per language: "Add capacity". */
export const checklistTemplates: Record<Language, (label: string) => string> = {
  en: (x) => `Add ${x}`,
  hi: (x) => `${x} जोड़ें`,
  mr: (x) => `${x} नमूद करा`,
  ta: (x) => `${x} சேர்க்கவும்`,
  te: (x) => `${x} జోడించండి`,
  bn: (x) => `${x} যোগ করুন`,
};
