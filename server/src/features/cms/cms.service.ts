import { defaultCmsContent } from '@common/constants/cms-defaults';
import { cmsContentSchema, type CmsContent } from '@common/contracts/cms';
import type { AppContext } from '../../context.js';
import { cmsRepo } from './cms.repo.js';

export const cmsService = (ctx: AppContext) => {
  const repo = cmsRepo(ctx.database.db);
  return {
    /** Hero and features; a section that is missing or malformed falls back to the built-in default. */
    async content(): Promise<CmsContent> {
      const rows = await repo.all();
      const bySection = Object.fromEntries(rows.map((r) => [r.section, r.content]));
      const parsed = cmsContentSchema.safeParse({
        hero: bySection.hero ?? defaultCmsContent.hero,
        features: bySection.features ?? defaultCmsContent.features,
      });
      return parsed.success ? parsed.data : defaultCmsContent;
    },
  };
};
export type CmsService = ReturnType<typeof cmsService>;
