// The buyer's cart (/v1/cart): products of any number of suppliers, grouped by supplier, each line
// priced by its volume tier now and told what would stop it at checkout. The queries are in cart-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { cartAddSchema, cartQuantitySchema, cartSchema, orderingMessages } from '../../../src/contract/ordering';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { authOf } from '../../plugins/auth';
import { addToCart, readCart, removeFromCart, setCartQuantity } from './cart-repository';

// The requests for quotation take the supplier's store join from here.
export { supplierStoreJoin } from './cart-repository';

const productParamsSchema = z.object({ productId: z.uuid('Not a valid id') });

export function registerCart(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['cart'] };
  const cartEnvelope = envelopeOf(cartSchema);

  app.get(
    '/v1/cart',
    {
      schema: { ...common, summary: 'Your cart, grouped by supplier, with what would stop each line at checkout', response: { 200: cartEnvelope } },
    },
    async (request) => ok(await readCart(app.db, authOf(request).userId)),
  );

  app.post(
    '/v1/cart/items',
    {
      schema: { ...common, summary: 'Add a product to your cart, or add to its quantity', body: cartAddSchema, response: { 201: cartEnvelope } },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      await addToCart(app.db, userId, request.body);
      return reply.code(201).send(ok(await readCart(app.db, userId), 'Added to your cart'));
    },
  );

  app.patch(
    '/v1/cart/items/:productId',
    {
      schema: {
        ...common,
        summary: 'Change the quantity of a product in your cart',
        params: productParamsSchema,
        body: cartQuantitySchema,
        response: { 200: cartEnvelope },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      if (!(await setCartQuantity(app.db, userId, request.params.productId, request.body.quantity))) throw notFound(orderingMessages.notInCart);
      return ok(await readCart(app.db, userId), 'Saved');
    },
  );

  app.delete(
    '/v1/cart/items/:productId',
    {
      schema: { ...common, summary: 'Remove a product from your cart', params: productParamsSchema, response: { 200: cartEnvelope } },
    },
    async (request) => {
      const { userId } = authOf(request);
      if ((await removeFromCart(app.db, userId, [request.params.productId])) === 0) throw notFound(orderingMessages.notInCart);
      return ok(await readCart(app.db, userId), 'Removed from your cart');
    },
  );

  app.delete('/v1/cart', { schema: { ...common, summary: 'Empty your cart', response: { 200: cartEnvelope } } }, async (request) => {
    const { userId } = authOf(request);
    await removeFromCart(app.db, userId);
    return ok(await readCart(app.db, userId), 'Cart emptied');
  });
}
