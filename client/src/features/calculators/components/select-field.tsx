import { useId } from 'react';
import { inputClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string, element?: HTMLInputElement | HTMLSelectElement) => void;
  hint?: string;
}

/** A native select (the phone's own picker), styled like the other inputs. */
export function SelectField({ label, value, options, onValueChange, hint }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value, event.target)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(inputClass, 'h-11 pr-8')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
