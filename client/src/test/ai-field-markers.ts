import { aiToolFields, type AiTextField, type AiTool } from '@common/contracts/ai-fields';

/**
 * Answers for the tests that every text field the one description of the AI tools lists
 * (common/contracts/ai-fields.ts) reaches the seller: each field holds a marker text of its own.
 */
export const fieldMarker = (field: AiTextField) => `marker-${field.key}`;

const extras: Record<AiTool, object> = {
  keywords: {
    keyword: 'cotton kurti',
    searchVolume: 'Estimated 10K–50K / month',
    searchVolumeEstimate: { low: 10_000, high: 50_000 },
    competition: 'High (estimate)',
    competitionLevel: 'high',
  },
  research: {},
  optimization: {},
};

/** An answer of the tool whose every described field holds its marker, in the field's shape. */
export function answerWithMarkers(tool: AiTool): Record<string, unknown> {
  const answer: Record<string, unknown> = { ...extras[tool], source: 'builtin', isEstimate: true };
  for (const field of aiToolFields[tool]) {
    const text = fieldMarker(field);
    answer[field.key] =
      field.shape === 'text'
        ? text
        : field.shape === 'list'
          ? [text]
          : [{ platform: 'amazon', [field.itemKey!]: [text] }];
  }
  return answer;
}

/** The described fields whose marker is not in the text. */
export const fieldsMissingFrom = (tool: AiTool, text: string) =>
  aiToolFields[tool].filter((f) => !text.includes(fieldMarker(f))).map((f) => f.key);

export const aiTools = Object.keys(aiToolFields) as AiTool[];
