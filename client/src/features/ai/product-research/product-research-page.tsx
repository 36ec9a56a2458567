import { Package } from 'lucide-react';
import { toolIds } from '@common/constants/tools';
import { productResearchRequestSchema } from '@common/contracts/ai';
import { useToolAccess } from '@/features/plans/use-tool-access';
import { useProductResearch } from '../api/product-research';
import { failureTexts, onAiFailure } from '../components/ai-failure';
import { ResultsPending, ResultsPlaceholder } from '../components/result-states';
import { SubmitButton } from '../components/submit-button';
import { ToolFrame } from '../components/tool-frame';
import { useAiForm } from '../components/use-ai-form';
import { ResearchFormFields } from './research-form-fields';
import { ResearchResults } from './research-results';

/** Spec 01 §2 "Product Research": usage meter and form; six result tabs. */
export default function ProductResearchPage() {
  const access = useToolAccess(toolIds.product_research);
  const research = useProductResearch({ onError: onAiFailure(access, failureTexts.research) });
  const form = useAiForm(productResearchRequestSchema, research, access.blocked);
  const pendingName = research.isPending ? research.variables.body.productName : '';

  return (
    <ToolFrame
      title="Product Research"
      purpose="Size up a product before you stock it: demand, competition, prices, seasons and where it sells best."
      icon={Package}
      toolId={toolIds.product_research}
      formTitle="Research a product"
      onSubmit={form.submit}
      resultKey={form.last?.n ?? 0}
      dialogs={access.dialogs}
      form={
        <>
          <ResearchFormFields errors={form.errors} disabled={form.pending} />
          <SubmitButton
            access={access}
            pending={form.pending}
            idleLabel="Research Product"
            pendingLabel="Researching..."
            icon={Package}
          />
        </>
      }
      results={
        form.pending ? (
          <ResultsPending text={`Researching '${pendingName}'...`} />
        ) : form.last ? (
          <ResearchResults key={form.last.n} body={form.last.body} result={form.last.result} />
        ) : (
          <ResultsPlaceholder
            icon={Package}
            title="Your product research will appear here"
            text="Enter a product: you get the market, competitors, pricing, demand trends, opportunities per platform and recommendations."
          />
        )
      }
    />
  );
}
