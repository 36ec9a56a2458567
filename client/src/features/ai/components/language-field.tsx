import { useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { parseLanguage } from '@common/constants/languages';
import { defaultLanguage, languageLabels } from '@common/constants/options';
import type { AiLanguagesResponse } from '@common/contracts/ai-languages';
import { SelectField } from '@/components/ui/select-field';
import { api } from '@/lib/api-client';
import { languageChoices } from './choices';

const languagesQuery = {
  queryKey: ['ai', 'languages'],
  queryFn: () => api.get<AiLanguagesResponse>('/api/ai/languages'),
  staleTime: 60 * 60_000,
};

export type CoveredTool = 'keywordResearch' | 'productOptimization';

/** What stays English for this tool and language with the engine that answers, or null when all is translated. */
export function coverageNotice(
  languages: AiLanguagesResponse | undefined,
  tool: CoveredTool,
  languageName: string,
): string | null {
  const code = parseLanguage(languageName);
  const coverage = languages?.languages.find((l) => l.code === code)?.[tool];
  return coverage?.notice ?? null;
}

/**
 * The Language select of an AI form, and under it, before the seller spends a call, what the answering
 * engine writes in that language and what stays in English.
 */
export function LanguageField({
  tool,
  disabled,
  error,
}: {
  tool: CoveredTool;
  disabled: boolean;
  error?: string;
}) {
  const [language, setLanguage] = useState<string>(languageLabels[defaultLanguage]);
  const languages = useQuery(languagesQuery);
  const notice = coverageNotice(languages.data, tool, language);
  return (
    <div className="space-y-2">
      <SelectField
        label="Language"
        name="language"
        options={languageChoices}
        value={language}
        onValueChange={setLanguage}
        disabled={disabled}
        error={error}
      />
      {notice && (
        <p
          role="note"
          data-testid="language-coverage"
          className="flex gap-2 rounded-lg bg-amber-50 p-2.5 text-xs text-amber-900"
        >
          <Languages className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{notice}</span>
        </p>
      )}
    </div>
  );
}
