// The buyer's lists: favourites and wishlist (list_items) and recently viewed (product_views), each one
// user's own. Every query is scoped to the caller's id from the token, so another user's entries are
// simply not there (404 on delete, absent from lists and from `contains`). The queries are in
// lists-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  addToListSchema,
  containsQuerySchema,
  listEntrySchema,
  listItemParamsSchema,
  listItemSchema,
  listMembershipSchema,
  listParamsSchema,
  listQuerySchema,
  listsMessages,
  RECENT_LIMIT,
} from '../../../src/contract/lists';
import { ok, okList } from '../../lib/envelope';
import { fieldError, notFound } from '../../lib/errors';
import { authOf } from '../../plugins/auth';
import { companyMemberFor, ownedByMembersOf } from '../company/access';
import { listItems } from '../../db/schema';
import { addToList, listMembership, listPage, removeFromList } from './lists-repository';

export function registerLists(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['lists'] };

  app.get(
    '/v1/lists/contains',
    {
      schema: {
        ...common,
        summary: 'Which of your lists hold a product',
        querystring: containsQuerySchema,
        response: { 200: envelopeOf(listMembershipSchema) },
      },
    },
    async (request) => ok(await listMembership(app.db, authOf(request).userId, request.query.product_id)),
  );

  app.get(
    '/v1/lists/:list',
    {
      schema: {
        ...common,
        summary: 'One of your lists (favorites, wishlist, recent), newest first',
        description:
          'Each entry carries the product’s catalogue card as it is now; `available: false` once it was unpublished or its supplier suspended. `whose=company` (favorites only) adds every active colleague’s favourites, each with `saved_by`, for a company member whose role reads them (favourites.read_all); others get 403.',
        params: listParamsSchema,
        querystring: listQuerySchema,
        response: { 200: listEnvelopeOf(listItemSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { list } = request.params;
      let colleagues;
      if (request.query.whose === 'company') {
        if (list !== 'favorites') throw fieldError('whose', listsMessages.companyFavouritesOnly);
        const member = await companyMemberFor(app.db, userId, 'favourites.read_all');
        colleagues = ownedByMembersOf(member.companyId, listItems.userId);
      }
      const { items, total } = await listPage(app.db, userId, list, request.query, colleagues);
      return okList(items, request.query.page, request.query.limit, total);
    },
  );

  app.post(
    '/v1/lists/:list',
    {
      schema: {
        ...common,
        summary: 'Add a published product to one of your lists',
        description: `Idempotent: 201 when added, 200 when it was there already (recent: moved to the top). Recently viewed keeps the last ${RECENT_LIMIT}.`,
        params: listParamsSchema,
        body: addToListSchema,
        response: { 200: envelopeOf(listEntrySchema), 201: envelopeOf(listEntrySchema) },
      },
    },
    async (request, reply) => {
      const added = await addToList(app.db, authOf(request).userId, request.params.list, request.body.product_id);
      if (!added) throw notFound(listsMessages.productUnavailable);
      const { entry, created } = added;
      reply.code(created ? 201 : 200);
      return ok(entry, listsMessages.added);
    },
  );

  app.delete(
    '/v1/lists/:list/:productId',
    {
      schema: {
        ...common,
        summary: 'Remove a product from one of your lists',
        params: listItemParamsSchema,
        response: { 200: envelopeOf(z.object({ product_id: z.string() })) },
      },
    },
    async (request) => {
      if (!(await removeFromList(app.db, authOf(request).userId, request.params.list, request.params.productId))) throw notFound(listsMessages.notInList);
      return ok({ product_id: request.params.productId }, listsMessages.removed);
    },
  );
}
