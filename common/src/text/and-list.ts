/** 'a', 'a and b', 'a, b and c': an English list for a sentence. */
export const andList = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
