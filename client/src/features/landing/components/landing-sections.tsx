import type { Feature } from '@common/contracts/cms';
import { CtaBand } from './cta-band';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HowItWorks } from './how-it-works';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';

/**
 * Everything below the hero: its code loads right after the page's own (lazily), so the first JavaScript
 * stays small; the prerendered page already shows these sections before any of it runs.
 */
export default function LandingSections({ features }: { features: Feature[] }) {
  return (
    <>
      <StatsStrip />
      <FeaturesSection features={features} />
      <HowItWorks />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <CtaBand />
    </>
  );
}

export { SiteFooter };
