import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAnalyticsSchema,
  revenueAnalyticsSchema,
  usageAnalyticsSchema,
  usageTrendsQuerySchema,
  usageTrendsSchema,
} from '@common/contracts/admin-analytics';
import { adminDocs, adminQueryErrors, adminReadErrors } from './admin-route-schema.js';
import type { AdminAnalyticsService } from './admin-analytics.service.js';

/** The admin dashboard's figures. */
export const adminAnalyticsRoutes =
  (analytics: AdminAnalyticsService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/analytics',
      {
        schema: {
          ...adminDocs(
            'adminGetAnalytics',
            'Users, active and premium users, running subscriptions, user growth.',
          ),
          response: { 200: adminAnalyticsSchema, ...adminReadErrors },
        },
      },
      () => analytics.overview(),
    );
    api.get(
      '/revenue/analytics',
      {
        schema: {
          ...adminDocs(
            'adminGetRevenueAnalytics',
            'Revenue in rupees from completed payments, this month and growth.',
          ),
          response: { 200: revenueAnalyticsSchema, ...adminReadErrors },
        },
      },
      () => analytics.revenue(),
    );
    api.get(
      '/usage/analytics',
      {
        schema: {
          ...adminDocs('adminGetUsageAnalytics', 'AI calls in total, this month, today, and their growth.'),
          response: { 200: usageAnalyticsSchema, ...adminReadErrors },
        },
      },
      () => analytics.usage(),
    );
    api.get(
      '/usage/trends',
      {
        schema: {
          ...adminDocs(
            'adminGetUsageTrends',
            'Daily sign-ups, AI calls and revenue over the last 30 or 90 days.',
          ),
          querystring: usageTrendsQuerySchema,
          response: { 200: usageTrendsSchema, ...adminQueryErrors },
        },
      },
      (req) => analytics.trends(req.query.days),
    );
  };
