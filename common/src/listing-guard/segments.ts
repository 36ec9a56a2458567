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

/** Words of the segment written in another Indian script than `allowed`, leaving out words the seller wrote. */
export function foreignWords(
  text: string,
  allowed: Script,
  sellerText = '',
): { script: Script; words: string[] } | null {
  for (const s of indic) {
    if (s === allowed) continue;
    const words = (text.normalize('NFC').match(/[\p{L}\p{M}]+/gu) ?? []).filter(
      (w) => scriptRanges[s].test(w) && !(sellerText && hasWords(sellerText, w)),
    );
    if (words.length > 0) return { script: s, words };
  }
  return null;
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
  const broken = brokenMatra(text);
  if (broken)
    return {
      rule: 'text.broken-matra',
      text: broken,
      message: `A vowel sign stands without its letter ('${broken}'): the text is broken.`,
    };
  const foreign = foreignWords(text, script, sellerText);
  if (foreign)
    return {
      rule: 'language.segment-script',
      text: foreign.words.join(' '),
      words: foreign.words,
      message: `Written in ${scriptNames[foreign.script]}, not in ${script === 'latin' ? 'English' : scriptNames[script]}.`,
    };
  return null;
}

export const scriptOfLanguage = (language: Language): Script => languageScripts[language];
export const languageName = (language: Language): string => languageLabels[language];
