import { languageLabels, languageOptions, type Language } from './options';

/**
 * What each AI tool writes in each language, so a screen can say so before the seller submits.
 * The built-in engine translates every sentence it writes; what it cannot translate stays as written:
 * the seller's own words, brand and product names, titles and most search keywords (buyers type those
 * in English or Hinglish; native-script keywords are added for the products Vikreta knows). Product
 * research takes no language (spec) and is written in English. A model (AI_API_KEY) writes every text
 * value in the requested language, and the listing guard checks the script.
 */
export interface ToolCoverage {
  /** Parts written in the requested language. */
  translated: string[];
  /** Parts that stay in English or as the seller wrote them. */
  asWritten: string[];
  /** One line for the screen; undefined for English. */
  notice?: string;
}

export interface LanguageCoverage {
  code: Language;
  label: string;
  builtin: {
    keywordResearch: ToolCoverage;
    productResearch: ToolCoverage;
    productOptimization: ToolCoverage;
  };
}

function coverage(code: Language): LanguageCoverage {
  const label = languageLabels[code];
  const english = code === 'en';
  const tool = (translated: string[], asWritten: string[], notice: string): ToolCoverage =>
    english
      ? { translated: [...translated, ...asWritten], asWritten: [] }
      : { translated, asWritten, notice };
  return {
    code,
    label,
    builtin: {
      keywordResearch: tool(
        ['suggestions', 'platform insights', 'native-script keywords for products Vikreta knows'],
        ['search keywords buyers type in English or Hinglish', 'your keyword as typed'],
        `${label}: suggestions and platform insights are written in ${label}; most search keywords stay in English or Hinglish, as buyers type them, with ${label} forms added for products Vikreta knows.`,
      ),
      productResearch: tool(
        [],
        ['the whole research'],
        `${label}: product research is written in English (the research form has no language choice).`,
      ),
      productOptimization: tool(
        [
          'description headings, labels and audience line',
          'short description frame',
          'platform tips',
          'checklist',
        ],
        ['titles', 'keywords', 'your own sentences, brand and product name'],
        `${label}: the description frame, short description, tips and checklist are in ${label}; titles, keywords and your own sentences stay as written.`,
      ),
    },
  };
}

export const aiLanguageCoverage: Record<Language, LanguageCoverage> = Object.fromEntries(
  languageOptions.map((code) => [code, coverage(code)]),
) as Record<Language, LanguageCoverage>;
