import { cmsContentSchema } from '@common/contracts/cms';
import type { LandingData } from '@common/contracts/landing';
import { publicPlanListSchema } from '@common/contracts/plans';
import { testimonialListSchema } from '@common/contracts/testimonials';
import type { ChangeFeed } from '../../db/change-feed.js';
import { sharedCache } from '../../db/user-cache.js';
import type { CmsService } from '../cms/cms.service.js';
import type { PlansService } from '../plans/plans.service.js';
import type { TestimonialsService } from '../testimonials/testimonials.service.js';

/** What the landing page reads: the three services behind its public calls, not the whole composition root. */
export interface LandingServices {
  cms: Pick<CmsService, 'content'>;
  plans: Pick<PlansService, 'publicPlans'>;
  testimonials: Pick<TestimonialsService, 'active'>;
}

/** The tables the landing page's content is read from (migrations 0007 and 0009 announce their writes). */
export const landingTables = ['cms_content', 'testimonials', 'plans', 'plan_limits', 'tools'] as const;

/**
 * The landing page's data, exactly as its three public calls answer (their response schemas applied), kept in
 * memory until the change feed announces a write to one of landingTables: the same object until then.
 */
export function landingData(
  { cms, plans, testimonials }: LandingServices,
  changes: ChangeFeed,
): () => Promise<LandingData> {
  return sharedCache(changes, landingTables, async () => {
    const [content, pricing, active] = await Promise.all([
      cms.content(),
      plans.publicPlans(),
      testimonials.active(),
    ]);
    return {
      cmsContent: cmsContentSchema.parse(content),
      pricingPlans: publicPlanListSchema.parse(pricing),
      testimonials: testimonialListSchema.parse(active),
    };
  });
}
