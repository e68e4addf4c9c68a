// The buyer's cart rows and the products they point at: reading the cart grouped by supplier, adding
// (in one transaction, the line locked), setting a quantity and removing lines. Refusals inside the
// transaction are thrown as the API's errors, so that it rolls back; checkout reads products through here too.
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { unitPriceFor } from '../../../src/contract/catalog';
import {
  MAX_CART_ITEMS,
  MAX_QUANTITY,
  orderingMessages,
  type Cart,
  type cartAddSchema,
  type CartGroup,
  type CartItem,
  type CartProblem,
  type MoneyTotal,
} from '../../../src/contract/ordering';
import type { Database } from '../../db/client';
import { cartItems, inventory, productImages, products, storeSections, users } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { outer } from '../../lib/outer-column';
import { mediaUrl } from '../catalog/products';

// The supplier as the public catalogue shows it (same rules as public-products.ts): the store's name
// once basic info is saved, else the business name, else the account name; verified = every gate done.
export const supplierName = sql<string>`coalesce(nullif(trim(${storeSections.data}->>'store_name'), ''), nullif(trim(${users.businessDetails}->>'business_name'), ''), ${users.name})`;
export const supplierCountry = sql<string | null>`nullif(trim(${users.businessDetails}->>'country'), '')`;
export const supplierVerified = sql<boolean>`(${users.isEmailVerified} and ${users.isMobileVerified} and ${users.businessDetails} is not null)`;
/** Join condition for the supplier's saved basic info (for `supplierName`). */
export const supplierStoreJoin = and(eq(storeSections.userId, users.id), eq(storeSections.section, 'basic-info'), isNotNull(storeSections.completedAt));

/** What a buyer may order: published and priced, from an active seller account (as the catalogue). */
export const orderable = sql<boolean>`(${products.status} = 'published' and ${products.priceMinor} is not null and ${users.status} = 'active' and 'seller' = any(${users.roles}))`;

const coverFileId = sql<
  string | null
>`(select ${productImages.fileId} from ${productImages} where ${productImages.productId} = ${outer(products.id)} order by ${productImages.position} limit 1)`;

