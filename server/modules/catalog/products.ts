// The seller's products (/v1/products) as the scoped CRUD serves them: the resource, the answer's
// record, and the product rules its create, edit and delete apply. The queries are in products-repository.ts
// and product-writes-repository.ts; bulk actions are in product-routes.ts, images and CSV in product-image- and product-csv-routes.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CURRENCIES,
  PRODUCT_STATUSES,
  productCreateSchema,
  productFieldsSchema,
  productMessages,
  productSchema,
  STOCK_STATES,
  type Currency,
  type Product,
  type ProductCreateFields,
  type ProductFields,
} from '../../../src/contract/catalog';
import { stockStateOf } from '../../../src/contract/operations';
import { conflict } from '../../lib/errors';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { createStockRow } from './inventory-repository';
import { moveStock } from './stock-moves-repository';
import { decidePublishing, publishingChange, type PublishingState } from './product-publishing-repository';
import { checkProduct, hasOrders, productValues } from './product-writes-repository';
import { productFilterConditions, productRows, productSearch, productListing, type ProductRow } from './products-repository';

// Other modules take this from here: the public catalogue's price filter.
export { priceBound } from './products-repository';

export const mediaUrl = (fileId: string) => `/v1/media/${fileId}`;

export function toProduct(row: ProductRow): Product {
  const onHand = row.onHand ?? 0;
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    category_id: row.categoryId,
    category_name: row.categoryPath,
    description: row.description,
    unit: row.unit,
    currency: row.currency,
    price_minor: row.priceMinor,
    moq: row.moq,
    price_tiers: row.priceTiers,
    lead_time_days: row.leadTimeDays,
    specifications: row.specifications,
    status: row.status,
    images: row.images.map((image) => ({ id: image.id, url: mediaUrl(image.file_id), position: image.position })),
    stock_on_hand: onHand,
    // Judged on what is not held for pending orders, as the inventory list does.
    stock_state: stockStateOf(onHand - (row.reserved ?? 0), row.lowStockThreshold ?? 0),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    moderation_status: row.moderationStatus ?? 'pending',
    moderation_note: row.moderationNote ?? null,
  };
}

/** The answer's message when a write leaves the product waiting for staff to publish it again. */
export const publishingMessage = (state: Pick<PublishingState, 'moderationStatus'>): string | undefined =>
  state.moderationStatus === 'resubmitted' ? productMessages.sentForReview : undefined;

/** The fields of a stored product in the contract's shape, to check an edit against the whole product. */
export function fieldsOf(row: ProductRow): ProductFields {
  return {
    name: row.name,
    sku: row.sku,
    category_id: row.categoryId,
    description: row.description,
    unit: (row.unit ?? undefined) as ProductFields['unit'],
    currency: row.currency as Currency,
    price_minor: row.priceMinor,
    moq: row.moq,
    price_tiers: row.priceTiers,
    lead_time_days: row.leadTimeDays,
    specifications: row.specifications,
    status: row.status,
  };
}

/** Filters of the product list, shared by the list and the CSV export. */
export const productListFilters = {
  schema: z.object({
    status: z.enum(PRODUCT_STATUSES).optional(),
    category_id: z.uuid('Not a valid category').optional(),
    price_gte: z.coerce.number('Use an amount like 12.50').min(0).max(1e12).optional(),
    price_lte: z.coerce.number('Use an amount like 12.50').min(0).max(1e12).optional(),
    stock_state: z.enum(STOCK_STATES).optional(),
  }),
  conditions: productFilterConditions,
  search: productSearch,
};

export const productResource: ScopedResource<ProductRow, Product, ProductCreateFields, Partial<ProductFields>> = {
  path: 'products',
  tag: 'products',
  access: 'seller',
  ...productRows,
  dtoSchema: productSchema,
  toDto: toProduct,
  list: {
    ...productListing,
    filterSchema: productListFilters.schema,
    filters: productListFilters.conditions,
    search: productListFilters.search,
    keptUntilChanged: 'products',
  },
  create: {
    schema: productCreateSchema,
    async values({ opening_stock: _openingStock, ...input }, { db, auth }) {
      const product = { currency: 'USD' as const, moq: 1, status: 'draft' as const, ...input };
      await checkProduct(db, auth.userId, product, { imageCount: 0 });
      return { ...productValues(product), ...publishingChange(null, product.status, { edited: true }).values };
    },
    // The stock row, and the opening stock as the ledger's first entry, in the product's transaction:
    // a refused move leaves no product behind.
    async after(id, input, { db, auth }) {
      await createStockRow(db, id, auth.userId);
      if (!input.opening_stock) return;
      const moved = await moveStock(db, {
        productId: id,
        sellerId: auth.userId,
        delta: input.opening_stock,
        reason: 'received',
        note: 'Opening stock',
        actorId: auth.userId,
      });
      if (!moved) throw conflict(productMessages.openingStock, { opening_stock: productMessages.openingStock });
    },
  },
  update: {
    schema: productFieldsSchema.partial(),
    async values(input, existing, { db, auth, ip }) {
      // Any edit of a published product sends it back to review.
      const publishing = await decidePublishing(db, { auth, ip }, existing.id, input.status, { edited: true });
      const merged = { ...fieldsOf(existing), ...input };
      await checkProduct(
        db,
        auth.userId,
        { ...merged, status: publishing.mustBeComplete ? 'published' : merged.status },
        { productId: existing.id, imageCount: existing.images.length },
      );
      return { ...productValues(input), ...publishing.values, updatedAt: new Date() };
    },
    message: (saved) => publishingMessage(saved),
  },
  remove: {
    async guard(existing, { db }) {
      if (await hasOrders(db, existing.id)) throw conflict('This product has orders, so it stays on record. Unpublish it instead');
    },
  },
};

export function registerProducts(app: FastifyInstance) {
  registerScopedCrud(app, productResource);
}

/** Major-unit text for CSV ("12.50") from minor units, and back; JPY has no minor unit. */
export function formatMajor(minorUnits: number, currency: string): string {
  const digits = CURRENCIES[currency as Currency] ?? 2;
  return (minorUnits / 10 ** digits).toFixed(digits);
}
export function parseMajor(text: string, currency: string): number | undefined {
  const digits = CURRENCIES[currency as Currency] ?? 2;
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return undefined;
  const [whole, fraction = ''] = text.trim().split('.');
  if (fraction.length > digits) return undefined;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
}
