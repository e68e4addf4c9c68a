import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { inventory, products } from '../../server/db/schema';
import { envelope, onboardedSeller, signUp, type TestApp } from './helpers';
import { stockedProduct } from './order-fixtures';

// Buyers, suppliers and published products for the cart and checkout tests, through the real
// sign-up and address-book endpoints; products are written straight into the database.

export interface ListedProduct {
  id: string;
  name: string;
  priceMinor: number;
}

/** A published product with stock, a minimum order and volume tiers. */
export async function listedProduct(
  db: Database,
  sellerId: string,
  input: {
    name?: string;
    onHand?: number;
    priceMinor?: number;
    moq?: number;
    tiers?: Array<{ min_quantity: number; price_minor: number }>;
    currency?: string;
  } = {},
): Promise<ListedProduct> {
  const priceMinor = input.priceMinor ?? 1000;
  const product = await stockedProduct(db, sellerId, {
    onHand: input.onHand ?? 1000,
    priceMinor,
    ...(input.name ? { name: input.name } : {}),
    ...(input.currency ? { currency: input.currency } : {}),
  });
  await db
    .update(products)
    .set({ status: 'published', publishedAt: new Date(), moq: input.moq ?? 1, priceTiers: input.tiers ?? [] })
    .where(eq(products.id, product.id));
  return { id: product.id, name: product.name, priceMinor };
}

export async function buyerWithAddress(t: TestApp, name = 'Daniel Meyer') {
  const buyer = await signUp(t, { role: 'buyer', name });
  const response = await t.request({
    method: 'POST',
    url: '/v1/addresses',
    token: buyer.token,
    payload: {
      label: 'Warehouse',
      contact_name: 'Goods-in',
      phone: '+44 113 496 0412',
      line1: '18 Cobalt Way',
      city: 'Leeds',
      state: 'West Yorkshire',
      postal_code: 'LS10 1JT',
      country: 'GB',
    },
  });
  if (response.statusCode !== 201) throw new Error(`address failed: ${response.statusCode} ${response.body}`);
  return { ...buyer, addressId: envelope<{ id: string }>(response).data.id };
}

export async function supplier(t: TestApp, name = 'Li Wei') {
  return onboardedSeller(t, { name });
}

export async function holdOf(db: Database, productId: string) {
  const [row] = await db.select({ onHand: inventory.onHand, reserved: inventory.reserved }).from(inventory).where(eq(inventory.productId, productId));
  return row;
}

let keyCounter = 0;
export const freshKey = () => `test-${Date.now().toString(36)}-${++keyCounter}`;

export function checkout(t: TestApp, token: string, body: Record<string, unknown>, key: string | null = freshKey()) {
  return t.request({ method: 'POST', url: '/v1/orders', token, headers: key === null ? {} : { 'idempotency-key': key }, payload: body });
}
