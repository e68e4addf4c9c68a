import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the route schemas, at /v1/openapi.json; a browsable reference at /docs. */
export default fp(
  async function openapiPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'B2B Marketplace API',
          version: '1.0.0',
          description:
            'Every response is the envelope {success, message, data, pagination?, total?}. Errors carry success: false and, for validation, errors: {field: message}. Authenticated routes take `Authorization: Bearer <token>`.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    // The app's own Content-Security-Policy (security plugin) covers these pages too.
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
