import type { Category } from '@common/constants/options';
import type { Platform } from '@common/constants/platforms';
import {
  listingFileMarketplaces,
  listingFileRequestSchema,
  type ListingFileMarketplace,
  type ListingFileProblem,
  type ListingFileRequest,
} from '@common/contracts/listing-file';
import { listingRulesOf } from '@common/listing-guard';
import { rupees } from '@common/listing-files/bulk-csv';
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

/** A listing to write a file from: an optimization answer's text, or the seller's own in Check my listing. */
export interface ListingText {
  /** The title options (the first one is taken); one for a seller's own listing. */
  titles: readonly string[];
  bullets: readonly string[];
  /** Plain text. */
  description: string;
  searchTerms: string;
  keywords: readonly string[];
}

/** Where the listing was asked for: the marketplace, brand and category the seller chose. */
export interface ListingAsked {
  platform: Platform;
  brand?: string;
  category?: Category;
}

/** The draft a listing starts: its first title, its bullets, description and search terms; five keywords. */
export function draftFrom(listing: ListingText, asked: ListingAsked): ListingFileDraft {
  const marketplace = listingFileMarketplaces.find((m) => m === asked.platform) ?? listingFileMarketplaces[0];
  return {
    marketplace,
    sku: '',
    brand: asked.brand ?? '',
    title: listing.titles[0] ?? '',
    bullets: [...listing.bullets.slice(0, 5), ...Array<string>(5).fill('')].slice(0, 5),
    description: listing.description,
    searchTerms: listing.searchTerms,
    keywords: listing.keywords.slice(0, listingRulesOf(marketplace)?.searchKeywords?.max ?? 5).join(', '),
    mrp: '',
    price: '',
  };
}

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
