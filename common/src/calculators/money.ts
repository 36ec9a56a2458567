/** Display formatting for calculator results: two decimals, Indian digit grouping. */

const inrFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

const decimalFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/** Shown for a figure that is not a finite number. */
export const notANumberText = '—';

/**
 * Rupees with Indian grouping and two decimals: 123456.78 → '₹1,23,456.78', -1234 → '-₹1,234.00'.
 * Anything that rounds to zero shows as '₹0.00' (no '-₹0.00').
 */
export function formatInr(value: number): string {
  return Number.isFinite(value) ? inrFormat.format(value) : notANumberText;
}

/** A percentage with two decimals: 39.95495 → '39.95%', 1234.5 → '1,234.50%'. */
export function formatPercent(value: number): string {
  return Number.isFinite(value) ? `${decimalFormat.format(value)}%` : notANumberText;
}

/**
 * A rupee figure rounded to whole paise, as it is shown: 220.5234 → 220.52, 26.175 → 26.18 (a half paisa up,
 * though 26.175 × 100 is 2617.4999… in binary: the product is first cut to six decimals of a paisa).
 */
export function toPaise(value: number): number {
  return Math.round(Number((value * 100).toFixed(6))) / 100;
}
