import { useEffect, type ReactNode } from 'react';

/** The landing page's title and description (also in index.html for the first paint). */
export const siteTitle = 'Vikreta · Seller toolkit for Indian marketplaces';
export const siteDescription =
  'Vikreta: AI keyword research, product research and listing optimization for sellers on Amazon.in, Flipkart, Meesho, Myntra, Nykaa and quick commerce.';

/** 'Keyword Research · Vikreta': each screen's own tab title. */
export const pageTitle = (title?: string) => (title ? `${title} · Vikreta` : siteTitle);

/** Sets the document's title and meta description while a screen is open. */
export function PageMeta({
  title,
  description = siteDescription,
  children,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = pageTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return children;
}
