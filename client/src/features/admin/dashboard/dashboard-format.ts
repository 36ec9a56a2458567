/** '1,23,456' (Indian grouping); '—' while unknown. */
export const number = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-IN'));

/** '₹1,23,456' in whole rupees. */
export const rupees = (n: number | undefined) =>
  n === undefined ? '—' : `₹${Math.round(n).toLocaleString('en-IN')}`;

/** '+12.5%' or '-3%'. */
export const growthText = (n: number | undefined) => (n === undefined ? '—' : `${n >= 0 ? '+' : ''}${n}%`);
