import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CURRENCIES,
  CURRENCY_CODES,
  PRODUCT_STATUSES,
  productFieldsSchema,
  productMessages,
  productSchema,
  publishProblems,
  specificationProblems,
  STOCK_STATES,
  tierProblems,
  type Currency,
  type ModerationStatus,
  type Product,
  type ProductFields,
  type ProductStatus,
  removedByStaff,
} from '../../../src/contract/catalog';
import { stockStateOf, type StockState } from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { categories, inventory, orderLines, productImages, products } from '../../db/schema';
import { actorRoleOf, recordAudit } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { stockStateConditions } from './inventory';
import { escapeLike } from '../../lib/like';

export const productSelection = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  categoryId: products.categoryId,
  categoryPath: categories.path,
  description: products.description,
  unit: products.unit,
  currency: products.currency,
  priceMinor: products.priceMinor,
  moq: products.moq,
  priceTiers: products.priceTiers,
  leadTimeDays: products.leadTimeDays,
  specifications: products.specifications,
  status: products.status,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  publishedAt: products.publishedAt,
  moderationStatus: products.moderationStatus,
  moderationNote: products.moderationNote,
  onHand: inventory.onHand,
  reserved: inventory.reserved,
  lowStockThreshold: inventory.lowStockThreshold,
};

/** The images of a page of products, in one query, cover first. */
export async function attachImages(db: Database, rows: ProductRow[]): Promise<void> {
  if (rows.length === 0) return;
  const images = await db
    .select({ id: productImages.id, productId: productImages.productId, fileId: productImages.fileId, position: productImages.position })
    .from(productImages)
    .where(
      inArray(
        productImages.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productImages.position));
  const byProduct = new Map<string, ProductRow['images']>();
  for (const image of images) {
    const list = byProduct.get(image.productId) ?? [];
    list.push({ id: image.id, file_id: image.fileId, position: image.position });
    byProduct.set(image.productId, list);
  }
  for (const row of rows) row.images = byProduct.get(row.id) ?? [];
}

export interface ProductRow {
  [key: string]: unknown;
  id: string;
  name: string;
  sku: string;
  categoryId: string | null;
  categoryPath: string | null;
  description: string;
  unit: string | null;
  currency: string;
  priceMinor: number | null;
  moq: number;
  priceTiers: Array<{ min_quantity: number; price_minor: number }>;
  leadTimeDays: number | null;
  specifications: Array<{ key: string; value: string }>;
  status: 'draft' | 'published';
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  moderationStatus?: ModerationStatus;
  moderationNote?: string | null;
  onHand: number | null;
  reserved: number | null;
  lowStockThreshold: number | null;
  images: Array<{ id: string; file_id: string; position: number }>;
}

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

/** What decides whether a product is on sale: its listing status and its staff review. */
export interface PublishingState {
  status: ProductStatus;
  publishedAt: Date | null;
  moderationStatus?: ModerationStatus;
  moderationNote?: string | null;
}

export interface PublishingChange {
  /** The columns to set; empty when the write leaves status and review as they are. */
  values: { status?: ProductStatus; publishedAt?: Date; moderationStatus?: ModerationStatus };
  /** The product must be complete (as for publishing): it goes on sale, or waits for staff to put it on sale. */
  mustBeComplete: boolean;
  /** The seller asked staff to publish again a product they had unpublished: an audit entry is due. */
  reviewRequested: boolean;
}

/**
 * The one rule for what a seller's write does to a product's listing status and staff review. Every path
 * by which a seller can publish (the edit, the bulk actions, the CSV import, adding images) goes through
 * it; `existing` is null for a new product, `requested` the status the write asks for, if any.
 *
 * - A product staff unpublished stays a draft, so no public page shows it. Asking to publish it is a
 *   request for review ('resubmitted', staff's reason kept) that staff approve (published) or turn down
 *   (unpublished again); asking for a draft withdraws the request ('unpublished' again). Other edits
 *   leave its state as it is.
 * - Any other product goes on sale when published (post-moderation) and waits for review ('pending');
 *   so does a published product that is `edited`. The first publication stamps published_at. Making a
 *   product a draft leaves its review state.
 */
