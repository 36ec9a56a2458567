import { aiLanguageCoverage } from '@common/constants/ai-languages';
import type { AiLanguagesResponse } from '@common/contracts/ai-languages';
import { languageOptions } from '@common/constants/options';
import type { Env } from '../../env.js';

/**
 * Language coverage of the configured engine. A model writes every text value in the requested language
 * (the listing guard checks the script); the built-in engine's coverage is in common/constants/ai-languages.
 */
export function aiLanguages(env: Env): AiLanguagesResponse {
  const model = Boolean(env.AI_API_KEY);
  const all = { translated: ['every text value'], asWritten: ['your own words and brand names'] };
  return {
    engine: model ? 'model' : 'builtin',
    languages: languageOptions.map((code) => {
      const c = aiLanguageCoverage[code];
      return model
        ? {
            code,
            label: c.label,
            keywordResearch: all,
            productResearch: code === 'en' ? all : c.builtin.productResearch,
            productOptimization: all,
          }
        : { code, label: c.label, ...c.builtin };
    }),
  };
}
