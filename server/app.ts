import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { resolveAuthSecret } from './lib/secrets';
import { logSerializers } from './lib/log';
import { responseSerializerCompiler } from './lib/serializer';
import { inputValidatorCompiler } from './lib/validation';
import authPlugin from './plugins/auth';
import bodyPlugin from './plugins/body';
import channelPlugin from './plugins/channel';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import publicCachePlugin from './plugins/public-cache';
import visitTrackingPlugin from './modules/seller-analytics/tracking';
import sellerAnalyticsRoutes from './modules/seller-analytics/routes';
import { moneyRoutes } from './modules/money/routes';
import { payoutRoutes } from './modules/payouts/routes';
import { paymentRoutes } from './modules/payments/routes';
import { statementRoutes } from './modules/statements/routes';
import realtimePlugin from './plugins/realtime';
import securityPlugin from './plugins/security';
import webPlugin from './plugins/web';
import xsrfPlugin from './plugins/xsrf';
import authRoutes from './modules/auth/routes';
import catalogRoutes from './modules/catalog/categories';
import devRoutes from './modules/dev/routes';
import healthRoutes from './modules/health/routes';
import helpRoutes from './modules/help/routes';
import onboardingRoutes from './modules/seller/onboarding';
import profileRoutes from './modules/profile/routes';
import buyerRoutes from './modules/buyer/routes';
import reviewRoutes from './modules/reviews/routes';
import performanceRoutes from './modules/performance/routes';
import chatRoutes from './modules/chat/routes';
import adminRoutes from './modules/admin/routes';
import notificationRoutes from './modules/notifications/routes';
import sellerRoutes from './modules/seller/routes';
import rfqRoutes from './modules/rfq/routes';
import approvalRoutes from './modules/company/approvals-routes';
import companyRoutes from './modules/company/routes';
import { registerDeclaredResources } from './lib/declared-resources';

export type App = FastifyInstance;

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  handle?: DatabaseHandle;
  /** Where the log goes instead of standard output (tests read it back). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server: plugins one concern each, then the /v1 modules. Tests build it too. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const handle = options.handle ?? (await openDatabase(config));
  const app = Fastify({
    // The serializers decide what of a request or an error reaches the log: never bodies, SQL parameters or secrets.
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: logSerializers, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  if (!options.handle) app.addHook('onClose', () => handle.close());

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { config, handle });
  await app.register(channelPlugin, { handle });
  const secret = await resolveAuthSecret(config, handle.db);
  await app.register(securityPlugin, { production: config.isProduction });
  await app.register(xsrfPlugin, { secret, secure: config.isProduction });
  await app.register(authPlugin, { secret, ttlHours: config.tokenTtlHours });
  // Uploads: at most 10 files of 10 MB each per request; routes check types and their own limits.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });
  // After auth and multipart: bodies are judged after the caller's role.
  await app.register(bodyPlugin);
  await app.register(openapiPlugin);
  await app.register(realtimePlugin);
  // Before the public cache: its answers count as views and searches too.
  await app.register(visitTrackingPlugin, { secure: config.isProduction });
  await app.register(publicCachePlugin);

  await app.register(healthRoutes, { prefix: '/v1' });
  await app.register(authRoutes, { prefix: '/v1/auth' });
  await app.register(sellerRoutes, { prefix: '/v1/seller' });
  await app.register(onboardingRoutes, { prefix: '/v1/seller' });
  await app.register(catalogRoutes);
  await app.register(profileRoutes);
  await app.register(buyerRoutes);
  await app.register(reviewRoutes);
  await app.register(performanceRoutes);
  await app.register(helpRoutes);
  await app.register(chatRoutes);
  await app.register(adminRoutes);
  await app.register(notificationRoutes);
  await app.register(rfqRoutes);
  await app.register(companyRoutes);
  await app.register(approvalRoutes);
  await app.register(sellerAnalyticsRoutes);
  await app.register(moneyRoutes);
  await app.register(payoutRoutes);
  await app.register(paymentRoutes);
  await app.register(statementRoutes);
  // Resources declared in server/resources/, each found there at start.
  await app.register(registerDeclaredResources);
  if (!config.isProduction) await app.register(devRoutes, { prefix: '/v1/dev' });

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
