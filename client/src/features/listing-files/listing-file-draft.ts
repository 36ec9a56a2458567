import type { Category, Platform } from '@common/constants/options';
import type { ProductOptimizationResponse } from '@common/contracts/ai';
import {
  listingFileRequestSchema,
  type ListingFileMarketplace,
  type ListingFileProblem,
  type ListingFileRequest,
} from '@common/contracts/listing-file';
import { flipkartKeywords } from '@common/listing-guard';
import { listingFileProblems } from '@common/listing-files/listing-file-problems';

/** What the seller edits before the download: text as typed, prices as typed. */
export interface ListingFileDraft {
  marketplace: ListingFileMarketplace;
  sku: string;
  brand: string;
  title: string;
  bullets: string[];
  description: string;
  searchTerms: string;
  /** Comma-separated, as the seller types them. */
  keywords: string;
  mrp: string;
  price: string;
}

/** The draft an answer starts: its first title, its bullets, description and search terms; five keywords. */
export function draftFrom(
  answer: Pick<ProductOptimizationResponse, 'titleSuggestions' | 'bulletPoints' | 'keywords' | 'searchTerms'>,
  description: string,
  asked: { platform: Platform; brand?: string },
): ListingFileDraft {
  return {
    marketplace: asked.platform === 'flipkart' ? 'flipkart' : 'amazon',
    sku: '',
    brand: asked.brand ?? '',
    title: answer.titleSuggestions[0] ?? '',
    bullets: [...answer.bulletPoints.slice(0, 5), ...Array<string>(5).fill('')].slice(0, 5),
    description,
    searchTerms: answer.searchTerms,
    keywords: answer.keywords.slice(0, flipkartKeywords.max).join(', '),
    mrp: '',
    price: '',
  };
}

const rupees = (typed: string) => {
  const value = typed.replace(/[₹,\s]/g, '');
  return value === '' ? undefined : Number(value);
};

/** The request the draft makes, or the messages that keep it from being one, by field. */
export function readDraft(
  draft: ListingFileDraft,
  category: Category | undefined,
):
  | { request: ListingFileRequest; problems: ListingFileProblem[] }
  | { request: null; problems: ListingFileProblem[] } {
  // Empty bullet boxes are left out; a problem of the n-th bullet written is shown on its own box.
  const written = draft.bullets.flatMap((b, box) => (b.trim() ? [box] : []));
  const onBox = (p: ListingFileProblem): ListingFileProblem => {
    const n = /^bullets\[(\d+)\]$/.exec(p.field)?.[1];
    return n === undefined ? p : { ...p, field: `bullets[${written[Number(n)] ?? n}]` };
  };
  const parsed = listingFileRequestSchema.safeParse({
    category,
    sku: draft.sku,
    brand: draft.brand,
    title: draft.title,
    bullets: draft.bullets.map((b) => b.trim()).filter(Boolean),
    description: draft.description,
    searchTerms: draft.searchTerms,
    keywords: draft.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    mrp: rupees(draft.mrp),
    price: rupees(draft.price),
  });
  if (!parsed.success)
    return {
      request: null,
      problems: parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? 'listing'),
        severity: 'error',
        message: issue.code === 'invalid_type' ? 'Type a number, such as 1299' : issue.message,
        source: 'Vikreta',
      })),
    };
  return { request: parsed.data, problems: listingFileProblems(draft.marketplace, parsed.data).map(onBox) };
}
