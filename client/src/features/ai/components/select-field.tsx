import { useId } from 'react';
import { inputClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface Choice {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name: string;
  choices: readonly Choice[];
  defaultValue?: string;
  /** Adds an empty first option with this text, for optional fields (left out of the request when chosen). */
  emptyLabel?: string;
  error?: string;
  disabled?: boolean;
}

/** A native select (the phone's own picker) read by name from the form, styled like the inputs. */
export function SelectField({
  label,
  name,
  choices,
  defaultValue,
  emptyLabel,
  error,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? (emptyLabel !== undefined ? '' : choices[0]?.value)}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClass, 'h-11 pr-8')}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
