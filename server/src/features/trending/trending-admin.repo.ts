import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trendingProducts as tp } from '../../db/schema/index.js';

export type TrendingProductRow = typeof tp.$inferSelect;
export type TrendingProductValues = Omit<typeof tp.$inferInsert, 'id' | 'createdAt' | 'isActive'>;

/** Every trending product, inactive ones too: the back office's view. */
export const trendingAdminRepo = (db: Db) => ({
  all(): Promise<TrendingProductRow[]> {
    return db.select().from(tp).orderBy(asc(tp.sortOrder), desc(tp.demandScore), asc(tp.id));
  },

  /** The new row, or undefined when the name is taken. */
  async insert(values: TrendingProductValues & { createdAt: Date }): Promise<TrendingProductRow | undefined> {
    const [row] = await db.insert(tp).values(values).onConflictDoNothing().returning();
    return row;
  },

  async update(id: number, values: Partial<TrendingProductValues & { isActive: boolean }>) {
    const [row] = await db.update(tp).set(values).where(eq(tp.id, id)).returning();
    return row;
  },

  async find(id: number): Promise<TrendingProductRow | undefined> {
    const [row] = await db.select().from(tp).where(eq(tp.id, id));
    return row;
  },

  /** The removed row, or undefined when there was none. */
  async remove(id: number): Promise<TrendingProductRow | undefined> {
    const [row] = await db.delete(tp).where(eq(tp.id, id)).returning();
    return row;
  },
});
