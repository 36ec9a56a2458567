import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { VersionedSection } from '@common/contracts/cms';
import type { Db } from '../../db/client.js';
import { cmsContent, cmsContentVersions as versions, users } from '../../db/schema/index.js';

export interface NewCmsVersion {
  section: VersionedSection;
  content: unknown;
  createdBy: string | null;
  restoredFrom: number | null;
  at: Date;
}

export const cmsRepo = (db: Db) => ({
  async all() {
    return db.select({ section: cmsContent.section, content: cmsContent.content }).from(cmsContent);
  },

  /** The section's live content (undefined before its first save). */
  async current(section: VersionedSection): Promise<unknown> {
    const [row] = await db
      .select({ content: cmsContent.content })
      .from(cmsContent)
      .where(eq(cmsContent.section, section));
    return row?.content;
  },

  /** Makes `content` live and records it as the section's newest version; returns that version's id. */
  async save(entry: NewCmsVersion): Promise<number> {
    await db
      .insert(cmsContent)
      .values({
        section: entry.section,
        content: entry.content,
        updatedBy: entry.createdBy,
        updatedAt: entry.at,
      })
      .onConflictDoUpdate({
        target: cmsContent.section,
        set: { content: entry.content, updatedBy: entry.createdBy, updatedAt: entry.at },
      });
    const [row] = await db
      .insert(versions)
      .values({
        section: entry.section,
        content: entry.content,
        createdBy: entry.createdBy,
        restoredFrom: entry.restoredFrom,
        createdAt: entry.at,
      })
      .returning({ id: versions.id });
    return row!.id;
  },

  /** Deletes all but the newest `keep` versions of a section. */
  async prune(section: VersionedSection, keep: number): Promise<void> {
    const [oldestKept] = await db
      .select({ id: versions.id })
      .from(versions)
      .where(eq(versions.section, section))
      .orderBy(desc(versions.id))
      .offset(keep - 1)
      .limit(1);
    if (oldestKept)
      await db.delete(versions).where(and(eq(versions.section, section), lt(versions.id, oldestKept.id)));
  },

  /** The section's versions, newest first, with who saved each. */
  versions(section: VersionedSection, limit: number) {
    return db
      .select({
        id: versions.id,
        section: versions.section,
        content: versions.content,
        createdAt: versions.createdAt,
        restoredFrom: versions.restoredFrom,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(versions)
      .leftJoin(users, eq(users.id, versions.createdBy))
      .where(eq(versions.section, section))
      .orderBy(desc(versions.id))
      .limit(limit);
  },

  async version(section: VersionedSection, id: number) {
    const [row] = await db
      .select({ id: versions.id, content: versions.content })
      .from(versions)
      .where(and(eq(versions.section, section), eq(versions.id, id)));
    return row;
  },

  /** Serialises writers of one section (PostgreSQL advisory lock, released with the transaction). */
  async lockSection(section: VersionedSection): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cms:${section}`}))`);
  },
});
export type CmsVersionRow = Awaited<ReturnType<ReturnType<typeof cmsRepo>['versions']>>[number];
