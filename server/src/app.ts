import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { apiDocsOn } from './env.js';
import { accountRoutes } from './features/account/account.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { aiRoutes } from './features/ai/ai.routes.js';
import { listingFilesRoutes } from './features/listing-files/listing-files.routes.js';
import { keywordBankRoutes } from './features/keyword-bank/keyword-bank.routes.js';
import { settlementsRoutes } from './features/settlements/settlements.routes.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { cmsRoutes } from './features/cms/cms.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { plansRoutes } from './features/plans/plans.routes.js';
import { legalRoutes } from './features/legal/legal.routes.js';
import { spaRoutes } from './features/spa/spa.routes.js';
import { testimonialsRoutes } from './features/testimonials/testimonials.routes.js';
import { toolsRoutes } from './features/tools/tools.routes.js';
import { trendingRoutes } from './features/trending/trending.routes.js';
import { historyRoutes } from './features/history/history.routes.js';
import { userPlanRoutes } from './features/plans/user-plan.routes.js';
import { finishApiDocument } from './lib/api-document.js';
import { registerErrorHandling } from './lib/errors.js';
import { registerStorableTextCheck } from './lib/storable-text.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { contentSecurityPolicyFor } from './lib/security-headers.js';
import { trustProxyOption } from './lib/trust-proxy.js';
import { createServices, type Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every feature service of this app, built once at start-up (services.ts). */
    services: Services;
  }
}

export const bodyLimitBytes = 1024 * 1024;

/** Builds the whole app (API + SPA) without listening, so tests can call it in-process. */
export async function buildApp(ctx: AppContext, loggerInstance?: FastifyBaseLogger) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxyOption(ctx.env.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerStorableTextCheck(app);
  const services = createServices(ctx, app.log);
  app.decorate('services', services);
  app.addHook('onClose', () => services.close());

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicyFor(ctx.payments.kind) },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vikreta API',
        version: '1.0.0',
        description:
          'Seller toolkit API. Every error answer is JSON {code, message} plus details; a quota refusal adds ' +
          'reason, plan, usage and limits.',
        contact: { name: 'Vikreta', url: `${ctx.env.APP_URL}/contact` },
      },
      servers: [{ url: ctx.env.APP_URL, description: 'This Vikreta server (APP_URL)' }],
      tags: [
        { name: 'auth', description: 'Sign-up, sessions and passwords' },
        { name: 'ai', description: 'The three AI tools, metered against the plan' },
        { name: 'listing-files', description: "Marketplaces' listing files, written from a listing" },
        {
          name: 'keyword-bank',
          description: "A seller's own report files and the search terms measured in them",
        },
        { name: 'settlements', description: "A seller's settlement files checked against the rate card" },
        { name: 'history', description: "The seller's AI calls and their statistics" },
        { name: 'plans', description: "Pricing plans and the seller's plan and usage" },
        { name: 'tools', description: 'The tools a seller can use' },
        { name: 'trending', description: 'Trending products' },
        { name: 'cms', description: 'Landing page content' },
        { name: 'testimonials', description: 'Landing page testimonials' },
        { name: 'health', description: 'Liveness and readiness' },
        {
          name: 'billing',
          description: 'Plans to buy, checkout, payments, invoices and the gateway webhook',
        },
        { name: 'account', description: "The signed-in user's profile and sessions" },
        { name: 'admin', description: 'The back office: users, tools, plans, analytics and the audit trail' },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      finishApiDocument(
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject,
      ),
  });
  // Public documentation of every route: off in production unless the operator turns it on (API_DOCS).
  if (apiDocsOn(ctx.env)) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(services));
      await api.register(authRoutes(services));
      await api.register(cmsRoutes(services));
      await api.register(plansRoutes(services));
      await api.register(testimonialsRoutes(services));
      await api.register(toolsRoutes(services));
      await api.register(userPlanRoutes(services));
      await api.register(historyRoutes(services));
      await api.register(aiRoutes(services));
      await api.register(listingFilesRoutes(services));
      await api.register(keywordBankRoutes(services));
      await api.register(settlementsRoutes(services));
      await api.register(trendingRoutes(services));
      await api.register(billingRoutes(services));
      await api.register(accountRoutes(services));
      await api.register(adminRoutes(services), { prefix: '/admin' });
      api.get('/login', { schema: { hide: true } }, (_req, reply) => reply.redirect('/login'));
    },
    { prefix: '/api' },
  );
  await app.register(legalRoutes({ cms: services.cms, env: ctx.env }));
  await app.register(spaRoutes(ctx.env, services, ctx.database.changes));
  return app;
}
