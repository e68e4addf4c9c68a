import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { sellerPerformanceSchema } from '../../../src/contract/performance';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { sellerPerformance } from './read';

/**
 * The seller's own performance score (src/contract/performance.ts). The public facts travel with the
 * catalogue's answers (catalog/public-products.ts, public-suppliers.ts); the job that writes the scores
 * runs from the server's start (job.ts, server/main.ts).
 */
function registerPerformance(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/seller/performance',
    {
      schema: {
        tags: ['seller'],
        summary: 'Your performance score: its band, every measure with its period and sample size, and what pulls it down',
        description:
          'Read from the stored score, computed by a job in the API process within seconds of an order, review or reply that moves it and at least hourly. A measure with fewer samples than its minimum does not count; with none counting the band is `new`.',
        response: { 200: envelopeOf(sellerPerformanceSchema) },
      },
    },
    async (request) => ok(await sellerPerformance(app.db, authOf(request).userId)),
  );
}

/** Onboarded sellers only: each route here runs that check before its input is read. */
const performanceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedBy(app.requireOnboardedSeller, registerPerformance));
};

export default performanceRoutes;
