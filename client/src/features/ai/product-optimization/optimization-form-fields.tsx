import { defaultTargetAudience } from '@common/constants/options';
import { Field } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/validate';
import { audienceChoices } from '../components/choices';
import { SelectField } from '@/components/ui/select-field';
import { CategoryField, PlatformField } from '../components/shared-fields';
import { LanguageField } from '../components/language-field';
import { TextareaField } from '../components/textarea-field';

/**
 * Product name or description (one is needed), category, brand, platform, audience ('General Consumers'), and
 * (beyond the spec) the language of the description and tips.
 */
export function OptimizationFormFields({ errors, disabled }: { errors: FieldErrors; disabled: boolean }) {
  return (
    <>
      <Field
        label="Product name"
        name="productName"
        placeholder="e.g. steel water bottle 1 litre"
        autoComplete="off"
        maxLength={200}
        disabled={disabled}
        error={errors.productName}
        className="h-11"
      />
      <TextareaField
        label="Current description"
        name="description"
        placeholder="Paste your current listing text, or describe the product"
        hint="A product name or a description is enough; both give the best result."
        maxLength={5000}
        rows={4}
        disabled={disabled}
        error={errors.description}
      />
      <CategoryField disabled={disabled} error={errors.category} />
      <Field
        label="Brand"
        name="brand"
        placeholder="e.g. Milton"
        autoComplete="off"
        maxLength={100}
        disabled={disabled}
        error={errors.brand}
        className="h-11"
      />
      <PlatformField disabled={disabled} error={errors.platform} />
      <SelectField
        label="Target audience"
        name="targetAudience"
        options={audienceChoices}
        defaultValue={defaultTargetAudience}
        disabled={disabled}
        error={errors.targetAudience}
      />
      <LanguageField tool="productOptimization" disabled={disabled} error={errors.language} />
    </>
  );
}
