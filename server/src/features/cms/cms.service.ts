import { defaultCmsContent } from '@common/constants/cms-defaults';
import { defaultLegalPages } from '@common/constants/legal-page-defaults';
import { legalPageSchema, legalPages, type LegalPage, type LegalPageContent } from '@common/contracts/legal';
import {
  cmsMessages,
  cmsVersionsKept,
  featureListSchema,
  heroSchema,
  type CmsContent,
  type VersionedSection,
  type CmsVersion,
  type Feature,
  type Hero,
} from '@common/contracts/cms';
import { errorCodes } from '@common/contracts/errors';
import type { AppContext } from '../../context.js';
import { transact } from '../../db/transact.js';
import type { AuthenticatedUser } from '../../lib/auth.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { hasVisibleContent, sanitizeRichText } from '../../lib/rich-html.js';
import { recordAudit } from '../admin/audit.service.js';
import { changedFields } from '../admin/audit.js';
import { cmsRepo, type CmsVersionRow } from './cms.repo.js';

/** Feature descriptions are rich text: sanitised with the shared allowlist on every write and read. */
const cleanFeatures = (features: Feature[]): Feature[] =>
  features.map((f) => ({ ...f, description: sanitizeRichText(f.description) }));

type SectionContent = Hero | Feature[] | LegalPageContent;

const isLegalPage = (section: VersionedSection): section is LegalPage =>
  (legalPages as readonly string[]).includes(section);

/** A merchant page's text: the body sanitised like every rich text. */
const cleanLegalPage = (page: LegalPageContent): LegalPageContent => ({
  ...page,
  body: sanitizeRichText(page.body),
});

const defaultOf = (section: VersionedSection): SectionContent =>
  isLegalPage(section) ? defaultLegalPages[section] : defaultCmsContent[section];

/** A section's stored content in today's shape, or null when it no longer passes (read as the default). */
function parseSection(section: VersionedSection, content: unknown): SectionContent | null {
  if (isLegalPage(section)) {
    const page = legalPageSchema.safeParse(content).data;
    return page ? cleanLegalPage(page) : null;
  }
  if (section === 'hero') return heroSchema.safeParse(content).data ?? null;
  const features = featureListSchema.safeParse(content).data;
  return features ? cleanFeatures(features) : null;
}

function requireDescriptions(features: Feature[]): void {
  const fields: Record<string, string[]> = {};
  features.forEach((f, i) => {
    if (!hasVisibleContent(f.description)) fields[`content.${i}.description`] = ['Description is required'];
  });
  const [first] = Object.entries(fields);
  if (first) throw new AppError(400, errorCodes.validation, `${first[0]}: ${first[1][0]}`, { fields });
}

/** What the audit trail compares for a section: the hero's fields, or the three features as one value. */
function auditedSection(section: VersionedSection, content: unknown): Record<string, unknown> {
  const current = parseSection(section, content) ?? defaultOf(section);
  return Array.isArray(current) ? { features: current } : { ...current };
}

const toVersion = (row: CmsVersionRow, index: number): CmsVersion => ({
  id: row.id,
  section: row.section,
  content: parseSection(row.section, row.content) ?? defaultOf(row.section),
  created_at: row.createdAt.toISOString(),
  created_by:
    row.userId === null
      ? null
      : {
          id: row.userId,
          name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
          email: row.email ?? '',
        },
  is_current: index === 0,
  restored_from: row.restoredFrom,
});

/** Landing-page content: read by everyone, written and versioned by admins. */
export const cmsService = (ctx: AppContext) => {
  const db = ctx.database.db;
  const repo = cmsRepo(db);

  /**
   * One writer per section at a time: the live content and the newest version always agree, and the audit
   * trail records the change (the hero's changed fields, or the features before and after) on the same
   * transaction.
   */
  async function save(
    section: VersionedSection,
    content: SectionContent,
    by: string,
    restoredFrom: number | null,
  ) {
    await transact(db, async (tx) => {
      const writer = cmsRepo(tx);
      await writer.lockSection(section);
      const before = auditedSection(section, await writer.current(section));
      const at = ctx.clock.now();
      await writer.save({ section, content, createdBy: by, restoredFrom, at });
      await writer.prune(section, cmsVersionsKept);
      await recordAudit(tx, {
        adminId: by,
        action: restoredFrom === null ? 'cms.update' : 'cms.restore',
        targetId: section,
        ...(changedFields(before, auditedSection(section, content)) ?? { before: {}, after: {} }),
        at,
      });
    });
  }

  const service = {
    /** Hero and features as saved, read fresh on every call; a missing or unusable section reads as the default. */
    async content(): Promise<CmsContent> {
      const stored = new Map((await repo.all()).map((r) => [r.section, r.content]));
      const hero = parseSection('hero', stored.get('hero'));
      const features = parseSection('features', stored.get('features'));
      return {
        hero: (hero as Hero | null) ?? defaultCmsContent.hero,
        features: (features as Feature[] | null) ?? defaultCmsContent.features,
      };
    },

    async saveHero(actor: AuthenticatedUser, hero: Hero): Promise<CmsContent> {
      await save('hero', hero, actor.id, null);
      return service.content();
    },

    async saveFeatures(actor: AuthenticatedUser, features: Feature[]): Promise<CmsContent> {
      const clean = cleanFeatures(features);
      requireDescriptions(clean);
      await save('features', clean, actor.id, null);
      return service.content();
    },

    /** A merchant page as saved (its body sanitised), or its built-in text. */
    async legalPage(page: LegalPage): Promise<LegalPageContent> {
      return (
        (parseSection(page, await repo.current(page)) as LegalPageContent | null) ?? defaultLegalPages[page]
      );
    },

    async saveLegalPage(actor: AuthenticatedUser, page: LegalPage, content: LegalPageContent) {
      const clean = cleanLegalPage(content);
      if (!hasVisibleContent(clean.body))
        throw new AppError(400, errorCodes.validation, 'content.body: The page text is required', {
          fields: { 'content.body': ['The page text is required'] },
        });
      await save(page, clean, actor.id, null);
      return service.legalPage(page);
    },

    async versions(section: VersionedSection): Promise<CmsVersion[]> {
      return (await repo.versions(section, cmsVersionsKept)).map(toVersion);
    },

    /** Makes an earlier version live again, as a new version (the history only grows). */
    async restore(actor: AuthenticatedUser, section: VersionedSection, id: number): Promise<CmsContent> {
      const version = await repo.version(section, id);
      if (!version) throw notFound(cmsMessages.versionNotFound);
      const content = parseSection(section, version.content);
      if (!content) throw conflict(cmsMessages.versionUnusable);
      await save(section, content, actor.id, id);
      return service.content();
    },
  };
  return service;
};
export type CmsService = ReturnType<typeof cmsService>;
