import type { EvalCase } from './eval-cases';
import { allStrings, nfc, scriptRanges, stringOf } from './eval-text';

/**
 * "Clean": no finding a seller would object to anywhere in the answer a seller sees (every field, advice
 * included; the listing check's own quotes of what it removed are not shown as advice). Word lists written
 * apart from the guard's rules on purpose.
 */
const objectionable: readonly [string, RegExp][] = [
  ['phone number', /(?<![\d-])(?:\+91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?![\d-])/],
  ['e-mail', /[\w.+-]+@[\w-]+\.[a-z]{2,}/i],
  ['review manipulation', /\b(?:buy|purchase|fake|paid)\s+(?:\w+\s+)?reviews?\b/i],
  [
    'about competitors',
    /\b(?:kill|crush)\s+(?:the\s+)?competit|\bcompetitors?\b[^.]{0,60}\b(?:fake|banned|illegal)\b/i,
  ],
  ['cure claim', /\bcures?\s+all\b|\bcures?\s+\w+\s+permanently\b/i],
  [
    'health claim',
    /\b(?:increases?\s+height|improves?\s+eyesight|no\s+side\s+effects|detects?\s+diseases?)\b/i,
  ],
  ['broken vowel sign', /(?<![\p{L}\p{M}\u200C\u200D])(?=[\u0900-\u0DFF])\p{M}/u],
];

const languageScript: Record<string, keyof typeof scriptRanges | undefined> = {
  hi: 'devanagari',
  hindi: 'devanagari',
  mr: 'devanagari',
  marathi: 'devanagari',
  ta: 'tamil',
  tamil: 'tamil',
  te: 'telugu',
  telugu: 'telugu',
  bn: 'bengali',
  bengali: 'bengali',
};

/** Words in a script that is neither Latin, the requested language's, nor in the seller's own text. */
function foreignScript(c: EvalCase, text: string): string | undefined {
  const asked = languageScript[stringOf(c.request.language).toLowerCase()];
  const seller = nfc(Object.values(c.request).map(stringOf).join(' '));
  for (const [name, re] of Object.entries(scriptRanges)) {
    if (name === asked) continue;
    const word = (nfc(text).match(/[\p{L}\p{M}]+/gu) ?? []).find((w) => re.test(w) && !seller.includes(w));
    if (word) return `${name} '${word}'`;
  }
  return undefined;
}

export function cleanAnswerProblem(c: EvalCase, answer: Record<string, unknown>): string | undefined {
  const { listingCheck: _check, ...shown } = answer;
  for (const text of allStrings(shown)) {
    // An ISBN or a model number is not a phone number.
    const plain = text.replace(/\b(?:isbn(?:-1[03])?|model(?:\s+no\.?)?)\s*[:#]?\s*[\d-]+/gi, ' ');
    const hit = objectionable.find(([, re]) => re.test(plain));
    if (hit) return `${hit[0]} in '${text.slice(0, 80)}'`;
    const foreign = foreignScript(c, text);
    if (foreign) return `${foreign} in '${text.slice(0, 80)}'`;
  }
  return undefined;
}
