// The back office's first page: what waits for staff, marketplace totals and 30 days of activity
// (overview-repository.ts reads them).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewSchema } from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import { ok } from '../../lib/envelope';
import { tags } from './common';
import { readOverview } from './overview-repository';

const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/overview',
    {
      schema: {
        tags,
        summary: 'What needs attention, marketplace totals and 30 days of activity',
        response: { 200: envelopeOf(adminOverviewSchema) },
      },
    },
    async () => ok(await readOverview(app.db)),
  );
};

export default overviewRoutes;
