import { useId } from 'react';
import { inputClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  /** For a form read on submit: the field's name and its first value. */
  name?: string;
  defaultValue?: string;
  /** For a field held in state: its value and what a change does. */
  value?: string;
  onValueChange?: (value: string, element: HTMLSelectElement) => void;
  /** Adds an empty first option with this text, for optional fields (left out of a request when chosen). */
  emptyLabel?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** 'sm' for a filter row, 'md' (the default) for a form. */
  size?: 'sm' | 'md';
  className?: string;
}

const sizes = { sm: 'h-10', md: 'h-11 pr-8' } as const;

/** A native select (the phone's own picker) with its label, hint or error, styled like the inputs. */
export function SelectField(props: SelectFieldProps) {
  const { label, options, emptyLabel, hint, error, onValueChange } = props;
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const controlled = props.value !== undefined;
  return (
    <div className={cn('min-w-0 space-y-1.5', props.className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        defaultValue={
          controlled ? undefined : (props.defaultValue ?? (emptyLabel !== undefined ? '' : options[0]?.value))
        }
        onChange={onValueChange && ((event) => onValueChange(event.target.value, event.target))}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, sizes[props.size ?? 'md'])}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
