import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Money in integer minor units (cents, paise, fen); JavaScript numbers hold them exactly up to 2^53. */
const minor = (name: string) => bigint(name, { mode: 'number' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    status: text('status', { enum: ['active', 'suspended'] }).notNull().default('active'),
    verificationStatus: text('verification_status', { enum: ['unverified', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('unverified'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isMobileVerified: boolean('is_mobile_verified').notNull().default(false),
    phone: text('phone'),
    countryCode: text('country_code'),
    businessDetails: jsonb('business_details').$type<Record<string, unknown>>(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A public image in `files` (the account's avatar). */
    avatarFileId: uuid('avatar_file_id'),
    /** Account settings that are not identity: preferred payment method and terms, say. */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /** Back-office staff only (roles include 'admin'): administrators do everything, reviewers verify and moderate. */
    staffRole: text('staff_role', { enum: ['administrator', 'reviewer'] }),
    /** Why staff last changed `status` or `verification_status`; the seller sees it. */
    statusReason: text('status_reason'),
    verificationNote: text('verification_note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Bearer-token sessions: the token's jti is the row id, so revoking a row revokes the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['password', 'recovery'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Email activation links; only the hash of the token is stored. */
export const activationTokens = pgTable('activation_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One-time codes (recovery sign-in, mobile and recovery-contact verification); stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['recovery_login', 'mobile_verification', 'contact_verification'] }).notNull(),
    /** Where the code was sent: an email address or a phone number with its country code. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.userId, t.purpose, t.target)],
);

/** Verified recovery contacts are accepted by recovery sign-in. */
export const recoveryContacts = pgTable(
  'recovery_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    /** Normalised: lower-case email, or phone as country code plus digits (`+919876543210`). */
    value: text('value').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_contacts_value_idx').on(t.value), uniqueIndex('recovery_contacts_user_value_key').on(t.userId, t.value)],
);

/** The seller's store profile: one row per seller and section, validated by the section's schema on write. */
export const storeSections = pgTable(
  'store_sections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);

/** Mail written here when no SMTP server is configured; readable at /v1/dev/outbox outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull().default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Fixed-window counters shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Secrets generated on first start when none is configured (development only). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Uploaded files (product images, documents, attachments), kept in the database so that every API
 * process can serve them and a backup holds everything. Served with the type sniffed at upload.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    /** "Electronics / Phones / Cases": shown in pickers and searched by the catalogue. */
    path: text('path').notNull(),
    status: text('status', { enum: ['active', 'retired'] }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId), uniqueIndex('categories_parent_name_key').on(sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`lower(${t.name})`)],
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
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Staff moderation: 'pending' when newly published or changed since the last review; 'unpublished' when
     * staff removed it; 'resubmitted' when its seller asked to publish it again (a draft until staff approve).
     * The values of MODERATION_STATUSES (src/contract/catalog-constants.ts); a text column, no constraint.
     */
    moderationStatus: text('moderation_status', { enum: ['pending', 'approved', 'unpublished', 'resubmitted'] }).notNull().default('pending'),
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
    index('products_published_idx').on(t.publishedAt.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
    // Catalogue search by tier: names starting with the search, name hits, SKU and specification hits.
    index('products_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`).where(sql`${t.status} = 'published'`),
    index('products_name_search_idx').using('gin', t.nameVector).where(sql`${t.status} = 'published'`),
    index('products_detail_search_idx').using('gin', t.detailVector).where(sql`${t.status} = 'published'`),
    index('products_moderation_idx').on(t.updatedAt, t.id).where(sql`${t.moderationStatus} = 'pending' and ${t.status} = 'published'`),
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
    check('stock_movements_reason_fits_direction', sql`(${t.reason} <> 'received' or ${t.delta} > 0) and (${t.reason} not in ('sold_offline', 'damaged', 'lost') or ${t.delta} < 0)`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable, e.g. ORD-2026-000042. */
    number: text('number').notNull().unique(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] }).notNull().default('pending'),
    currency: text('currency').notNull(),
    totalMinor: minor('total_minor').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    note: text('note'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Bank transfer or agreed terms; no card data is ever stored. The supplier records the payment. */
    paymentMethod: text('payment_method', { enum: ['bank_transfer', 'agreed_terms'] }).notNull().default('bank_transfer'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] }).notNull().default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The request for quotation and the accepted quote the order came from (schema-rfq.ts; foreign keys in migration 0017). */
    rfqId: uuid('rfq_id'),
    quoteId: uuid('quote_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('orders_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt, t.id),
    index('orders_seller_total_idx').on(t.sellerId, t.totalMinor, t.id),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    uniqueIndex('orders_quote_key').on(t.quoteId).where(sql`${t.quoteId} is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for an item of an accepted quote that is not a catalogue product. */
    productId: uuid('product_id').references(() => products.id),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    unit: text('unit'),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: minor('unit_price_minor').notNull(),
    lineTotalMinor: minor('line_total_minor').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // A product page's reviews are those of the orders that held the product.
    index('order_lines_product_idx').on(t.productId, t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Each status change with its time and actor: the order's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A buyer's review of a delivered order (one per order), the seller's one reply, and staff's hiding of
 * it. Ratings are 1 to 5: overall, product quality, communication and on-time delivery.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    overallRating: integer('overall_rating').notNull(),
    qualityRating: integer('quality_rating').notNull(),
    communicationRating: integer('communication_rating').notNull(),
    deliveryRating: integer('delivery_rating').notNull(),
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    /** Set while staff hide the review: no public page shows it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One review per order: of two concurrent writes, the second fails here (409).
    uniqueIndex('reviews_order_key').on(t.orderId),
    // The seller's list and store page, newest first, and a seller's ratings over a period (an index range).
    index('reviews_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('reviews_buyer_idx').on(t.buyerId),
    check(
      'reviews_ratings_in_range',
      sql`${t.overallRating} between 1 and 5 and ${t.qualityRating} between 1 and 5 and ${t.communicationRating} between 1 and 5 and ${t.deliveryRating} between 1 and 5`,
    ),
    check('reviews_hidden_with_reason', sql`${t.hiddenAt} is null or ${t.hiddenReason} is not null`),
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
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
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
    status: text('status', { enum: ['pending', 'verified', 'rejected'] }).notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('documents_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** The address book of a seller or buyer; at most one default shipping and one default billing address each. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    uniqueIndex('addresses_default_shipping_key').on(t.ownerId).where(sql`${t.isDefaultShipping}`),
    uniqueIndex('addresses_default_billing_key').on(t.ownerId).where(sql`${t.isDefaultBilling}`),
  ],
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

/**
 * The first answer to a request sent with an Idempotency-Key: the same key and body get it again, a
 * different body with the same key is refused. Kept per user; old keys can be purged after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What the request was for (e.g. `POST /v1/checkout`) and a hash of its body. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
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

/** In-app notifications (an order confirmed, shipped…); the bell shows the unread count. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

/** Requests sent from the contact form of the help pages. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    orderNumber: text('order_number'),
    status: text('status', { enum: ['open', 'answered', 'closed'] }).notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Help center articles, by slug and language (English is the fallback), kept in the database so staff
 * can edit them. The body is plain text: paragraphs separated by blank lines, '## ' headings, '- ' items.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    language: text('language').notNull().default('en'),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(summary, '')), 'B') || setweight(to_tsvector('simple', coalesce(body, '')), 'C')`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_articles_slug_language_key').on(t.slug, t.language),
    index('help_articles_topic_idx').on(t.language, t.topic, t.position),
    index('help_articles_search_idx').using('gin', t.searchVector),
  ],
);

/** Answers to 'Was this helpful?' (anonymous; rate-limited per client address). */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    helpful: boolean('helpful').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('help_feedback_slug_idx').on(t.slug)],
);

/**
 * Append-only record of every staff action and every sensitive seller action: who, when, what, and the
 * values before and after. A trigger (migration 0008) refuses UPDATE and DELETE, whatever the caller.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** No foreign key: the log outlives accounts, and a cascade would have to update it. */
    actorId: uuid('actor_id'),
    /** The actor's role when acting: administrator, reviewer, seller, buyer or system. */
    actorRole: text('actor_role').notNull(),
    /** What was done, e.g. `document.verified`, `seller.suspended`, `bank_details.changed`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** What the subject was called when the entry was written (a product's name, say), so it outlives a rename or deletion. */
    subjectLabel: text('subject_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    note: text('note'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * A conversation: a buyer and a supplier about a product (inquiry) or an order, or a user and the
 * marketplace's support staff (support: supplier_id is null and any staff member may answer).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['inquiry', 'order', 'support', 'quote'] }).notNull(),
    /** The party who started it: a buyer (inquiry, order) or any user (support). */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A quote thread's quote (schema-rfq.ts; foreign key in migration 0017). */
    quoteId: uuid('quote_id'),
    subject: text('subject').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    lastSenderId: uuid('last_sender_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_customer_last_idx').on(t.customerId, t.lastMessageAt, t.id),
    index('conversations_supplier_last_idx').on(t.supplierId, t.lastMessageAt, t.id),
    index('conversations_kind_last_idx').on(t.kind, t.lastMessageAt, t.id),
    // One open inquiry thread per buyer, supplier and product; one per order.
    uniqueIndex('conversations_inquiry_key').on(t.customerId, t.supplierId, t.productId).where(sql`${t.kind} = 'inquiry'`),
    uniqueIndex('conversations_order_key').on(t.orderId).where(sql`${t.kind} = 'order'`),
    uniqueIndex('conversations_quote_key').on(t.quoteId).where(sql`${t.kind} = 'quote'`),
  ],
);

/** Who reads a conversation, how far they have read and how many messages wait for them. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The `seq` of the last message this member has read (0: none). */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

/** A chat message: text and/or one attachment (a file checked like documents). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Increases with every message in the database: orders history and lets a client catch up after a gap. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's own id for the message, so a retried send is stored once. */
    clientId: text('client_id').notNull(),
    body: text('body').notNull().default(''),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
  ],
);
export * from './schema-performance';
export * from './schema-rfq';
export * from './schema-analytics';
