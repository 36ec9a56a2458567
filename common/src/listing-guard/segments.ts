import { languageLabels, type Language } from '../constants/options';
import { hasWords, languageScripts, scriptRanges, type Script } from '../text/scripts';

/**
 * Script checks per text segment (a title, a keyword, a sentence): letters of a script other than the
 * requested one, and vowel signs that lost their letter ('क ाजल': a matra after a space or at the start of
 * a word). Latin is allowed everywhere (brands, units, English words buyers type).
 */
const scriptNames: Record<Script, string> = {
  latin: 'English letters',
  devanagari: 'Devanagari (Hindi/Marathi)',
  bengali: 'Bengali',
  tamil: 'Tamil',
  telugu: 'Telugu',
};
const indic = ['devanagari', 'bengali', 'tamil', 'telugu'] as const;

/** A combining mark of an Indian script with no letter before it. */
const brokenMarkPattern = /(?<![\p{L}\p{M}\u200C\u200D])(?=[\u0900-\u0DFF])\p{M}/u;

export function brokenMatra(text: string): string | null {
  const m = text.normalize('NFC').match(brokenMarkPattern);
  if (!m) return null;
  const at = m.index ?? 0;
  return text.slice(Math.max(0, at - 6), at + 6).trim();
}

/** Words of the segment written in other Indian scripts than `allowed`, leaving out words the seller wrote. */
export function foreignWords(
  text: string,
  allowed: Script,
  sellerText = '',
): { scripts: Script[]; words: string[] } | null {
  const all = text.normalize('NFC').match(/[\p{L}\p{M}]+/gu) ?? [];
  const scripts: Script[] = [];
  const words: string[] = [];
  for (const s of indic) {
    if (s === allowed) continue;
    const found = all.filter((w) => scriptRanges[s].test(w) && !(sellerText && hasWords(sellerText, w)));
    if (found.length > 0) {
      scripts.push(s);
      words.push(...found);
    }
  }
  return words.length > 0 ? { scripts, words } : null;
}

export interface SegmentProblem {
  rule: 'language.segment-script' | 'text.broken-matra';
  message: string;
  /** The words concerned. */
  text: string;
  /** Words to take out of a title or keyword instead of dropping all of it. */
  words?: string[];
}

/** What is wrong with one segment's scripts, for an answer in `language` (or a listing in that script). */
export function segmentProblem(text: string, script: Script, sellerText = ''): SegmentProblem | null {
  return segmentProblems(text, script, sellerText)[0] ?? null;
}

/** Every script problem of one segment: a broken vowel sign, then words in another script. */
export function segmentProblems(text: string, script: Script, sellerText = ''): SegmentProblem[] {
  const out: SegmentProblem[] = [];
  const broken = brokenMatra(text);
  if (broken)
    out.push({
      rule: 'text.broken-matra',
      text: broken,
      message: `A vowel sign stands without its letter ('${broken}'): the text is broken.`,
    });
  const foreign = foreignWords(text, script, sellerText);
  if (foreign)
    out.push({
      rule: 'language.segment-script',
      text: foreign.words.join(' '),
      words: foreign.words,
      message: `Written in ${foreign.scripts.map((x) => scriptNames[x]).join(' and ')}, not in ${script === 'latin' ? 'English' : scriptNames[script]}.`,
    });
  return out;
}

export const scriptOfLanguage = (language: Language): Script => languageScripts[language];
export const languageName = (language: Language): string => languageLabels[language];
