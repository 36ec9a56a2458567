import type { QueryClient } from '@tanstack/react-query';
import type { LandingData } from '@common/contracts/landing';
import { cmsContentQuery } from './api/cms-content-api';
import { pricingPlansQuery } from './api/pricing-plans-api';
import { testimonialsQuery } from './api/testimonials-api';

/** The id of the `<script type="application/json">` holding the answers the page was rendered with. */
export const landingDataElementId = 'landing-data';

export function seedLandingData(client: QueryClient, data: LandingData) {
  client.setQueryData(cmsContentQuery.queryKey, data.cmsContent);
  client.setQueryData(pricingPlansQuery.queryKey, data.pricingPlans);
  client.setQueryData(testimonialsQuery.queryKey, data.testimonials);
}

/** The data block for the page: JSON that cannot end the script element early (`<` written as \u003c). */
export const landingDataScript = (data: LandingData) =>
  `<script type="application/json" id="${landingDataElementId}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The LandingData written into this page by the server, if any. */
export function readLandingData(document: Document): LandingData | undefined {
  const text = document.getElementById(landingDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as LandingData;
  } catch {
    return undefined;
  }
}
