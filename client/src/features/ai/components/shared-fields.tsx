import { defaultPlatform } from '@common/constants/platforms';
import { categoryChoices, platformChoices } from './choices';
import { SelectField } from '@/components/ui/select-field';

interface SharedFieldProps {
  disabled: boolean;
  error?: string;
}

/** The platform select every AI tool form has (every platform of the option list, Meesho included). */
export function PlatformField({ disabled, error }: SharedFieldProps) {
  return (
    <SelectField
      label="Platform"
      name="platform"
      options={platformChoices}
      defaultValue={defaultPlatform}
      disabled={disabled}
      error={error}
    />
  );
}

/** The optional category select (the spec's 28 categories). */
export function CategoryField({ disabled, error }: SharedFieldProps) {
  return (
    <SelectField
      label="Category"
      name="category"
      options={categoryChoices}
      emptyLabel="Any category"
      disabled={disabled}
      error={error}
    />
  );
}
