import { Field } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/validate';
import { priceRangeChoices } from '../components/choices';
import { SelectField } from '@/components/ui/select-field';
import { CategoryField, PlatformField } from '../components/shared-fields';

/** Product name, category, platform, price range and research location; all but the name optional. */
export function ResearchFormFields({ errors, disabled }: { errors: FieldErrors; disabled: boolean }) {
  return (
    <>
      <Field
        label="Product name"
        name="productName"
        placeholder="e.g. cotton kurti"
        autoComplete="off"
        maxLength={200}
        required
        disabled={disabled}
        error={errors.productName}
        className="h-11"
      />
      <CategoryField disabled={disabled} error={errors.category} />
      <PlatformField disabled={disabled} error={errors.platform} />
      <SelectField
        label="Price range (₹)"
        name="priceRange"
        options={priceRangeChoices}
        emptyLabel="Any price"
        disabled={disabled}
        error={errors.priceRange}
      />
      <Field
        label="Research location"
        name="researchLocation"
        placeholder="e.g. Bengaluru or South India"
        hint="Optional: a city, state or region to focus on."
        maxLength={100}
        disabled={disabled}
        error={errors.researchLocation}
        className="h-11"
      />
    </>
  );
}
