/**
 * Input helpers shared by the calculators.
 * Form fields arrive as numbers, or as nothing/NaN when left empty.
 */
export type NumericInput = number | null | undefined;

/** A required figure is usable only when it is a finite, non-zero number; otherwise the calculation does not run. */
export function requiredFigure(value: NumericInput): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0 ? value : null;
}

/** An optional figure falls back (to 0 unless told otherwise) when missing or not a finite number. */
export function optionalFigure(value: NumericInput, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** `percent`% of `amount`. */
export function percentOf(amount: number, percent: number): number {
  return (amount * percent) / 100;
}
