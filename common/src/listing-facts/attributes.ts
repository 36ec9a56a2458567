import type { Language } from '../constants/options';
export { attributeLabels, certificationMarkLabel } from './data/attribute-labels';

export { attributeKeys, type AttributeKey } from './attribute-keys';

/** Sentences around a missing fact, per language: "Add capacity". */
export const checklistTemplates: Record<Language, (label: string) => string> = {
  en: (x) => `Add ${x}`,
  hi: (x) => `${x} जोड़ें`,
  mr: (x) => `${x} नमूद करा`,
  ta: (x) => `${x} சேர்க்கவும்`,
  te: (x) => `${x} జోడించండి`,
  bn: (x) => `${x} যোগ করুন`,
};
