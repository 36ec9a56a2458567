import { defaultCmsContent } from '@common/constants/cms-defaults';
import type { OperationExamples } from './operation-example.js';
import { admin, aiToolLimits, planIds, signedUpAt } from './sample-values.js';

const hero = {
  title: 'Sell more on Amazon, Flipkart and Meesho',
  subtitle:
    'Vikreta finds the keywords buyers type, researches products before you stock them and rewrites your ' +
    'listings to each platform’s rules.',
  cta: 'Start your 14-day free trial',
  cta_link: '/register',
};

/** The landing page's feature cards as the seed writes them. */
const features = defaultCmsContent.features;

const landingContent = { status: 200, body: { hero, features } };

const refundsPage = {
  title: 'Refund and Cancellation Policy',
  body:
    '<h2>Cancellation</h2><p>Plans are prepaid for a fixed period and never renew on their own: a plan ends ' +
    'on the date shown on your Billing page unless you pay again.</p><h2>Refunds</h2><p>Write to us within ' +
    '7 days of a payment and we refund it in full to the card or UPI account it came from.</p>',
};

export const pricingPlans = [
  {
    id: planIds.freeTrial,
    name: 'Free Trial',
    description: 'Try every AI tool free for 14 days. No card required.',
    price: 0,
    currency: 'INR',
    billing_period: 'trial',
    is_popular: false,
    sort_order: 0,
    daily_limit: null,
    trial_days: 14,
    limits: aiToolLimits(3),
  },
  {
    id: planIds.starter,
    name: 'Starter',
    description: 'For new sellers listing their first products on one or two marketplaces.',
    price: 499,
    currency: 'INR',
    billing_period: 'month',
    is_popular: false,
    sort_order: 1,
    daily_limit: 20,
    trial_days: null,
    limits: aiToolLimits(100),
  },
  {
    id: planIds.professional,
    name: 'Professional',
    description: 'For growing sellers running a full catalogue across marketplaces.',
    price: 1499,
    currency: 'INR',
    billing_period: 'month',
    is_popular: true,
    sort_order: 2,
    daily_limit: 50,
    trial_days: null,
    limits: aiToolLimits(500),
  },
];

export const activeTools = [
  {
    id: 1,
    key: 'keyword_research',
    name: 'Keyword Research',
    description:
      'Find the search terms buyers use on each marketplace, with long-tail ideas and platform insights.',
    route: '/keyword-research',
    icon: 'Search',
    is_active: true,
  },
  {
    id: 2,
    key: 'product_research',
    name: 'Product Research',
    description: 'Market, competition, pricing and demand trends for a product before you stock it.',
    route: '/product-research',
    icon: 'Package',
    is_active: true,
  },
];

export const siteExamples: OperationExamples = {
  'GET /api/health': {
    answerDescription: 'The process is alive',
    answer: { status: 200, body: { status: 'ok' } },
  },
  'GET /api/ready': {
    answerDescription: 'The database answers',
    answer: { status: 200, body: { status: 'ready' } },
  },
  'GET /api/cms/content': { answerDescription: "The landing page's content", answer: landingContent },
  'PUT /api/cms/hero': {
    answerDescription: "The landing page's content with the new hero",
    request: { content: hero },
    answer: landingContent,
  },
  'PUT /api/cms/features': {
    answerDescription: "The landing page's content with the new features",
    request: { content: features },
    answer: landingContent,
  },
  'GET /api/cms/{section}/versions': {
    answerDescription: "The section's versions, the live one first",
    answer: {
      status: 200,
      body: {
        versions: [
          {
            id: 3,
            section: 'hero',
            content: hero,
            created_at: signedUpAt,
            created_by: { id: admin.id, name: admin.name, email: admin.email },
            is_current: true,
            restored_from: null,
          },
          {
            id: 1,
            section: 'hero',
            content: {
              title: 'Sell more on every Indian marketplace',
              subtitle: hero.subtitle,
              cta: hero.cta,
            },
            created_at: '2026-11-01T04:00:00.000Z',
            created_by: null,
            is_current: false,
            restored_from: null,
          },
        ],
      },
    },
  },
  'POST /api/cms/{section}/versions/{id}/restore': {
    answerDescription: "The landing page's content with the restored version live",
    answer: landingContent,
  },
  'GET /api/cms/legal/{page}': { answerDescription: 'The page', answer: { status: 200, body: refundsPage } },
  'PUT /api/cms/legal/{page}': {
    answerDescription: 'The page as saved (sanitised)',
    request: { content: refundsPage },
    answer: { status: 200, body: refundsPage },
  },
  'GET /api/public/pricing-plans': {
    answerDescription: 'The active plans',
    answer: { status: 200, body: pricingPlans },
  },
  'GET /api/public/testimonials': {
    answerDescription: 'The active testimonials',
    answer: {
      status: 200,
      body: [
        {
          id: 1,
          name: 'Priya Sharma',
          role: 'Ethnic wear seller, Jaipur (Myntra, Meesho)',
          content:
            'The long-tail keywords for my cotton kurtis were exactly what buyers type. My titles finally fit Myntra’s format and I stopped guessing.',
          avatar: null,
        },
        {
          id: 4,
          name: 'Rakesh Iyer',
          role: 'Home and kitchen seller, Coimbatore (Flipkart)',
          content:
            'Listing optimization rewrote forty product descriptions in an afternoon. Copy, paste, done, and they read better than mine.',
          avatar: null,
        },
      ],
    },
  },
  'GET /api/tools': { answerDescription: 'The active tools', answer: { status: 200, body: activeTools } },
};
