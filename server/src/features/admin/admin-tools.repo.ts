import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tools } from '../../db/schema/index.js';

export type ToolRow = typeof tools.$inferSelect;

/** Every tool, active or not, for the back office. */
export const adminToolsRepo = (db: Db) => ({
  all(): Promise<ToolRow[]> {
    return db.select().from(tools).orderBy(asc(tools.sortOrder), asc(tools.id));
  },

  /** Locks every tool row: creations queue, so two never take the same id. Few rows, rare writes. */
  lockAll(): Promise<ToolRow[]> {
    return db.select().from(tools).orderBy(asc(tools.id)).for('update');
  },

  async lock(id: number): Promise<ToolRow | undefined> {
    const [row] = await db.select().from(tools).where(eq(tools.id, id)).for('update');
    return row;
  },

  async insert(row: typeof tools.$inferInsert): Promise<ToolRow> {
    const [created] = await db.insert(tools).values(row).returning();
    return created!;
  },

  async update(id: number, set: Partial<Pick<ToolRow, 'name' | 'description' | 'isActive'>>, now: Date) {
    const [row] = await db
      .update(tools)
      .set({ ...set, updatedAt: now })
      .where(eq(tools.id, id))
      .returning();
    return row!;
  },

  /** Whether another tool already has this name, ignoring case. */
  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: tools.id })
      .from(tools)
      .where(sql`lower(${tools.name}) = lower(${name}) and ${tools.id} <> ${exceptId ?? 0}`)
      .limit(1);
    return row !== undefined;
  },
});
