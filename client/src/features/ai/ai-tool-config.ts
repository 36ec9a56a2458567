import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { ToolKey } from '@common/constants/tools';
import type { FailureTexts } from '@/lib/error-feedback';
import type { FieldErrors } from '@/lib/validate';
import { requestFrom, type FormRequest } from './form-request';

/** The AI tools (every tool but the business calculator). */
export type AiToolKey = Exclude<ToolKey, 'business_calculator'>;

export interface AiFieldsProps {
  errors: FieldErrors;
  disabled: boolean;
}

/** Everything that makes one AI tool screen differ from another; the page itself is ai-tool-page.tsx. */
export interface AiToolConfig<Body, Result> {
  key: AiToolKey;
  toolId: number;
  /** The endpoint it posts to, e.g. '/api/ai/keyword-research'. */
  path: string;
  /** The shared request contract the form is validated with. */
  schema: z.ZodType<Body>;
  /** The shared answer contract: a result reopened from history is shown only when it still reads as one. */
  resultSchema: z.ZodType<Result>;
  /** The form's values as the request body, or the spec's messages per field. */
  request: (values: Record<string, string>) => FormRequest<Body>;
  title: string;
  purpose: string;
  icon: LucideIcon;
  formTitle: string;
  Fields: ComponentType<AiFieldsProps>;
  submitLabels: { idle: string; pending: string };
  /** The right panel's text while a call runs, e.g. "Researching 'kurti'...". */
  pendingText: (body: Body) => string;
  /** The right panel before the first result. */
  placeholder: { title: string; text: string };
  Results: ComponentType<{ body: Body; result: Result }>;
  /** A section under the form and results, e.g. Product Optimization's "Check my listing". */
  Extra?: ComponentType;
  /** The failure toast's title and default text. */
  failure: FailureTexts;
}

/** A tool's config, with its request builder made from its schema. */
export const defineAiTool = <Body, Result>(
  config: Omit<AiToolConfig<Body, Result>, 'request'>,
): AiToolConfig<Body, Result> => ({
  ...config,
  request: (values) => requestFrom(config.schema, values),
});
