import { Target } from 'lucide-react';
import { toolIds } from '@common/constants/tools';
import { productOptimizationRequestSchema } from '@common/contracts/ai';
import { useToolAccess } from '@/features/plans/use-tool-access';
import { useProductOptimization } from '../api/product-optimization';
import { failureTexts, onAiFailure } from '../components/ai-failure';
import { ResultsPending, ResultsPlaceholder } from '../components/result-states';
import { SubmitButton } from '../components/submit-button';
import { ToolFrame } from '../components/tool-frame';
import { useAiForm } from '../components/use-ai-form';
import { OptimizationFormFields } from './optimization-form-fields';
import { OptimizationResults } from './optimization-results';

/** Spec 01 §2 "Product Optimization": usage meter and form; five result tabs with copyable texts. */
export default function ProductOptimizationPage() {
  const access = useToolAccess(toolIds.product_optimization);
  const optimize = useProductOptimization({ onError: onAiFailure(access, failureTexts.optimization) });
  const form = useAiForm(productOptimizationRequestSchema, optimize, access.blocked);

  return (
    <ToolFrame
      title="Product Optimization"
      purpose="Rewrite a listing for the platform you sell on: titles within its limits, a description, and keywords."
      icon={Target}
      toolId={toolIds.product_optimization}
      formTitle="Optimize a listing"
      onSubmit={form.submit}
      resultKey={form.last?.n ?? 0}
      dialogs={access.dialogs}
      form={
        <>
          <OptimizationFormFields errors={form.errors} disabled={form.pending} />
          <SubmitButton
            access={access}
            pending={form.pending}
            idleLabel="Optimize Listing"
            pendingLabel="Optimizing..."
            icon={Target}
          />
        </>
      }
      results={
        form.pending ? (
          <ResultsPending text="Optimizing your listing..." />
        ) : form.last ? (
          <OptimizationResults key={form.last.n} body={form.last.body} result={form.last.result} />
        ) : (
          <ResultsPlaceholder
            icon={Target}
            title="Your optimized listing will appear here"
            text="Enter a product name or your current description: you get title options, a description, a short description, keywords and tips per platform."
          />
        )
      }
    />
  );
}
