/** What other features use of the landing page: its hero and feature grid (the CMS's Live Preview). */
export { HeroSection } from './components/hero-section';
export { FeaturesSection } from './components/features-section';
export { cmsContentQueryKey } from './api/cms-content-api';
