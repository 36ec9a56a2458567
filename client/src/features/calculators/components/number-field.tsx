import { Field } from '@/components/ui/input';

/** Input bounds by kind: prices and costs ≥ 0 in paise steps, percents 0–100, quantity ≥ 1, speed ≥ 1. */
const bounds = {
  money: { min: 0, step: 0.01 },
  percent: { min: 0, max: 100, step: 0.01 },
  quantity: { min: 1, step: 1 },
  speed: { min: 1, step: 0.01 },
  measure: { min: 0, step: 0.01 },
} as const;
export type NumberKind = keyof typeof bounds;

export interface NumberFieldProps {
  label: string;
  kind: NumberKind;
  value: string;
  onValueChange: (value: string, element?: HTMLInputElement | HTMLSelectElement) => void;
  required?: boolean;
  placeholder?: string;
  hint?: string;
  id?: string;
}

/** A numeric calculator input with a phone-friendly decimal keypad and a big tap target. */
export function NumberField({
  label,
  kind,
  value,
  onValueChange,
  required,
  placeholder,
  hint,
  id,
}: NumberFieldProps) {
  return (
    <Field
      id={id}
      label={required ? `${label} *` : label}
      hint={hint}
      type="number"
      inputMode={kind === 'quantity' ? 'numeric' : 'decimal'}
      {...bounds[kind]}
      value={value}
      placeholder={placeholder ?? '0'}
      aria-required={required || undefined}
      onChange={(event) => onValueChange(event.target.value, event.target)}
      className="h-11"
    />
  );
}
