/**
 * What a standard's mark on a product means to a buyer, said once beside the bullet that states it: a
 * benefit told from the seller's own fact, never a new claim.
 * - IP codes: IEC 60529 (degrees of protection by enclosures), the meaning of each second digit, as of
 *   November 2026.
 * - ISI mark and BIS hallmark: Bureau of Indian Standards, product certification and hallmarking schemes,
 *   as of November 2026.
 */
const waterDigit: Record<string, string> = {
  '4': 'protected against splashing water',
  '5': 'protected against water jets',
  '6': 'protected against powerful water jets',
  '7': 'protected against immersion up to 1 m for 30 minutes',
  '8': 'protected against continuous immersion, as the maker specifies',
};

const marks: ReadonlyArray<{ pattern: RegExp; meaning: (m: RegExpExecArray) => string | undefined }> = [
  {
    pattern: /\bIP[X\d]([4-8])\b/i,
    meaning: (m) => (waterDigit[m[1]!] ? `${waterDigit[m[1]!]}, IEC 60529` : undefined),
  },
  { pattern: /\bISI\b/, meaning: () => 'certified to the Indian Standard for the product' },
  { pattern: /\bBIS hallmark/i, meaning: () => 'purity tested and marked under the BIS hallmarking scheme' },
];

/** The bullet with what its standard mark means, when it names one and the meaning fits in `maxChars`. */
export function withMarkMeaning(bullet: string, maxChars: number): string {
  for (const { pattern, meaning } of marks) {
    const match = pattern.exec(bullet);
    const said = match && meaning(match);
    if (!said) continue;
    const longer = `${bullet} (${said})`;
    return longer.length <= maxChars ? longer : bullet;
  }
  return bullet;
}
