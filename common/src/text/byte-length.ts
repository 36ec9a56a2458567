/** UTF-8 byte length: what Amazon's backend search-term limit counts (Indian scripts take 3 bytes a letter). */
export const byteLength = (value: string): number => new TextEncoder().encode(value).length;
