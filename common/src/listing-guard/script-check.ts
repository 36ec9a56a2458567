import type { ListingFinding } from '../contracts/listing-check';
import { languageLabels, type Language } from '../constants/options';
import { hasScript, languageScripts } from '../text/scripts';
import { sources } from './data/listing-rules';
import { finding } from './findings';

/** True when a non-English answer's generated text carries the requested script. */
export function inRequestedScript(texts: readonly string[], language: Language): boolean {
  if (language === 'en') return true;
  return hasScript(texts.join('\n'), languageScripts[language]);
}

export function scriptFinding(language: Language, field: string, repaired: boolean): ListingFinding {
  const name = languageLabels[language];
  return finding(
    'language.script',
    'warning',
    repaired ? 'repaired' : 'flagged',
    field,
    name,
    repaired
      ? `The model answered without ${name} text; Vikreta's own ${name} text was used instead.`
      : `The answer is not in ${name}.`,
    sources.vikreta,
  );
}