export function publishingChange(existing: PublishingState | null, requested: ProductStatus | undefined, options: { edited: boolean }): PublishingChange {
  if (existing && removedByStaff(existing.moderationStatus)) {
    if (requested === 'published') {
      return {
        values: { status: 'draft', moderationStatus: 'resubmitted' },
        mustBeComplete: true,
        reviewRequested: existing.moderationStatus === 'unpublished',
      };
    }
    if (requested === 'draft' && existing.moderationStatus === 'resubmitted') {
      return { values: { status: 'draft', moderationStatus: 'unpublished' }, mustBeComplete: false, reviewRequested: false };
    }
    // Other edits keep a request for review, so a resubmitted product must stay publishable.
    return { values: requested ? { status: 'draft' } : {}, mustBeComplete: existing.moderationStatus === 'resubmitted', reviewRequested: false };
  }
  const status = requested ?? existing?.status ?? 'draft';
  if (status === 'draft') return { values: requested ? { status } : {}, mustBeComplete: false, reviewRequested: false };
  if (existing?.status === 'published' && !options.edited) return { values: {}, mustBeComplete: true, reviewRequested: false };
  return {
    values: { status: 'published', moderationStatus: 'pending', ...(existing?.publishedAt ? {} : { publishedAt: new Date() }) },
    mustBeComplete: true,
    reviewRequested: false,
  };
}

/** A product that must stay complete while it is on sale or waiting for staff to put it back on sale (it may not lose its last image). */
export const mustStayPublishable = (state: PublishingState): boolean => publishingChange(state, undefined, { edited: true }).mustBeComplete;

/** Who is writing, for the audit entry of a review request. */
interface PublishingActor {
  auth: Pick<AuthContext, 'userId' | 'user' | 'roles'>;
  ip?: string;
}

/** A product's status and review as they are now, its row locked until the transaction ends (staff may be deciding on it). */
async function lockPublishingState(tx: Database, productId: string): Promise<PublishingState> {
  const [row] = await tx
    .select({
      status: products.status,
      publishedAt: products.publishedAt,
      moderationStatus: products.moderationStatus,
      moderationNote: products.moderationNote,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const publishingSnapshot = (state: PublishingState) => ({
  status: state.status,
  moderation_status: state.moderationStatus ?? 'pending',
  moderation_note: state.moderationNote ?? null,
});

/**
 * A seller's write to an existing product, as far as status and review go, in its transaction `tx`:
 * locks the row, decides with `publishingChange` and records a review request in the audit log.
 * The caller writes the returned values with the rest of the change, in the same transaction.
 */
export async function decidePublishing(
  tx: Database,
  actor: PublishingActor,
  productId: string,
  requested: ProductStatus | undefined,
  options: { edited: boolean },
): Promise<PublishingChange> {
  const before = await lockPublishingState(tx, productId);
  const change = publishingChange(before, requested, options);
  if (change.reviewRequested) {
    await recordAudit(tx, {
      actorId: actor.auth.userId,
      actorRole: actorRoleOf(actor.auth),
      action: 'product.review_requested',
      subjectType: 'product',
      subjectId: productId,
      before: publishingSnapshot(before),
      after: publishingSnapshot({ ...before, ...change.values }),
      ip: actor.ip ?? null,
    });
  }
  return change;
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

/**
 * The product rules every write passes: tiers and specifications make sense, the category exists, the
 * SKU is the seller's only one, and a published product is complete. Throws 400/409 with field errors.
 */
export async function checkProduct(db: Database, sellerId: string, product: ProductFields, options: { productId?: string; imageCount: number }) {
  const problems = { ...tierProblems(product), ...specificationProblems(product.specifications) };
  if (product.category_id) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, product.category_id), eq(categories.status, 'active')));
    if (!category) problems.category_id = productMessages.categoryRequired;
  }
  if (Object.keys(problems).length > 0) throw new AppError(400, Object.values(problems)[0], problems);
  if (product.status === 'published') {
    const missing = publishProblems({ ...product, image_count: options.imageCount });
    if (Object.keys(missing).length > 0) throw new AppError(400, productMessages.incomplete, missing);
  }
  const sameSku = [eq(products.sellerId, sellerId), sql`lower(${products.sku}) = lower(${product.sku})`];
  if (options.productId) sameSku.push(sql`${products.id} <> ${options.productId}`);
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...sameSku))
    .limit(1);
  if (taken) throw conflict(productMessages.skuTaken, { sku: productMessages.skuTaken });
}

