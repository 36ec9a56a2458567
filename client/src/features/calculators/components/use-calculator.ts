import { useState, type FormEvent } from 'react';

/** The input that changed; its form tells whether every figure is within its range. */
type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * Holds a calculator's inputs (as typed text) and its last result (idle, then a result after a
 * valid calculation). Calculate runs `compute`; a null answer (a required number is zero or missing) changes
 * nothing and shows no message. After the first result, results follow the inputs as the seller types, but
 * only while the inputs give a result; otherwise the last result stays as it was.
 */
export function useCalculator<K extends string, R>(
  initial: Record<K, string>,
  compute: (values: Record<K, string>) => R | null,
) {
  const [values, setValues] = useState(initial);
  const [result, setResult] = useState<R | null>(null);
  /** Counts the Calculate presses that gave a result, so the screen can bring the result into view. */
  const [calculations, setCalculations] = useState(0);

  const update = (key: K, value: string, element?: FieldElement) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (result === null) return;
    const live = compute(next);
    if (live !== null && element?.form?.checkValidity() !== false) setResult(live);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = compute(values);
    if (next === null) return;
    // Required numbers are fine; a figure out of its range (a percent over 100, a negative price) is pointed out.
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    setResult(next);
    setCalculations((n) => n + 1);
  };

  const reset = () => {
    setValues(initial);
    setResult(null);
  };

  /** Props for a NumberField or SelectField bound to one input. */
  const bind = (key: K) => ({
    value: values[key],
    onValueChange: (value: string, element?: FieldElement) => update(key, value, element),
  });

  return { values, result, calculations, submit, reset, bind };
}

export type Calculator<K extends string, R> = ReturnType<typeof useCalculator<K, R>>;
