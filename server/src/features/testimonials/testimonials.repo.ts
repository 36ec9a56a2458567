import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { testimonials } from '../../db/schema/index.js';

export const testimonialsRepo = (db: Db) => ({
  active() {
    return db
      .select({
        id: testimonials.id,
        name: testimonials.name,
        role: testimonials.role,
        content: testimonials.content,
        avatar: testimonials.avatar,
      })
      .from(testimonials)
      .where(eq(testimonials.isActive, true))
      .orderBy(asc(testimonials.sortOrder));
  },
});
