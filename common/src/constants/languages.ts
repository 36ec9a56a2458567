import { languageLabels, languageOptions, type Language } from './options';

/**
 * Language values the AI tools accept: the spec's names ('English', 'Hindi', 'Tamil', 'Telugu', 'Bengali',
 * 'Marathi', in any case) and the ISO 639-1 codes. Both become the code.
 */
export function parseLanguage(value: string): Language | undefined {
  const v = value.trim().toLowerCase();
  const byCode = languageOptions.find((code) => code === v);
  if (byCode) return byCode;
  return languageOptions.find((code) => languageLabels[code].toLowerCase() === v);
}

export const languageChoicesText = languageOptions.map((c) => `'${languageLabels[c]}'`).join(', ');
export const invalidLanguageMessage = `Language must be one of ${languageChoicesText} (or its code: ${languageOptions.join(', ')})`;

/** Names of the languages in their own script, for notices a seller reads in that language. */
export const nativeLanguageNames: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  bn: 'বাংলা',
};
