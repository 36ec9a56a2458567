import { stateByCode, type GstState } from './states';

/**
 * A GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), an entity number, 'Z',
 * and a check character.
 */
export const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters (GSTN's base-36 Luhn variant: factors 1, 2, 1, 2, …). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = alphabet.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'state' | 'checksum';

/** Why a GSTIN (already upper-cased and trimmed) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!gstinPattern.test(gstin)) return 'format';
  if (!stateByCode(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'checksum';
}

export const gstinMessages: Record<GstinProblem, string> = {
  format: 'Enter a 15-character GSTIN such as 27AAPFU0939F1ZV',
  state: 'The first two digits of a GSTIN must be an Indian state code',
  checksum: 'This GSTIN has a typo: its last character does not match the rest',
};

/** The state a valid GSTIN is registered in. */
export const gstinState = (gstin: string): GstState | undefined => stateByCode(gstin.slice(0, 2));
