// The catalogue: categories, products with their images and stock, category requests, business
// documents, and what buyers keep of products (cart, lists, views).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, minor, tsvector } from './columns';
import { files, users } from './accounts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    /** "Electronics / Phones / Cases": shown in pickers and searched by the catalogue. */
    path: text('path').notNull(),
    status: text('status', { enum: ['active', 'retired'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    uniqueIndex('categories_parent_name_key').on(sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    categoryId: uuid('category_id').references(() => categories.id),
    description: text('description').notNull().default(''),
    unit: text('unit'),
    currency: text('currency').notNull().default('USD'),
    priceMinor: minor('price_minor'),
    moq: integer('moq').notNull().default(1),
    priceTiers: jsonb('price_tiers').$type<Array<{ min_quantity: number; price_minor: number }>>().notNull().default([]),
    leadTimeDays: integer('lead_time_days'),
    specifications: jsonb('specifications').$type<Array<{ key: string; value: string }>>().notNull().default([]),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Staff moderation: 'pending' when newly published or changed since the last review; 'unpublished' when
     * staff removed it; 'resubmitted' when its seller asked to publish it again (a draft until staff approve).
     * The values of MODERATION_STATUSES (src/contract/catalog-constants.ts); a text column, no constraint.
     */
    moderationStatus: text('moderation_status', { enum: ['pending', 'approved', 'unpublished', 'resubmitted'] })
      .notNull()
      .default('pending'),
    /** Why staff unpublished the product; the seller sees it. */
    moderationNote: text('moderation_note'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Full-text search over name (A), SKU and specifications (B) and description (C); kept by PostgreSQL. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '')), 'B') || setweight(jsonb_to_tsvector('simple', coalesce(specifications, '[]'::jsonb), '["string"]'), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    /**
     * The name's part of search_vector and the SKU's and specifications' part, each on its own with an
     * index, so that catalogue search reads the best tier of hits first (public-products.ts).
     */
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`to_tsvector('english', coalesce(name, ''))`),
    detailVector: tsvector('detail_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(sku, '')) || jsonb_to_tsvector('simple', coalesce(specifications, '[]'::jsonb), '["string"]')`,
    ),
  },
  (t) => [
    uniqueIndex('products_seller_sku_key').on(t.sellerId, sql`lower(${t.sku})`),
    // The seller's list sorts newest first by default; (created_at, id) keeps pages stable. Indexes are
    // ascending on purpose: scanned backwards they serve ORDER BY … DESC (NULLS FIRST) as well.
    index('products_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('products_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt, t.id),
    index('products_seller_price_idx').on(t.sellerId, t.priceMinor),
    index('products_seller_name_idx').on(t.sellerId, t.name),
    index('products_category_idx').on(t.categoryId),
    // The public catalogue's default order (newest published first), over published products only.
    index('products_search_idx').using('gin', t.searchVector),
    index('products_published_idx')
      .on(t.publishedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    // Catalogue search by tier: names starting with the search, name hits, SKU and specification hits.
    index('products_name_prefix_idx')
      .on(sql`lower(${t.name}) text_pattern_ops`)
      .where(sql`${t.status} = 'published'`),
    index('products_name_search_idx')
      .using('gin', t.nameVector)
      .where(sql`${t.status} = 'published'`),
    index('products_detail_search_idx')
      .using('gin', t.detailVector)
      .where(sql`${t.status} = 'published'`),
    index('products_moderation_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.moderationStatus} = 'pending' and ${t.status} = 'published'`),
    // The seller home's queue and figures (migration 0016).
    index('products_seller_unpublished_idx')
      .on(t.sellerId, t.moderatedAt)
      .where(sql`${t.moderationStatus} = 'unpublished'`),
    index('products_seller_published_category_idx')
      .on(t.sellerId, t.categoryId)
      .where(sql`${t.status} = 'published'`),
    index('products_seller_published_moq_idx')
      .on(t.sellerId, t.moq)
      .where(sql`${t.status} = 'published'`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** 0 is the cover. */
    position: integer('position').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * Resized WebP copies of an image (server/lib/image-variants.ts), one per width of IMAGE_VARIANT_WIDTHS
 * and never wider than the original: a narrower original gets one copy at its own width instead of the
 * wider ones. The original stays in `files`; its copies go with it.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.width] })],
);

/** Stock of one product; a check constraint makes a negative balance impossible whatever the code does. */
export const inventory = pgTable(
  'inventory',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    /** Held for buyers' pending orders: placed orders hold stock, confirming turns the hold into a deduction. */
    reserved: integer('reserved').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('inventory_on_hand_not_negative', sql`${t.onHand} >= 0`),
    check('inventory_reserved_within_on_hand', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
    // The stock list's sorts, each with its tie-breaker, so a page is an index range, not a sort of every row.
    index('inventory_seller_idx').on(t.sellerId, t.onHand, t.productId),
    index('inventory_seller_updated_idx').on(t.sellerId, t.updatedAt, t.productId),
    // Available stock (on hand minus held) per seller, and the low-stock part of it (migration 0016).
    index('inventory_seller_available_idx').on(t.sellerId, sql`(${t.onHand} - ${t.reserved})`),
    index('inventory_seller_low_idx')
      .on(t.sellerId, sql`(${t.onHand} - ${t.reserved})`)
      .where(sql`${t.onHand} - ${t.reserved} <= ${t.lowStockThreshold}`),
  ],
);

/** The stock ledger: every change with its reason, who made it and the balance after it. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', { enum: ['received', 'sold_offline', 'damaged', 'lost', 'correction', 'order'] }).notNull(),
    note: text('note'),
    orderId: uuid('order_id'),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    // The contract's RECEIPT_REASONS and REMOVAL_REASONS: only 'correction' and 'order' go either way.
    check(
      'stock_movements_reason_fits_direction',
      sql`(${t.reason} <> 'received' or ${t.delta} > 0) and (${t.reason} not in ('sold_offline', 'damaged', 'lost') or ${t.delta} < 0)`,
    ),
  ],
);

export const categoryRequests = pgTable(
  'category_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references(() => categories.id),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewerNote: text('reviewer_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The category an approval created (or matched). */
    categoryId: uuid('category_id').references(() => categories.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('category_requests_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('category_requests_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * A business document a seller uploads for verification (registration certificate, tax certificate…).
 * The bytes live in `files` under a generated id; the name the seller gave is kept for downloads only.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['registration_certificate', 'tax_certificate', 'owner_id', 'bank_letter', 'other'] }).notNull(),
    title: text('title'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    originalName: text('original_name').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_owner_created_idx').on(t.ownerId, t.createdAt, t.id), index('documents_status_created_idx').on(t.status, t.createdAt, t.id)],
);

/** A buyer's cart: products from any number of suppliers; checkout splits it into one order per supplier. */
export const cartItems = pgTable(
  'cart_items',
  {
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The unit price the buyer saw when adding (minor units); checkout refuses a stale one. */
    seenUnitPriceMinor: minor('seen_unit_price_minor').notNull(),
    addedAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.productId] }), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** A buyer's favourites and wishlist. */
export const listItems = pgTable(
  'list_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['favorites', 'wishlist'] }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list, t.productId] }), index('list_items_user_list_created_idx').on(t.userId, t.list, t.createdAt)],
);

/** Recently viewed: one row per user and product, its last view. */
export const productViews = pgTable(
  'product_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('product_views_user_viewed_idx').on(t.userId, t.viewedAt)],
);
