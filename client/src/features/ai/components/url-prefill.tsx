import { useEffect, useRef } from 'react';
import { categoryOptions } from '@common/constants/options';

/** The form fields a link may fill in: `/product-research?productName=…&category=…`, `/keyword-research?keyword=…`. */
const prefillable = ['productName', 'keyword', 'category'] as const;

/** The tool's own category for a category name from elsewhere (same name, or the first sharing a word). */
export function matchCategory(name: string): string | undefined {
  const lower = name.trim().toLowerCase();
  const exact = categoryOptions.find((c) => c.toLowerCase() === lower);
  if (exact) return exact;
  const words = lower.split(/[^a-z]+/).filter((w) => w.length > 2);
  return categoryOptions.find((c) =>
    words.some((w) =>
      c
        .toLowerCase()
        .split(/[^a-z]+/)
        .includes(w),
    ),
  );
}

/**
 * Fills the form's fields from the page's query parameters once, when the tool opens from a link; with
 * `run=1` it also sends the form.
 */
export function UrlPrefill() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const params = new URLSearchParams(window.location.search);
    for (const name of prefillable) {
      const raw = params.get(name)?.slice(0, 200);
      const field = form.elements.namedItem(name);
      if (!raw || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      const value = name === 'category' ? matchCategory(raw) : raw;
      if (value) field.value = value;
    }
    // Deep Analysis from the trending screen: the seller agreed to use one call, so the research starts.
    if (params.get('run') === '1' && params.get('productName')) form.requestSubmit();
  }, []);
  return <span ref={marker} hidden />;
}
