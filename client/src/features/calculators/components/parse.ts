/** A form field's text as a number for the calculators: empty or unreadable text counts as missing. */
export function figure(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Picks the allowed value matching `text`, or the fallback: narrows a select's string without a cast. */
export function pick<T extends string>(allowed: readonly T[], text: string, fallback: T): T {
  return allowed.find((option) => option === text) ?? fallback;
}

const plainNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A plain figure for display (kg, km, hours): Indian grouping, at most two decimals. */
export const formatNumber = (value: number) => plainNumber.format(value);
