/**
 * Contact details in text, without mistaking identifiers for phone numbers: an ISBN ('ISBN 8171234567',
 * '978-81-7525-766-5'), a model, part or serial number, HSN or EAN code is a fact, not a phone number.
 */
export interface ContactPattern {
  id: string;
  label: string;
  re: RegExp;
}

const identifierLabel =
  /\b(?:isbn(?:[- ]?1[03])?|model(?:\s+(?:no\.?|number))?|part\s+(?:no\.?|number)|sku|serial(?:\s+no\.?)?|hsn|ean|upc|gtin|asin|barcode|batch(?:\s+no\.?)?|lot(?:\s+no\.?)?|article\s+no\.?|item\s+no\.?)\s*[:#.-]?\s*$/i;

/** A digit run that is part of a longer hyphenated or dotted number (an ISBN-13, a version) is no phone. */
function partOfLongerNumber(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 2), index);
  const after = text.slice(index + length, index + length + 2);
  return /\d[-.]$|\d$/.test(before) || /^[-.]?\d/.test(after);
}

export function contactMatches(text: string, c: ContactPattern): { text: string; index: number }[] {
  const re = new RegExp(c.re.source, c.re.flags.includes('g') ? c.re.flags : `${c.re.flags}g`);
  const out: { text: string; index: number }[] = [];
  for (const m of text.matchAll(re)) {
    const index = m.index ?? 0;
    if (c.id === 'contact.phone') {
      const lead = text.slice(Math.max(0, index - 24), index);
      if (identifierLabel.test(lead) || partOfLongerNumber(text, index, m[0].length)) continue;
    }
    out.push({ text: m[0], index });
  }
  return out;
}

/** True when the text carries one of the contact details. */
export const hasContact = (text: string, patterns: readonly ContactPattern[]): boolean =>
  patterns.some((c) => contactMatches(text, c).length > 0);

/** The first contact detail found, with its pattern. */
export function firstContact(text: string, patterns: readonly ContactPattern[]): ContactPattern | undefined {
  return patterns.find((c) => contactMatches(text, c).length > 0);
}
