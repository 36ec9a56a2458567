import { Search } from 'lucide-react';
import { toolIds } from '@common/constants/tools';
import { keywordResearchRequestSchema } from '@common/contracts/ai';
import { useToolAccess } from '@/features/plans/use-tool-access';
import { useKeywordResearch } from '../api/keyword-research';
import { failureTexts, onAiFailure } from '../components/ai-failure';
import { ResultsPending, ResultsPlaceholder } from '../components/result-states';
import { SubmitButton } from '../components/submit-button';
import { ToolFrame } from '../components/tool-frame';
import { useAiForm } from '../components/use-ai-form';
import { KeywordFormFields } from './keyword-form-fields';
import { KeywordResults } from './keyword-results';

/** Spec 01 §2 "Keyword Research": usage meter and form; volume, competition and four result tabs. */
export default function KeywordResearchPage() {
  const access = useToolAccess(toolIds.keyword_research);
  const research = useKeywordResearch({ onError: onAiFailure(access, failureTexts.keyword) });
  const form = useAiForm(keywordResearchRequestSchema, research, access.blocked);
  const pendingKeyword = research.isPending ? research.variables.body.keyword : '';

  return (
    <ToolFrame
      title="Keyword Research"
      purpose="Find the words buyers type on Indian marketplaces, how busy they are, and where to use them."
      icon={Search}
      toolId={toolIds.keyword_research}
      formTitle="Research a keyword"
      onSubmit={form.submit}
      resultKey={form.last?.n ?? 0}
      dialogs={access.dialogs}
      form={
        <>
          <KeywordFormFields errors={form.errors} disabled={form.pending} />
          <SubmitButton
            access={access}
            pending={form.pending}
            idleLabel="Research Keywords"
            pendingLabel="Researching..."
            icon={Search}
          />
        </>
      }
      results={
        form.pending ? (
          <ResultsPending text={`Researching '${pendingKeyword}'...`} />
        ) : form.last ? (
          <KeywordResults key={form.last.n} body={form.last.body} result={form.last.result} />
        ) : (
          <ResultsPlaceholder
            icon={Search}
            title="Your keyword research will appear here"
            text="Enter a keyword and pick a platform: you get search volume, competition, related and long-tail keywords, suggestions and platform insights."
          />
        )
      }
    />
  );
}
