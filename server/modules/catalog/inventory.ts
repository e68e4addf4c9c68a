// The seller's stock (/v1/inventory): the list and the threshold edit through the scoped CRUD, the ledger
// and manual adjustments here. The list's rows are read in inventory-repository.ts, stock moves in
// stock-moves-repository.ts and the ledger in stock-ledger-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STOCK_STATES } from '../../../src/contract/catalog';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  ADJUSTMENT_REASONS,
  inventoryItemSchema,
  inventoryMessages,
  inventorySettingsSchema,
  stockAdjustmentResultSchema,
  stockAdjustmentSchema,
  stockMovementSchema,
  type InventoryItem,
} from '../../../src/contract/operations';
import { ok, okList } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { findOwned, idParamsSchema, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { inventoryItemDto, inventoryListing, inventoryRows, type InventoryRow } from './inventory-repository';
import { listMovements, movementById } from './stock-ledger-repository';
import { adjustStock } from './stock-moves-repository';

// Other modules take these from here: an order's stock (order-stock-repository.ts).
export { currentStock, holdStock, moveStock, releaseStock } from './stock-moves-repository';

/**
 * Stock per product. Rows are created with their product (products module), so there is no
 * create or delete here; only the threshold is edited directly, stock moves through adjustments.
 */
export const inventoryResource: ScopedResource<InventoryRow, InventoryItem, never, z.infer<typeof inventorySettingsSchema>> = {
  path: 'inventory',
  tag: 'inventory',
  access: 'seller',
  ...inventoryRows,
  dtoSchema: inventoryItemSchema,
  list: {
    ...inventoryListing,
    filterSchema: z.object({
      stock_state: z.enum(STOCK_STATES, { error: `Choose one of: ${STOCK_STATES.join(', ')}` }).optional(),
      // Only what is below its minimum order (the seller home's group of that name); `false` is no filter.
      below_moq: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
    }),
  },
  update: {
    schema: inventorySettingsSchema,
    values: (input) => ({ lowStockThreshold: input.low_stock_threshold, updatedAt: new Date() }),
  },
};

export const movementListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(20),
  reason: z.enum(ADJUSTMENT_REASONS, { error: `Choose one of: ${ADJUSTMENT_REASONS.join(', ')}` }).optional(),
});

const adjustmentMessages = {
  'below-zero': inventoryMessages.belowZero,
  'below-reserved': inventoryMessages.belowReserved,
  'above-maximum': inventoryMessages.aboveMaximum,
} as const;

export function registerInventory(parent: FastifyInstance): void {
  registerScopedCrud(parent, inventoryResource);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['inventory'] };

  app.get(
    '/v1/inventory/:id/movements',
    {
      schema: {
        ...common,
        summary: 'The stock ledger of one of your products, newest first',
        params: idParamsSchema,
        querystring: movementListQuerySchema,
        response: { 200: listEnvelopeOf(stockMovementSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await findOwned(inventoryResource, app.db, userId, request.params.id);
      const { rows, total } = await listMovements(app.db, request.params.id, userId, request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.post(
    '/v1/inventory/:id/adjustments',
    {
      schema: {
        ...common,
        summary: 'Add or remove stock with a reason',
        params: idParamsSchema,
        body: stockAdjustmentSchema,
        response: { 201: envelopeOf(stockAdjustmentResultSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const { delta, reason, note } = request.body;
      const adjusted = await adjustStock(app.db, { productId: request.params.id, sellerId: userId, delta, reason, note: note || null, actorId: userId });
      // 404 for another seller's product, 409 when the balance would leave range or go below the held units.
      if (adjusted.kind === 'not-found') throw notFound();
      if (adjusted.kind === 'out-of-range') {
        const message = adjustmentMessages[adjusted.limit];
        throw conflict(message, { delta: message });
      }
      const [item, movement] = await Promise.all([
        findOwned<InventoryRow>(inventoryResource, app.db, userId, request.params.id),
        movementById(app.db, adjusted.movementId),
      ]);
      return reply.code(201).send(ok({ item: inventoryItemDto(item), movement }, 'Stock updated'));
    },
  );
}
