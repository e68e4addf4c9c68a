import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers and a Content-Security-Policy the web app passes as built: scripts only from this
 * origin; inline styles allowed because antd injects its CSS-in-JS at run time; no framing.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { production: boolean }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Same-origin app: these would only block our own pages' resources in development.
      crossOriginEmbedderPolicy: false,
      hsts: opts.production,
    });
  },
  { name: 'security' },
);
