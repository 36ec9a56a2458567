import type { OperationExamples } from './operation-example.js';

const steelBottle = {
  id: 7,
  name: 'Insulated Steel Water Bottle',
  category: 'Home & Kitchen',
  image_url: '/trending/steel-bottle.svg',
  demand_score: 81,
  competition_level: 'medium',
  market_trend: 'growing',
  profit_potential: 140,
  description:
    '<p>Double-wall steel bottles replace plastic in school bags and offices, with peaks in summer and the ' +
    'school reopening.</p><ul><li><strong>Price band:</strong> ₹499–₹1,199.</li><li><strong>Watch:</strong> ' +
    'leak and dent complaints; state capacity and hot/cold hours honestly.</li></ul>',
};

const earbuds = {
  id: 1,
  name: 'Wireless Earbuds with ENC',
  category: 'Electronics',
  image_url: '/trending/wireless-earbuds.svg',
  demand_score: 92,
  competition_level: 'high',
  market_trend: 'growing',
  profit_potential: 180,
  description:
    '<p>Budget TWS is the largest audio segment on Amazon.in and Flipkart.</p><ul><li><strong>Price band:' +
    '</strong> ₹999–₹2,499; most volume sits under ₹1,500.</li></ul>',
};

const adminView = (product: typeof steelBottle, sortOrder: number, isActive = true) => ({
  ...product,
  sort_order: sortOrder,
  is_active: isActive,
  created_at: '2026-11-01T04:00:00.000Z',
  updated_at: '2026-11-21T06:30:00.000Z',
});

/** What an administrator sends: the product without its id, with the place it takes in the list. */
const steelBottleRequest = {
  name: steelBottle.name,
  category: steelBottle.category,
  description: steelBottle.description,
  demand_score: steelBottle.demand_score,
  competition_level: steelBottle.competition_level,
  market_trend: steelBottle.market_trend,
  profit_potential: steelBottle.profit_potential,
  image_url: steelBottle.image_url,
  sort_order: 7,
};

export const trendingExamples: OperationExamples = {
  'GET /api/trending-products': {
    answerDescription: 'A page of trending products and every category',
    answer: {
      status: 200,
      body: {
        products: [earbuds, steelBottle],
        categories: ['Beauty', 'Electronics', 'Fashion', 'Home & Kitchen'],
        total: 28,
      },
    },
  },
  'GET /api/admin/trending-products': {
    answerDescription: 'Every trending product',
    answer: { status: 200, body: [adminView(earbuds, 1), adminView(steelBottle, 7)] },
  },
  'POST /api/admin/trending-products': {
    answerDescription: 'The product, added',
    request: steelBottleRequest,
    answer: { status: 201, body: adminView(steelBottle, 7) },
  },
  'PUT /api/admin/trending-products/{id}': {
    answerDescription: 'The product, replaced',
    request: { ...steelBottleRequest, demand_score: 84 },
    answer: { status: 200, body: adminView({ ...steelBottle, demand_score: 84 }, 7) },
  },
  'DELETE /api/admin/trending-products/{id}': { answer: { status: 204 } },
  'PUT /api/admin/trending-products/{id}/toggle': {
    answerDescription: 'The product, switched on or off',
    request: { is_active: false },
    answer: { status: 200, body: adminView(steelBottle, 7, false) },
  },
};
