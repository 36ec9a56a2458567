import { useCmsContent } from './api/get-cms-content';
import { CtaBand } from './components/cta-band';
import { FaqSection } from './components/faq-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { HowItWorks } from './components/how-it-works';
import { PricingSection } from './components/pricing-section';
import { SiteFooter } from './components/site-footer';
import { StatsStrip } from './components/stats-strip';
import { TestimonialsSection } from './components/testimonials-section';
import { TopNav } from './components/top-nav';

/** The public landing page (spec 01 §2): anchors #features, #pricing and #faq; every call to action goes to /login. */
export default function LandingPage() {
  const { hero, features } = useCmsContent();
  return (
    <div className="min-h-screen overflow-x-clip bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main">
        <HeroSection hero={hero} />
        <StatsStrip />
        <FeaturesSection features={features} />
        <HowItWorks />
        <PricingSection />
        <TestimonialsSection />
        <FaqSection />
        <CtaBand />
      </main>
      <SiteFooter />
    </div>
  );
}
