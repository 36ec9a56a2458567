import type { Db } from '../../db/client.js';
import { cmsContent } from '../../db/schema/index.js';

export const cmsRepo = (db: Db) => ({
  async all() {
    return db.select({ section: cmsContent.section, content: cmsContent.content }).from(cmsContent);
  },
});
