// Trade: orders with their lines, history and reviews; requests for quotation with their lines,
// invitations and attachments, one quote per supplier per RFQ whose every revision is an immutable
// version, staff's per-seller quote allowance and the suppliers' digest of new RFQs. Orders and quotes
// point at each other, so they live in one file.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, minor } from './columns';
import { files, users } from './accounts';
import { categories, products } from './catalogue';
import { companies } from './company';
import { commissionRules } from './money';
import { SETTLEMENT_MODES } from '../../../src/contract/money-constants';

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
    status: text('status', { enum: ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] })
      .notNull()
      .default('pending'),
    currency: text('currency').notNull(),
    /** The lines' sum plus this is the total: an accepted quote's shipping, 0 for an order from the cart. */
    shippingMinor: minor('shipping_minor').notNull().default(0),
    totalMinor: minor('total_minor').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    note: text('note'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Bank transfer or agreed terms; no card data is ever stored. The supplier records the payment. */
    paymentMethod: text('payment_method', { enum: ['bank_transfer', 'agreed_terms'] })
      .notNull()
      .default('bank_transfer'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The request for quotation and the accepted quote the order came from. */
    rfqId: uuid('rfq_id').references((): AnyPgColumn => rfqs.id, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references((): AnyPgColumn => quotes.id, { onDelete: 'set null' }),
    /** The accepted quote's Incoterm and the place it names (the RFQ's delivery city or port and country); null from the cart. */
    incoterm: text('incoterm'),
    incotermPlace: text('incoterm_place'),
    /** The buyer's company when the buyer placed it as a member: company-wide reads and spend sums go by it. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Frozen when the order is placed (server/modules/money/commission.ts): the fixed fee of the rules its lines used, the tax rate on commission, and how it settles. */
    commissionFixedFeeMinor: minor('commission_fixed_fee_minor').notNull().default(0),
    commissionTaxBp: integer('commission_tax_bp').notNull().default(0),
    settlementMode: text('settlement_mode', { enum: SETTLEMENT_MODES }).notNull().default('collect'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_shipping_not_negative', sql`${t.shippingMinor} >= 0`),
    check('orders_incoterm_known', sql`${t.incoterm} is null or ${t.incoterm} in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'DAP', 'DDP')`),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('orders_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt, t.id),
    index('orders_seller_total_idx').on(t.sellerId, t.totalMinor, t.id),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_company_created_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.companyId} is not null`),
    uniqueIndex('orders_quote_key')
      .on(t.quoteId)
      .where(sql`${t.quoteId} is not null`),
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
    /** The marketplace's commission on the line, frozen when the order is placed: a later rule change never alters it. */
    commissionMinor: minor('commission_minor').notNull().default(0),
    commissionRateBp: integer('commission_rate_bp'),
    commissionRuleId: uuid('commission_rule_id').references(() => commissionRules.id, { onDelete: 'set null' }),
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

export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** RFQ-<year>-<8 characters>, as orders are numbered. */
    number: text('number').notNull().unique(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    /** Stored: draft, open, closed, awarded, cancelled, expired. An open RFQ past valid_until reads as expired at once (queries), the sweep stores it. */
    status: text('status', { enum: ['draft', 'open', 'closed', 'awarded', 'expired', 'cancelled'] })
      .notNull()
      .default('draft'),
    visibility: text('visibility', { enum: ['open', 'invited'] })
      .notNull()
      .default('open'),
    /** The buyer's country as suppliers see it ("Buyer from <country>"), fixed when the RFQ is written. */
    buyerCountry: text('buyer_country'),
    deliveryCountry: text('delivery_country').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    incoterm: text('incoterm').notNull(),
    requiredBy: date('required_by', { mode: 'string' }).notNull(),
    paymentTerms: text('payment_terms').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The currency of the target prices. */
    currency: text('currency').notNull().default('USD'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    quotesWanted: integer('quotes_wanted').notNull().default(10),
    /** Quotes holding a place (every quote but withdrawn ones), kept with the quotes under the RFQ's row lock. */
    quoteCount: integer('quote_count').notNull().default(0),
    /** Title and lines, for the boards' search. */
    searchText: text('search_text').notNull().default(''),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    /** Set when staff closed it. */
    staffCloseKind: text('staff_close_kind', { enum: ['spam', 'abuse'] }),
    closedBy: uuid('closed_by'),
    /** When the buyer was told it closes within 24 hours (once). */
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    /** The buyer's company when the buyer posted it as a member: the company's members read it by this. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rfqs_status_known', sql`${t.status} in ('draft', 'open', 'closed', 'awarded', 'expired', 'cancelled')`),
    check('rfqs_visibility_known', sql`${t.visibility} in ('open', 'invited')`),
    check('rfqs_incoterm_known', sql`${t.incoterm} in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'DAP', 'DDP')`),
    check('rfqs_quotes_wanted_range', sql`${t.quotesWanted} between 1 and 20`),
    check('rfqs_quote_count_range', sql`${t.quoteCount} >= 0 and ${t.quoteCount} <= ${t.quotesWanted}`),
    check('rfqs_opened_when_posted', sql`${t.status} = 'draft' or ${t.status} = 'cancelled' or ${t.openedAt} is not null`),
    check('rfqs_staff_close_kind_known', sql`${t.staffCloseKind} is null or (${t.staffCloseKind} in ('spam', 'abuse') and ${t.status} = 'closed')`),
    index('rfqs_buyer_created_idx').on(t.buyerId, t.createdAt, t.id),
    index('rfqs_company_created_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.companyId} is not null`),
    // The board: open RFQs by category, newest first.
    index('rfqs_open_category_idx')
      .on(t.categoryId, t.openedAt, t.id)
      .where(sql`${t.status} = 'open'`),
    index('rfqs_open_opened_idx')
      .on(t.openedAt, t.id)
      .where(sql`${t.status} = 'open'`),
    index('rfqs_open_valid_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'open'`),
    index('rfqs_created_idx').on(t.createdAt, t.id),
  ],
);

export const rfqLines = pgTable(
  'rfq_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    targetUnitPriceMinor: minor('target_unit_price_minor'),
    specifications: text('specifications').notNull().default(''),
  },
  (t) => [
    uniqueIndex('rfq_lines_rfq_position_key').on(t.rfqId, t.position),
    index('rfq_lines_quantity_idx').on(t.quantity, t.rfqId),
    check('rfq_lines_quantity_range', sql`${t.quantity} between 1 and 1000000000`),
    check('rfq_lines_target_positive', sql`${t.targetUnitPriceMinor} is null or ${t.targetUnitPriceMinor} > 0`),
  ],
);

