import { KeyRound, Microscope, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { toolIds } from '@common/constants/tools';
import { Button, buttonClass } from '@/components/ui/button';
import { useToolAvailability } from '@/features/tools';
import type { TrendingProduct } from '../api/trending-api';

/** The AI tool screens open with the product filled in (they read these query parameters). */
export const researchLink = (p: TrendingProduct, run = false) =>
  `/product-research?${new URLSearchParams({ productName: p.name, category: p.category, ...(run ? { run: '1' } : {}) })}`;
export const keywordLink = (p: TrendingProduct) =>
  `/keyword-research?${new URLSearchParams({ keyword: p.name, category: p.category })}`;

/**
 * Research this product, Find keywords, and Deep Analysis: a Product Research of this product, started
 * once the seller has read that it uses one of their Product Research calls.
 */
export function AnalyzeActions({ product, onClose }: { product: TrendingProduct; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  // A tool switched off by an admin is said so here, rather than after the seller has opened it.
  const research = useToolAvailability(toolIds.product_research) !== 'disabled';
  const keywords = useToolAvailability(toolIds.keyword_research) !== 'disabled';
  if (confirming && research)
    return (
      <div className="flex w-full flex-col gap-2" data-testid="deep-analysis-confirm">
        <p className="text-sm text-slate-700">
          Deep Analysis runs a Product Research for this product. It uses one of your Product Research calls.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Link href={researchLink(product, true)} className={buttonClass('primary')}>
            <Microscope className="h-4 w-4" aria-hidden />
            Run Deep Analysis
          </Link>
        </div>
      </div>
    );
  return (
    <div className="flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
      {(!research || !keywords) && (
        <p className="w-full text-sm text-slate-600" data-testid="tools-disabled">
          {[!research && 'Product Research', !keywords && 'Keyword Research'].filter(Boolean).join(' and ')}{' '}
          {research || keywords ? 'is' : 'are'} currently disabled.
        </p>
      )}
      {research && (
        <Link href={researchLink(product)} className={buttonClass('secondary')}>
          <Search className="h-4 w-4" aria-hidden />
          Research this product
        </Link>
      )}
      {keywords && (
        <Link href={keywordLink(product)} className={buttonClass('secondary')}>
          <KeyRound className="h-4 w-4" aria-hidden />
          Find keywords
        </Link>
      )}
      {research && (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <Microscope className="h-4 w-4" aria-hidden />
          Deep Analysis
        </Button>
      )}
      <Button onClick={onClose}>Close</Button>
    </div>
  );
}
