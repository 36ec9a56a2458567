import {
  categoryOptions,
  languageLabels,
  languageOptions,
  platformOptions,
  platformLabels,
  priceRangeOptions,
  targetAudienceOptions,
} from '@common/constants/options';
import type { Choice } from './select-field';

/** The option lists of spec 01 §5 as select choices; values are what the API takes. */
const same = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

export const platformChoices: Choice[] = platformOptions.map((value) => ({
  value,
  label: platformLabels[value],
}));
export const languageChoices: Choice[] = languageOptions.map((value) => ({
  value,
  label: languageLabels[value],
}));
export const categoryChoices = same(categoryOptions);
export const priceRangeChoices = same(priceRangeOptions);
export const audienceChoices = same(targetAudienceOptions);
