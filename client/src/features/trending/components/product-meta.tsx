import {
  CookingPot,
  Dumbbell,
  Headphones,
  Minus,
  Package,
  Shirt,
  Sofa,
  Sparkles,
  ToyBrick,
  TrendingDown,
  TrendingUp,
  Watch,
  type LucideIcon,
} from 'lucide-react';
import type { CompetitionLevel, MarketTrend } from '@common/contracts/trending';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { competitionLabels, demandPercent, trendLabels } from '../trending-format';

interface CategoryLook {
  icon: LucideIcon;
  /** Soft background and icon colour of the image placeholder. */
  tint: string;
}

const looks: Array<[RegExp, CategoryLook]> = [
  [/electronic|gadget|mobile/i, { icon: Headphones, tint: 'from-sky-50 to-blue-100 text-blue-600' }],
  [/fashion|cloth|apparel/i, { icon: Shirt, tint: 'from-rose-50 to-pink-100 text-pink-600' }],
  [/beauty|personal|care/i, { icon: Sparkles, tint: 'from-fuchsia-50 to-purple-100 text-purple-600' }],
  [/home|garden|decor/i, { icon: Sofa, tint: 'from-amber-50 to-yellow-100 text-amber-700' }],
  [/kitchen|cook|food/i, { icon: CookingPot, tint: 'from-orange-50 to-orange-100 text-orange-600' }],
  [/sport|fitness|gym/i, { icon: Dumbbell, tint: 'from-emerald-50 to-green-100 text-emerald-600' }],
  [/accessor|jewel|watch/i, { icon: Watch, tint: 'from-violet-50 to-indigo-100 text-indigo-600' }],
  [/toy|kid|baby/i, { icon: ToyBrick, tint: 'from-lime-50 to-lime-100 text-lime-700' }],
];
const fallbackLook: CategoryLook = { icon: Package, tint: 'from-slate-50 to-slate-100 text-slate-500' };

/** The icon and tint standing in for a product image of this category. */
export const categoryLook = (category: string) =>
  looks.find(([pattern]) => pattern.test(category))?.[1] ?? fallbackLook;

const competitionTones: Record<CompetitionLevel, BadgeTone> = { low: 'green', medium: 'yellow', high: 'red' };

/** Competition as a coloured badge: green low, yellow medium, red high. */
export function CompetitionBadge({ level, className }: { level: CompetitionLevel; className?: string }) {
  return (
    <Badge tone={competitionTones[level]} className={className} data-testid="competition">
      {competitionLabels[level]}
    </Badge>
  );
}

const trendLooks: Record<MarketTrend, { icon: LucideIcon; className: string }> = {
  growing: { icon: TrendingUp, className: 'text-green-700' },
  stable: { icon: Minus, className: 'text-slate-600' },
  declining: { icon: TrendingDown, className: 'text-red-700' },
};

/** The market trend with its arrow. */
export function TrendLabel({ trend, className }: { trend: MarketTrend; className?: string }) {
  const { icon: Icon, className: tone } = trendLooks[trend];
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium', tone, className)}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      {trendLabels[trend]}
    </span>
  );
}

const demandFill = (percent: number) =>
  percent >= 75 ? 'bg-green-500' : percent >= 50 ? 'bg-brand-500' : 'bg-orange-400';

/** Demand score as a percent with a bar; `labelled` adds its own 'Demand score' caption (cards). */
export function DemandMeter({ score, labelled = true }: { score: number; labelled?: boolean }) {
  const percent = demandPercent(score);
  const value = (
    <span className="font-semibold text-slate-900" data-testid="demand-score">
      {percent}%
    </span>
  );
  return (
    <div className="space-y-1.5">
      {labelled ? (
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-slate-600">Demand score</span>
          {value}
        </div>
      ) : (
        <p className="text-lg">{value}</p>
      )}
      <div
        role="progressbar"
        aria-label="Demand score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200/70"
      >
        <div className={cn('h-full rounded-full', demandFill(percent))} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
