import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tools } from '../../db/schema/index.js';

export const toolsRepo = (db: Db) => ({
  active() {
    return db
      .select({
        id: tools.id,
        key: tools.key,
        name: tools.name,
        description: tools.description,
        route: tools.route,
        icon: tools.icon,
        is_active: tools.isActive,
      })
      .from(tools)
      .where(eq(tools.isActive, true))
      .orderBy(asc(tools.sortOrder));
  },

  /** Whether the tool exists and is switched on (primary-key lookup). */
  async isActive(id: number): Promise<boolean> {
    const [row] = await db.select({ isActive: tools.isActive }).from(tools).where(eq(tools.id, id));
    return row?.isActive === true;
  },
});
