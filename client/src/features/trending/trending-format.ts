import type { CompetitionLevel, MarketTrend } from '@common/contracts/trending';

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '₹180', '₹1,25,000': rupees with Indian digit grouping (lakh, crore). */
export const formatRupees = (amount: number) => `₹${rupees.format(Number.isFinite(amount) ? amount : 0)}`;

/** A demand score as a whole percent between 0 and 100. */
export const demandPercent = (score: number) =>
  Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;

export const competitionLabels: Record<CompetitionLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const trendLabels: Record<MarketTrend, string> = {
  growing: 'Growing',
  stable: 'Stable',
  declining: 'Declining',
};

/** '28 products', '1 product'. */
export const productCount = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** An image the card may show: http(s) or our own path; the server already drops anything else. */
export const showableImage = (url: string | null | undefined): string | null =>
  url && (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) ? url : null;

/** How many products the sellers' screen shows at first, and how many more each 'Show more' adds. */
export const sellerPageSize = 12;
