import { languageLabels, type Language } from '@common/constants/options';

/** The built-in engine writes English only; other languages get this notice (and English content). */
export function languageNotice(language: Language): string | undefined {
  if (language === 'en') return undefined;
  const name = languageLabels[language];
  return `You asked for ${name}. The built-in engine answers in English only, so these results are in English.`;
}
