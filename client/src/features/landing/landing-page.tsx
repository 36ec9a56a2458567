import { lazy, Suspense } from 'react';
import { useCmsContent } from './api/cms-content-api';
import { HeroSection } from './components/hero-section';
import { TopNav } from './components/top-nav';

const LandingSections = lazy(() => import('./components/landing-sections'));
const SiteFooter = lazy(() =>
  import('./components/landing-sections').then((m) => ({ default: m.SiteFooter })),
);

/** The public landing page: anchors #features, #pricing and #faq; Login and Get Started go to /login, the trial buttons to /signup. */
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
        <Suspense>
          <LandingSections features={features} />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
