/** A user-typed search as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
