import { byteLength } from '@common/text/byte-length';
import { Download } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import {
  listingFileMarketplaces,
  type ListingFileMarketplace,
  type ListingFileProblem,
} from '@common/contracts/listing-file';
import { carriedFields } from '@common/listing-files/listing-file-problems';
import { listingFileTemplate, marketplace } from '@common/marketplaces/registry';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Field } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useListingFileDownload } from './use-listing-file-download';
import {
  draftFrom,
  readDraft,
  type ListingAsked,
  type ListingFileDraft,
  type ListingText,
} from './listing-file-draft';

const productFields: ReadonlyArray<{
  key: 'sku' | 'brand' | 'mrp' | 'price';
  label: string;
  numeric?: boolean;
}> = [
  { key: 'sku', label: 'Seller SKU' },
  { key: 'brand', label: 'Brand' },
  { key: 'mrp', label: 'MRP (₹)', numeric: true },
  { key: 'price', label: 'Selling price (₹)', numeric: true },
];

/** The problems of one field, under it: errors in red, warnings in amber. */
function Problems({ problems }: { problems: readonly ListingFileProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="space-y-1" data-testid="field-problems">
      {problems.map((p) => (
        <li
          key={`${p.severity}${p.message}`}
          className={cn('text-sm', p.severity === 'error' ? 'text-red-600' : 'text-amber-700')}
        >
          {p.severity === 'error' ? 'Fix: ' : 'Check: '}
          {p.message}
        </li>
      ))}
    </ul>
  );
}

/** A text box with its size (characters, and bytes where the marketplace counts bytes) and its problems. */
function TextBox({
  label,
  value,
  onChange,
  problems,
  countBytes,
  rows = 2,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problems: readonly ListingFileProblem[];
  countBytes?: boolean;
  rows?: number;
}) {
  const id = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={`listing-file-${id}`} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <span className="text-xs text-slate-500">
          {[...value].length} characters{countBytes ? `, ${byteLength(value)} bytes` : ''}
        </span>
      </div>
      <textarea
        id={`listing-file-${id}`}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problems.some((p) => p.severity === 'error') || undefined}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm"
      />
      <Problems problems={problems} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * "Download for <marketplace>": a listing as the marketplace's listing file, checked on every keystroke
 * against the marketplace's rules (the server checks again before it writes the file).
 */
export default function ListingFilePanel({ listing, asked }: { listing: ListingText; asked: ListingAsked }) {
  const [draft, setDraft] = useState<ListingFileDraft>(() => draftFrom(listing, asked));
  const { busy, download: save } = useListingFileDownload();
  const { request, problems } = useMemo(() => readDraft(draft, asked.category), [draft, asked.category]);
  const template = listingFileTemplate(draft.marketplace);
  const set = (change: Partial<ListingFileDraft>) => setDraft((d) => ({ ...d, ...change }));
  const on = (field: string) => problems.filter((p) => p.field === field);
  const errors = problems.filter((p) => p.severity === 'error');
  const name = marketplace(draft.marketplace).name;
  const carried = carriedFields(template);

  const download = async () => {
    if (!request || errors.length > 0) return;
    const fileName = `${draft.marketplace}-listing-${request.sku.replace(/[^A-Za-z0-9_-]+/g, '-')}.xlsx`;
    await save(draft.marketplace, fileName, () =>
      api.blob(`/api/listing-files/${draft.marketplace}`, { method: 'POST', body: request }),
    );
  };

  return (
    <Card data-testid="listing-file-panel">
      <CardBody className="space-y-5">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">Download for {name}</h2>
          <p className="text-sm text-slate-600">
            The file you upload to {name}, written from this listing. It follows the {template.version}.
          </p>
        </div>
        <SelectField
          label="Marketplace"
          value={draft.marketplace}
          onValueChange={(value) => set({ marketplace: value as ListingFileMarketplace })}
          options={listingFileMarketplaces.map((m) => ({ value: m, label: marketplace(m).name }))}
        />
        <Section title="Product">
          <div className="grid gap-4 sm:grid-cols-2">
            {productFields.map(({ key, label, numeric }) => (
              <div key={key} className="space-y-1.5">
                <Field
                  label={label}
                  inputMode={numeric ? 'decimal' : undefined}
                  value={draft[key]}
                  onChange={(e) => set({ [key]: e.target.value })}
                />
                <Problems problems={on(key)} />
              </div>
            ))}
          </div>
        </Section>
        <Section title="Listing text">
          {carried.has('title') ? (
            <>
              {listing.titles.length > 1 && (
                <SelectField
                  label="Title option"
                  value={String(Math.max(0, listing.titles.indexOf(draft.title)))}
                  onValueChange={(value) => set({ title: listing.titles[Number(value)] ?? '' })}
                  options={listing.titles.map((t, i) => ({ value: String(i), label: `${i + 1}. ${t}` }))}
                />
              )}
              <TextBox
                label="Title"
                value={draft.title}
                onChange={(title) => set({ title })}
                problems={on('title')}
              />
            </>
          ) : (
            <p className="text-sm text-slate-600">{template.titleNote}</p>
          )}
          <Problems problems={on('bullets')} />
          {draft.bullets.map((bullet, i) => (
            <TextBox
              key={i}
              label={`${template.bulletLabel} ${i + 1}`}
              value={bullet}
              onChange={(text) => set({ bullets: draft.bullets.map((b, j) => (j === i ? text : b)) })}
              problems={on(`bullets[${i}]`)}
            />
          ))}
          <TextBox
            label="Description"
            rows={5}
            value={draft.description}
            onChange={(text) => set({ description: text })}
            problems={on('description')}
          />
          {carried.has('searchTerms') && (
            <TextBox
              label="Search terms"
              countBytes
              value={draft.searchTerms}
              onChange={(searchTerms) => set({ searchTerms })}
              problems={on('searchTerms')}
            />
          )}
          {carried.has('keywords') && (
            <TextBox
              label="Search keywords, separated by commas"
              value={draft.keywords}
              onChange={(keywords) => set({ keywords })}
              problems={on('keywords')}
            />
          )}
        </Section>
        <div className="space-y-3 border-t border-slate-100 pt-4">
          <p
            role="status"
            className={cn('text-sm font-medium', errors.length ? 'text-red-600' : 'text-emerald-700')}
          >
            {errors.length
              ? `${errors.length} ${errors.length === 1 ? 'field' : 'fields'} to fix before the file can be written`
              : `Ready: every field fits ${template.name}`}
          </p>
          <Button onClick={() => void download()} disabled={busy || errors.length > 0}>
            <Download className="h-4 w-4" aria-hidden /> Download for {name}
          </Button>
          <p className="text-xs text-slate-500">{template.note}</p>
        </div>
      </CardBody>
    </Card>
  );
}
