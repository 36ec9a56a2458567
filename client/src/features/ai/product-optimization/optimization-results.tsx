import { Suspense, type ReactNode } from 'react';
import type { ProductOptimizationRequest, ProductOptimizationResponse } from '@common/contracts/ai';
import { RichText } from '@/components/rich-text';
import { KeywordCoveragePanel } from '@/features/keyword-bank';
import { ListingFilePanel } from '@/features/listing-files';
import { Card, CardBody } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { EmptyTab } from '../components/empty-tab';
import { EngineBanner } from '../components/engine-banner';
import { ExportBar, exportFileName, type ExportRow } from '../components/export-bar';
import { ListingCheckPanel } from '../listing-check/listing-check-panel';
import { KeywordChips } from '../components/keyword-chips';
import { ResultTabs } from '../components/result-tabs';
import { PlatformNotesList } from '../components/text-list';
import { byteLength } from '@common/text/byte-length';
import { plainText } from '@common/text/plain-text';
import { TitleOptions } from './title-options';

/** A text block with a Copy button above it (the copy is plain text, ready for a listing form). */
function CopyableText({
  text,
  copyText,
  label,
  children,
}: {
  text: string;
  copyText: string;
  label: string;
  children: ReactNode;
}) {
  if (!text.trim()) return <EmptyTab>Nothing on this in the answer.</EmptyTab>;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">{[...copyText].length} characters</p>
        <CopyButton text={copyText} label={label} />
      </div>
      <div className="rounded-xl border border-slate-200 p-4">{children}</div>
    </div>
  );
}

/** The titles and keywords of an answer, for Copy all and the CSV. */
export const listingRows = (result: ProductOptimizationResponse): ExportRow[] => [
  ...result.titleSuggestions.map((t, i): ExportRow => [`Title option ${i + 1}`, t]),
  ...result.bulletPoints.map((b, i): ExportRow => [`Bullet ${i + 1}`, b]),
  ...result.keywords.map((k): ExportRow => ['Keyword', k]),
  ...(result.searchTerms ? [['Backend search terms', result.searchTerms] as ExportRow] : []),
];

/** The bullet points, one per line, copied as a marketplace's bullet fields take them (above the description). */
function BulletList({ bullets }: { bullets: readonly string[] }) {
  if (bullets.length === 0) return null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          Bullet points{' '}
          <span className="text-xs font-normal text-slate-500">{bullets.length} from your own facts</span>
        </p>
        <CopyButton text={bullets.join('\n')} label="Copy bullets" />
      </div>
      <ul
        aria-label="Bullet points"
        className="list-disc space-y-2 rounded-xl border border-slate-200 p-4 pl-8 text-sm text-slate-700"
      >
        {bullets.map((b) => (
          <li key={b} className="break-words">
            {b}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Amazon.in backend search terms with their size in bytes (the limit counts bytes, not letters). */
function SearchTerms({ terms }: { terms: string }) {
  if (!terms) return null;
  return (
    <div className="mt-4 space-y-2 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          Backend search terms{' '}
          <span className="text-xs font-normal text-slate-500">
            Amazon.in, {byteLength(terms)} of 200 bytes, no word of your first title
          </span>
        </p>
        <CopyButton text={terms} label="Copy search terms" />
      </div>
      <p className="rounded-xl border border-slate-200 p-3 text-sm break-words text-slate-700">{terms}</p>
    </div>
  );
}

/** The spec's five result tabs: Title, Description (with the bullet points above it), Short Desc, Keywords (with backend search terms), Platform Tips. */
export function OptimizationResults({
  body,
  result,
}: {
  body: ProductOptimizationRequest;
  result: ProductOptimizationResponse;
}) {
  const description = plainText(result.optimizedDescription);
  return (
    <>
      <EngineBanner meta={result} />
      {result.listingCheck && <ListingCheckPanel check={result.listingCheck} checklist={result.checklist} />}
      <Card>
        <CardBody className="space-y-4">
          <div className="min-w-0">
            <p className="text-sm text-slate-500">Optimized listing for</p>
            <h2 className="text-xl font-semibold break-words text-slate-900">
              {body.productName || body.description?.slice(0, 80) || 'your product'}
            </h2>
          </div>
          <ExportBar
            rows={listingRows(result)}
            what="Text"
            fileName={exportFileName('listing', body.productName || body.description?.slice(0, 40) || '')}
          />
          <ResultTabs
            label="Optimization results"
            tabs={[
              {
                value: 'title',
                kind: 'titles',
                label: 'Title',
                count: result.titleSuggestions.length,
                content: <TitleOptions titles={result.titleSuggestions} platform={body.platform} />,
              },
              {
                value: 'description',
                kind: 'text',
                label: 'Description',
                content: (
                  <div className="space-y-5">
                    <BulletList bullets={result.bulletPoints} />
                    <CopyableText
                      text={result.optimizedDescription}
                      copyText={description}
                      label="Copy description"
                    >
                      <RichText value={result.optimizedDescription} />
                    </CopyableText>
                  </div>
                ),
              },
              {
                value: 'short',
                kind: 'text',
                label: 'Short Desc',
                content: (
                  <CopyableText
                    text={result.shortDescription}
                    copyText={result.shortDescription}
                    label="Copy short description"
                  >
                    <p className="text-sm leading-relaxed break-words text-slate-700">
                      {result.shortDescription}
                    </p>
                  </CopyableText>
                ),
              },
              {
                value: 'keywords',
                kind: 'keywords',
                label: 'Keywords',
                count: result.keywords.length,
                content: (
                  <>
                    <KeywordChips keywords={result.keywords} label="Keywords" />
                    <SearchTerms terms={result.searchTerms} />
                  </>
                ),
              },
              {
                value: 'tips',
                kind: 'platforms',
                label: 'Platform Tips',
                count: result.platformSpecificTips.length,
                content: (
                  <PlatformNotesList
                    groups={result.platformSpecificTips.map((p) => ({ platform: p.platform, notes: p.tips }))}
                    empty="No platform tips in this answer."
                  />
                ),
              },
            ]}
          />
        </CardBody>
      </Card>
      <Suspense fallback={null}>
        <KeywordCoveragePanel
          platform={body.platform ?? 'all'}
          title={result.titleSuggestions[0] ?? ''}
          bullets={result.bulletPoints}
          description={description}
          searchTerms={result.searchTerms}
        />
        <ListingFilePanel
          listing={{
            titles: result.titleSuggestions,
            bullets: result.bulletPoints,
            description,
            searchTerms: result.searchTerms,
            keywords: result.keywords,
          }}
          asked={body}
        />
      </Suspense>
    </>
  );
}
