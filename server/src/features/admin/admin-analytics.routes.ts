import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAnalyticsSchema,
  revenueAnalyticsSchema,
  usageAnalyticsSchema,
  usageTrendsQuerySchema,
  usageTrendsSchema,
} from '@common/contracts/admin-analytics';
import { adminDocs, adminErrors } from './admin-route-schema.js';
import type { AdminAnalyticsService } from './admin-analytics.service.js';

/** The dashboard's figures: spec 02 §7 and the two paths of DESIGN.md §2. */
export const adminAnalyticsRoutes =
  (analytics: AdminAnalyticsService): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/analytics',
      { schema: { ...adminDocs, response: { 200: adminAnalyticsSchema, ...adminErrors } } },
      () => analytics.overview(),
    );
    api.get(
      '/revenue/analytics',
      { schema: { ...adminDocs, response: { 200: revenueAnalyticsSchema, ...adminErrors } } },
      () => analytics.revenue(),
    );
    api.get(
      '/usage/analytics',
      { schema: { ...adminDocs, response: { 200: usageAnalyticsSchema, ...adminErrors } } },
      () => analytics.usage(),
    );
    api.get(
      '/usage/trends',
      {
        schema: {
          ...adminDocs,
          querystring: usageTrendsQuerySchema,
          response: { 200: usageTrendsSchema, ...adminErrors },
        },
      },
      (req) => analytics.trends(req.query.days),
    );
  };
