import { z } from 'zod';
import { richTextMaxLength } from './rich-text';

/** The pages every merchant needs, each a CMS section admins edit with versions. */
export const legalPages = ['terms', 'privacy', 'refunds', 'contact'] as const;
export type LegalPage = (typeof legalPages)[number];

/** Where each page is served, as HTML that needs no JavaScript. */
export const legalPagePaths: Record<LegalPage, string> = {
  terms: '/terms',
  privacy: '/privacy',
  refunds: '/refund-policy',
  contact: '/contact',
};

/** The footer's link texts, in this order. */
export const legalPageLinks: Array<{ page: LegalPage; label: string }> = [
  { page: 'terms', label: 'Terms of Service' },
  { page: 'privacy', label: 'Privacy Policy' },
  { page: 'refunds', label: 'Refund and Cancellation Policy' },
  { page: 'contact', label: 'Contact' },
];

/** A page: a plain-text title and a rich-text body (sanitised HTML, see rich-text.ts). */
export const legalPageSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title can be at most 120 characters'),
  body: z
    .string()
    .trim()
    .min(1, 'The page text is required')
    .max(richTextMaxLength, `The page text can be at most ${richTextMaxLength} characters`),
});
export type LegalPageContent = z.infer<typeof legalPageSchema>;

/** PUT /api/cms/legal/{page}: {content}. */
export const legalPageUpdateSchema = z.object({ content: legalPageSchema });
export const legalPageParamsSchema = z.object({
  page: z.enum(legalPages, { error: `The page is one of ${legalPages.join(', ')}` }),
});
