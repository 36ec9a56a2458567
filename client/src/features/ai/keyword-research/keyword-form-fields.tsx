import { Field } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/validate';
import { LanguageField } from '../components/language-field';
import { CategoryField, PlatformField } from '../components/shared-fields';

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
      <PlatformField disabled={disabled} error={errors.platform} />
      <CategoryField disabled={disabled} error={errors.category} />
      <LanguageField tool="keywordResearch" disabled={disabled} error={errors.language} />
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
