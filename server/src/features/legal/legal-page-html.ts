import { legalPageLinks, legalPagePaths, type LegalPageContent } from '@common/contracts/legal';
import { escapeHtml } from '../../lib/html.js';

/** The supplier's details the Contact page prints (configuration: SUPPLIER_*). */
export interface ContactDetails {
  name: string;
  address: string | null;
  gstin: string | null;
  email: string | null;
  phone: string | null;
}

const styles = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.6}
header,main,footer{max-width:48rem;margin:0 auto;padding:1rem 1.25rem}
header a{font-weight:700;font-size:1.25rem;color:#1d4ed8;text-decoration:none}
main{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.75rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin-top:1.5rem}
a{color:#1d4ed8}footer nav{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;font-size:.9rem}
address{font-style:normal}`;

function contactBlock(contact: ContactDetails): string {
  const lines = [
    `<strong>${escapeHtml(contact.name)}</strong>`,
    contact.address ? escapeHtml(contact.address) : null,
    contact.gstin ? `GSTIN ${escapeHtml(contact.gstin)}` : null,
    contact.email
      ? `Email <a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>`
      : null,
    contact.phone
      ? `Phone <a href="tel:${escapeHtml(contact.phone.replace(/\s/g, ''))}">${escapeHtml(contact.phone)}</a>`
      : null,
  ].filter(Boolean);
  return `<address data-testid="supplier-contact">${lines.join('<br>')}</address>`;
}

/**
 * A merchant page as a whole HTML document that needs no JavaScript: its title, its body (rich text already
 * sanitised by the CMS) and, on Contact, the supplier's details; a footer links every merchant page.
 */
export function legalPageHtml(page: LegalPageContent, options: { contact?: ContactDetails }): string {
  const links = legalPageLinks
    .map(({ page: p, label }) => `<a href="${legalPagePaths[p]}">${escapeHtml(label)}</a>`)
    .join('');
  const title = escapeHtml(page.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Vikreta</title>
<style>${styles}</style>
</head>
<body>
<header><a href="/">Vikreta</a></header>
<main>
<h1>${title}</h1>
${page.body}
${options.contact ? contactBlock(options.contact) : ''}
</main>
<footer><nav aria-label="Policies">${links}</nav></footer>
</body>
</html>
`;
}
