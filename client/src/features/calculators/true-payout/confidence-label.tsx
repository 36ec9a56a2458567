import type { Confidence } from '@common/calculators';
import { Badge } from '@/components/ui/badge';

/** What each label means; 'fact' figures (read on the marketplace's or the government's own page) carry none. */
export const confidenceMeaning = {
  reported: 'Reported: from a third party or an older copy of the marketplace page.',
  estimate: 'Estimate: a representative figure where no published one was at hand.',
} as const;

/** Marks a figure that is not a published fact, so estimates are never shown as facts. */
export function ConfidenceLabel({ confidence }: { confidence: Confidence }) {
  if (confidence === 'fact') return null;
  return (
    <Badge tone={confidence === 'estimate' ? 'yellow' : 'blue'} title={confidenceMeaning[confidence]}>
      {confidence === 'estimate' ? 'Estimate' : 'Reported'}
    </Badge>
  );
}
