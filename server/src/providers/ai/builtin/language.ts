import { aiLanguageCoverage } from '@common/constants/ai-languages';
import type { Language } from '@common/constants/options';

/** The notice for a non-English answer: which parts the built-in engine leaves in English. */
export function languageNotice(
  language: Language,
  tool: 'keywordResearch' | 'productResearch' | 'productOptimization',
): string | undefined {
  if (language === 'en') return undefined;
  return aiLanguageCoverage[language].builtin[tool].notice;
}
