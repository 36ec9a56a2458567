import { defaultLanguage, defaultPlatform } from '@common/constants/options';
import { Field } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/validate';
import { categoryChoices, languageChoices, platformChoices } from '../components/choices';
import { SelectField } from '../components/select-field';

/** Keyword, platform, category (optional), language (English by default), research location (optional). */
export function KeywordFormFields({ errors, disabled }: { errors: FieldErrors; disabled: boolean }) {
  return (
    <>
      <Field
        label="Keyword"
        name="keyword"
        placeholder="e.g. wireless earbuds"
        autoComplete="off"
        maxLength={200}
        required
        disabled={disabled}
        error={errors.keyword}
        className="h-11"
      />
      <SelectField
        label="Platform"
        name="platform"
        choices={platformChoices}
        defaultValue={defaultPlatform}
        disabled={disabled}
        error={errors.platform}
      />
      <SelectField
        label="Category"
        name="category"
        choices={categoryChoices}
        emptyLabel="Any category"
        disabled={disabled}
        error={errors.category}
      />
      <SelectField
        label="Language"
        name="language"
        choices={languageChoices}
        defaultValue={defaultLanguage}
        disabled={disabled}
        error={errors.language}
      />
      <Field
        label="Research location"
        name="researchLocation"
        placeholder="e.g. Mumbai or Tier-2 cities"
        hint="Optional: a city, state or region to focus on."
        maxLength={100}
        disabled={disabled}
        error={errors.researchLocation}
        className="h-11"
      />
    </>
  );
}