/** Suppliers the buyer invited to an invited RFQ. */
export const rfqInvitations = pgTable(
  'rfq_invitations',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.sellerId] }), index('rfq_invitations_seller_idx').on(t.sellerId, t.createdAt)],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored state; a live quote past valid_until (or of an expired RFQ) reads as expired at once. */
    status: text('status', { enum: ['submitted', 'revised', 'shortlisted', 'accepted', 'declined', 'withdrawn', 'expired'] })
      .notNull()
      .default('submitted'),
    /** The latest version's number, currency, validity and total at the requested quantities (lists and sorting read these). */
    version: integer('version').notNull().default(1),
    currency: text('currency').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    totalMinor: minor('total_minor').notNull(),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the buyer first wrote to this supplier in the quote's conversation, or accepted: from then on the supplier sees who it is. */
    buyerRevealedAt: timestamp('buyer_revealed_at', { withTimezone: true }),
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_rfq_seller_key').on(t.rfqId, t.sellerId),
    index('quotes_seller_updated_idx').on(t.sellerId, t.updatedAt, t.id),
    index('quotes_seller_created_idx').on(t.sellerId, t.createdAt),
    check('quotes_status_known', sql`${t.status} in ('submitted', 'revised', 'shortlisted', 'accepted', 'declined', 'withdrawn', 'expired')`),
    check('quotes_declined_with_reason', sql`${t.status} <> 'declined' or ${t.declineReason} is not null`),
    check('quotes_accepted_with_order', sql`${t.status} <> 'accepted' or ${t.orderId} is not null`),
    check('quotes_version_positive', sql`${t.version} >= 1`),
  ],
);

/** Each revision of a quote, never changed once written (a trigger refuses UPDATE). */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    currency: text('currency').notNull(),
    incoterm: text('incoterm').notNull(),
    shippingCostMinor: minor('shipping_cost_minor').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    paymentTerms: text('payment_terms').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quote_versions_quote_version_key').on(t.quoteId, t.version),
    check('quote_versions_incoterm_known', sql`${t.incoterm} in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'DAP', 'DDP')`),
    check('quote_versions_shipping_not_negative', sql`${t.shippingCostMinor} >= 0`),
  ],
);

export const quoteVersionLines = pgTable(
  'quote_version_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => quoteVersions.id, { onDelete: 'cascade' }),
    rfqLineId: uuid('rfq_line_id')
      .notNull()
      .references(() => rfqLines.id, { onDelete: 'cascade' }),
    /** The supplier's own catalogue product this line is, if any: its stock is held when the quote is accepted. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    unitPriceMinor: minor('unit_price_minor').notNull(),
    priceTiers: jsonb('price_tiers').$type<Array<{ min_quantity: number; price_minor: number }>>().notNull().default([]),
    moq: integer('moq').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    sampleAvailable: boolean('sample_available').notNull().default(false),
    samplePriceMinor: minor('sample_price_minor'),
  },
  (t) => [
    uniqueIndex('quote_version_lines_line_key').on(t.versionId, t.rfqLineId),
    check('quote_version_lines_price_positive', sql`${t.unitPriceMinor} > 0`),
    check('quote_version_lines_moq_positive', sql`${t.moq} >= 1`),
    check('quote_version_lines_lead_time_range', sql`${t.leadTimeDays} between 0 and 365`),
    check('quote_version_lines_sample_price', sql`${t.samplePriceMinor} is null or (${t.sampleAvailable} and ${t.samplePriceMinor} >= 0)`),
  ],
);

/** Files of an RFQ (quote_id null: the buyer's) or of a quote (its supplier's), checked like seller documents. */
export const rfqAttachments = pgTable(
  'rfq_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rfq_attachments_rfq_idx').on(t.rfqId, t.quoteId)],
);

/** Staff's override of a seller's monthly quote allowance (the default is configuration). */
export const quoteAllowances = pgTable('quote_allowances', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  monthlyLimit: integer('monthly_limit').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When each supplier last got the digest of new matching RFQs, and up to which RFQ it covered. */
export const rfqDigests = pgTable('rfq_digests', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  /** RFQs opened after this were not in a digest yet. */
  coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
});
