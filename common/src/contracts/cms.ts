import { z } from 'zod';
import { legalPageSchema, legalPages } from './legal';
import { richTextMaxLength } from './rich-text';
import { imageUrlField, linkField } from './web-addresses';

/** The icons a feature may show: the tools' icons. */
export const featureIcons = [
  'Home',
  'Search',
  'Package',
  'Target',
  'Calculator',
  'CreditCard',
  'Users',
  'Wrench',
  'Database',
  'Shield',
] as const;
export type FeatureIcon = (typeof featureIcons)[number];

/** The landing page shows exactly this many features. */
export const featureCount = 3;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`);

/** Hero: plain-text title, subtitle and call-to-action label; an image and the call to action's link. */
export const heroSchema = z.object({
  title: text('Title', 200).min(1, 'Title is required'),
  subtitle: text('Subtitle', 600),
  image: imageUrlField.optional(),
  /** The call-to-action button's label. */
  cta: text('Button label', 60).optional(),
  /** Where the call-to-action button goes: '/signup', '#pricing' or an http(s) address. */
  cta_link: linkField.optional(),
});
export type Hero = z.infer<typeof heroSchema>;

/** One feature card; the description is rich text (sanitised HTML, see rich-text.ts). */
export const featureSchema = z.object({
  title: text('Title', 120).min(1, 'Title is required'),
  description: text('Description', richTextMaxLength).min(1, 'Description is required'),
  icon: z.enum(featureIcons, { error: `Choose one of the icons: ${featureIcons.join(', ')}` }),
});
export type Feature = z.infer<typeof featureSchema>;

export const featureListSchema = z
  .array(featureSchema, { error: 'Features must be a list' })
  .length(featureCount, `Provide exactly ${featureCount} features`);

export const cmsContentSchema = z.object({ hero: heroSchema, features: featureListSchema });
export type CmsContent = z.infer<typeof cmsContentSchema>;

export const cmsSections = ['hero', 'features'] as const;
export type CmsSection = (typeof cmsSections)[number];

/** Every section kept with versions: the landing page's hero and features, and the merchant pages (legal.ts). */
export const versionedSections = [...cmsSections, ...legalPages] as const;
export type VersionedSection = (typeof versionedSections)[number];

/** PUT /api/cms/hero and PUT /api/cms/features: {content}. */
export const heroUpdateSchema = z.object({ content: heroSchema });
export const featuresUpdateSchema = z.object({ content: featureListSchema });

/** How many versions of each section are kept (older ones are pruned). */
export const cmsVersionsKept = 20;

export const cmsSectionParamsSchema = z.object({
  section: z.enum(versionedSections, { error: `The section is one of ${versionedSections.join(', ')}` }),
});
export const cmsVersionParamsSchema = cmsSectionParamsSchema.extend({
  id: z.coerce.number({ error: 'Use a version number' }).int().min(1).max(2_147_483_647),
});

/** One saved state of a section: newest first; the newest is what the landing page shows. */
export const cmsVersionSchema = z.object({
  id: z.number().int(),
  section: z.enum(versionedSections),
  content: z.union([heroSchema, featureListSchema, legalPageSchema]),
  created_at: z.string(),
  /** Who saved it (null for the built-in content or a deleted account). */
  created_by: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Set on the version that is live now; every other one can be restored. */
  is_current: z.boolean(),
  /** Set when this version was made by restoring another one. */
  restored_from: z.number().int().nullable(),
});
export type CmsVersion = z.infer<typeof cmsVersionSchema>;

export const cmsVersionListSchema = z.object({ versions: z.array(cmsVersionSchema) });
export type CmsVersionList = z.infer<typeof cmsVersionListSchema>;

export const cmsMessages = {
  versionNotFound: 'That version does not exist (only the last 20 are kept)',
  versionUnusable: 'That version no longer passes validation; edit the section instead',
} as const;