/** Column values from the contract's fields (only those given). Not the status: `publishingChange` decides it. */
export function productValues(input: Partial<ProductFields>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.sku !== undefined) values.sku = input.sku;
  if (input.category_id !== undefined) values.categoryId = input.category_id;
  if (input.description !== undefined) values.description = input.description;
  if (input.unit !== undefined) values.unit = input.unit;
  if (input.currency !== undefined) values.currency = input.currency;
  if (input.price_minor !== undefined) values.priceMinor = input.price_minor;
  if (input.moq !== undefined) values.moq = input.moq;
  if (input.price_tiers !== undefined) values.priceTiers = input.price_tiers;
  if (input.lead_time_days !== undefined) values.leadTimeDays = input.lead_time_days;
  if (input.specifications !== undefined) values.specifications = input.specifications;
  return values;
}

/** Currencies grouped by their number of minor-unit digits, for price filters in major units. */
const currenciesByDigits = [...new Set(Object.values(CURRENCIES))].map((digits) => ({
  factor: 10 ** digits,
  codes: CURRENCY_CODES.filter((code) => CURRENCIES[code] === digits),
}));

export function priceBound(major: number, bound: 'gte' | 'lte'): SQL | undefined {
  return or(
    ...currenciesByDigits.map(({ factor, codes }) =>
      // A bound between two minor units (12.345 dollars) rounds inwards, to the prices people can pay.
      and(
        inArray(products.currency, codes),
        bound === 'gte' ? gte(products.priceMinor, Math.ceil(major * factor - 1e-9)) : lte(products.priceMinor, Math.floor(major * factor + 1e-9)),
      ),
    ),
  );
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
  conditions: {
    status: (value: string) => eq(products.status, value as ProductRow['status']),
    // A category and everything under it.
    category_id: (value: string) => sql`${products.categoryId} in (select id from ${categories} where id = ${value} or parent_id = ${value})`,
    // In major units of each product's own currency: 12.5 is 1250 cents but 13 yen.
    price_gte: (value: string) => priceBound(Number(value), 'gte'),
    price_lte: (value: string) => priceBound(Number(value), 'lte'),
    stock_state: (value: string) => stockStateConditions[value as StockState],
  } satisfies Record<string, (value: string) => SQL | undefined>,
  search: (q: string) => or(ilike(products.name, `%${escapeLike(q)}%`), ilike(products.sku, `%${escapeLike(q)}%`)),
};

export const productResource: ScopedResource<ProductRow, Product, ProductFields, Partial<ProductFields>> = {
  path: 'products',
  tag: 'products',
  access: 'seller',
  table: products,
  idColumn: products.id,
  ownerColumn: products.sellerId,
  ownerKey: 'sellerId',
  selection: productSelection,
  query: (db, columns) =>
    db
      .select(columns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(inventory, eq(inventory.productId, products.id))
      .$dynamic(),
  dtoSchema: productSchema,
  toDto: toProduct,
  hydrate: attachImages,
  list: {
    sortable: {
      created_at: products.createdAt,
      updated_at: products.updatedAt,
      name: products.name,
      price_minor: products.priceMinor,
      stock: inventory.onHand,
    },
    tieBreaker: products.id,
    filterSchema: productListFilters.schema,
    filters: productListFilters.conditions,
    search: productListFilters.search,
    keptUntilChanged: 'products',
  },
  create: {
    schema: productFieldsSchema,
    async values(input, { db, auth }) {
      const product = { currency: 'USD' as const, moq: 1, status: 'draft' as const, ...input };
      await checkProduct(db, auth.userId, product, { imageCount: 0 });
      return { ...productValues(product), ...publishingChange(null, product.status, { edited: true }).values };
    },
    async after(id, _input, { db, auth }) {
      await db.insert(inventory).values({ productId: id, sellerId: auth.userId });
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
      const [ordered] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, existing.id)).limit(1);
      if (ordered) throw conflict('This product has orders, so it stays on record. Unpublish it instead');
    },
  },
};

/** Loads several of the seller's products by id (bulk actions); ids of others are simply absent. */
export async function ownedProducts(db: Database, sellerId: string, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = (await productResource
    .query(db, productSelection)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)))) as unknown as ProductRow[];
  await attachImages(db, rows);
  return rows;
}

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
