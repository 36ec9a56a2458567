import {
  categoryOptions,
  languageLabels,
  languageOptions,
  priceRangeOptions,
  targetAudienceOptions,
} from '@common/constants/options';
import { platformOptions, platformLabels } from '@common/constants/platforms';
import type { SelectOption } from '@/components/ui/select-field';

/** The AI tools' option lists (`@common/constants/options`) as select choices; values are what the API takes. */
const same = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

export const platformChoices: SelectOption[] = platformOptions.map((value) => ({
  value,
  label: platformLabels[value],
}));
/** The spec's language names are what the form sends ('Hindi'); the API also takes the codes. */
export const languageChoices: SelectOption[] = languageOptions.map((code) => ({
  value: languageLabels[code],
  label: languageLabels[code],
}));
export const categoryChoices = same(categoryOptions);
export const priceRangeChoices = same(priceRangeOptions);
export const audienceChoices = same(targetAudienceOptions);