/** Products with their supplier, stock and what the buyer may order of them; the cart and checkout read through it. */
export function productsForOrdering(db: Database, productIds: string[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      unit: products.unit,
      currency: products.currency,
      priceMinor: products.priceMinor,
      priceTiers: products.priceTiers,
      moq: products.moq,
      orderable,
      sellerId: products.sellerId,
      supplierName,
      supplierCountry,
      supplierVerified,
      available: sql<number>`coalesce(${inventory.onHand} - ${inventory.reserved}, 0)`.mapWith(Number),
      coverFileId,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(storeSections, supplierStoreJoin)
    .leftJoin(inventory, eq(inventory.productId, products.id))
    .where(inArray(products.id, productIds));
}
export type OrderingProduct = Awaited<ReturnType<typeof productsForOrdering>>[number];

/** The price now for `quantity` by the product's tiers; null when the product has no price. */
export function tierPrice(product: Pick<OrderingProduct, 'priceMinor' | 'priceTiers'>, quantity: number): number | null {
  if (product.priceMinor === null) return null;
  return unitPriceFor({ price_minor: product.priceMinor, price_tiers: product.priceTiers }, quantity);
}

const problem = (code: CartProblem['code'], figures: Partial<Omit<CartProblem, 'code'>> = {}): CartProblem => ({
  code,
  moq: figures.moq ?? null,
  available: figures.available ?? null,
  previous_unit_price_minor: figures.previous_unit_price_minor ?? null,
});

function addTo(totals: MoneyTotal[], currency: string, amount: number) {
  const total = totals.find((t) => t.currency === currency);
  if (total) total.amount_minor += amount;
  else totals.push({ currency, amount_minor: amount });
}

/** The whole cart, grouped by supplier (suppliers by name, lines in the order they were added). */
export async function readCart(db: Database, buyerId: string): Promise<Cart> {
  const items = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, seen: cartItems.seenUnitPriceMinor, addedAt: cartItems.addedAt })
    .from(cartItems)
    .where(eq(cartItems.buyerId, buyerId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  if (items.length === 0) return { groups: [], item_count: 0, problem_count: 0 };
  const byId = new Map(
    (
      await productsForOrdering(
        db,
        items.map((i) => i.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const groups = new Map<string, CartGroup>();
  let problemCount = 0;
  for (const item of items) {
    const product = byId.get(item.productId);
    if (!product) continue; // deleted products leave the cart with their row (cascade)
    const unitPrice = tierPrice(product, item.quantity) ?? item.seen;
    const problems: CartProblem[] = [];
    if (!product.orderable) problems.push(problem('unpublished'));
    else {
      if (item.quantity < product.moq) problems.push(problem('below_minimum', { moq: product.moq }));
      if (unitPrice !== item.seen) problems.push(problem('price_changed', { previous_unit_price_minor: item.seen }));
      if (item.quantity > product.available) problems.push(problem('not_enough_stock', { available: Math.max(0, product.available) }));
    }
    if (problems.length > 0) problemCount++;
    const line: CartItem = {
      product_id: product.id,
      name: product.name,
      cover_image_url: product.coverFileId ? mediaUrl(product.coverFileId) : null,
      unit: product.unit,
      currency: product.currency,
      moq: product.moq,
      price_tiers: product.priceTiers,
      quantity: item.quantity,
      unit_price_minor: unitPrice,
      line_total_minor: unitPrice * item.quantity,
      added_at: item.addedAt.toISOString(),
      problems,
    };
    let group = groups.get(product.sellerId);
    if (!group) {
      group = {
        supplier: { id: product.sellerId, name: product.supplierName, country: product.supplierCountry, verified: product.supplierVerified },
        items: [],
        subtotals: [],
      };
      groups.set(product.sellerId, group);
    }
    group.items.push(line);
    // A product that cannot be ordered does not count towards what checkout will charge.
    if (product.orderable) addTo(group.subtotals, product.currency, line.line_total_minor);
  }
  const sorted = [...groups.values()].sort((a, b) => a.supplier.name.localeCompare(b.supplier.name) || (a.supplier.id < b.supplier.id ? -1 : 1));
  return { groups: sorted, item_count: sorted.reduce((sum, g) => sum + g.items.length, 0), problem_count: problemCount };
}

const refuse = (message: string) => new AppError(422, message, { product_id: message });

/** Adds a product (or more of it); the buyer sees the tier price of the new quantity from now on. */
export async function addToCart(db: Database, buyerId: string, input: z.infer<typeof cartAddSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await productsForOrdering(tx, [input.product_id]);
    if (!product || !product.orderable) throw refuse(orderingMessages.productUnavailable);
    if (product.sellerId === buyerId) throw refuse(orderingMessages.ownProduct);
    const [existing] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, input.product_id)))
      .for('update');
    if (!existing) {
      const [{ lines }] = await tx.select({ lines: count() }).from(cartItems).where(eq(cartItems.buyerId, buyerId));
      if (Number(lines) >= MAX_CART_ITEMS) throw conflict(orderingMessages.cartFull, { product_id: orderingMessages.cartFull });
    }
    const quantity = Math.min(MAX_QUANTITY, (existing?.quantity ?? 0) + input.quantity);
    const seen = tierPrice(product, quantity)!;
    await tx
      .insert(cartItems)
      .values({ buyerId, productId: input.product_id, quantity, seenUnitPriceMinor: seen })
      .onConflictDoUpdate({ target: [cartItems.buyerId, cartItems.productId], set: { quantity, seenUnitPriceMinor: seen, updatedAt: new Date() } });
  });
}

/** Sets a line's quantity; the buyer has now seen (and accepts) the tier price for it. False when the product is not in the cart. */
export async function setCartQuantity(db: Database, buyerId: string, productId: string, quantity: number): Promise<boolean> {
  const [product] = await productsForOrdering(db, [productId]);
  const [updated] = await db
    .update(cartItems)
    .set({ quantity, ...(product ? { seenUnitPriceMinor: tierPrice(product, quantity) ?? sql`${cartItems.seenUnitPriceMinor}` } : {}), updatedAt: new Date() })
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  return Boolean(updated);
}

/** Removes the given products (all without `productIds`) from the cart; how many lines went. */
export async function removeFromCart(db: Database, buyerId: string, productIds?: string[]): Promise<number> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), productIds ? inArray(cartItems.productId, productIds) : undefined))
    .returning({ productId: cartItems.productId });
  return removed.length;
}
