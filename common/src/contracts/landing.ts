import type { CmsContent } from './cms';
import type { PublicPlan } from './plans';
import type { Testimonial } from './testimonials';

/**
 * What the landing page shows from the server: the three public calls' answers (GET /api/cms/content,
 * /api/public/pricing-plans, /api/public/testimonials). The server renders the page with them and writes them
 * into the page beside the HTML, so the app takes the page over with the same answers.
 */
export interface LandingData {
  cmsContent: CmsContent;
  pricingPlans: PublicPlan[];
  testimonials: Testimonial[];
}
