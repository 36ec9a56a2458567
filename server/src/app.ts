import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { aiRoutes } from './features/ai/ai.routes.js';
import { cmsRoutes } from './features/cms/cms.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { plansRoutes } from './features/plans/plans.routes.js';
import { spaRoutes } from './features/spa/spa.routes.js';
import { testimonialsRoutes } from './features/testimonials/testimonials.routes.js';
import { toolsRoutes } from './features/tools/tools.routes.js';
import { trendingRoutes } from './features/trending/trending.routes.js';
import { historyRoutes } from './features/history/history.routes.js';
import { userPlanRoutes } from './features/plans/user-plan.routes.js';
import { registerErrorHandling } from './lib/errors.js';
import { contentSecurityPolicy } from './lib/security-headers.js';
import { trustProxyOption } from './lib/trust-proxy.js';

export const bodyLimitBytes = 1024 * 1024;

/** Builds the whole app (API + SPA) without listening, so tests can call it in-process. */
export async function buildApp(ctx: AppContext, loggerInstance?: FastifyBaseLogger) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxyOption(ctx.env.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vikreta API',
        version: '1.0.0',
        description: 'Seller toolkit API. Errors are JSON {code, message}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(cmsRoutes(ctx));
      await api.register(plansRoutes(ctx));
      await api.register(testimonialsRoutes(ctx));
      await api.register(toolsRoutes(ctx));
      await api.register(userPlanRoutes(ctx));
      await api.register(historyRoutes(ctx));
      await api.register(aiRoutes(ctx));
      await api.register(trendingRoutes(ctx));
      await api.register(adminRoutes(ctx), { prefix: '/admin' });
      api.get('/login', { schema: { hide: true } }, (_req, reply) => reply.redirect('/login'));
    },
    { prefix: '/api' },
  );
  await app.register(spaRoutes(ctx));
  return app;
}
