// Tables of the seller home and analytics (migration 0016_seller-analytics.sql, which also holds the
// triggers that keep the sales counters and the indexes the queue reads).
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

const day = () => date('day', { mode: 'string' }).notNull();

/**
 * One row per product, UTC day and visitor, so that a reload is counted once. The visitor is a random
 * id from a first-party cookie; no address, account or other personal field. Rows older than yesterday
 * are deleted (server/modules/seller-analytics/tracking.ts).
 */
export const productViewVisits = pgTable(
  'product_view_visits',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: day(),
    visitorId: uuid('visitor_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day, t.visitorId] }), index('product_view_visits_day_idx').on(t.day)],
);

/** Views per product and UTC day. */
export const productViewsDaily = pgTable(
  'product_views_daily',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: day(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
  },
  // The migration adds INCLUDE (product_id, views): a seller's range is read from the index alone.
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_views_daily_seller_day_idx').on(t.sellerId, t.day)],
);

/** Views of all a seller's products per UTC day: what the home's figures read. */
export const sellerViewsDaily = pgTable(
  'seller_views_daily',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: day(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day] })],
);

/** Orders that count as revenue, per seller, UTC day placed and currency; kept by triggers on orders. */
export const sellerSalesDaily = pgTable(
  'seller_sales_daily',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: day(),
    currency: text('currency').notNull(),
    orders: integer('orders').notNull().default(0),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day, t.currency] })],
);

/** The same per product (line totals; `orders` counts orders that held it); kept by triggers on orders and lines. */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: day(),
    currency: text('currency').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day, t.currency] }), index('product_sales_daily_seller_day_idx').on(t.sellerId, t.day)],
);

/**
 * Searches of the public catalogue per UTC day, normalised query and category (the filter's, else the
 * best hit's): how many, and what the latest found. Nothing about who searched; kept 90 days.
 */
export const searchDemandDaily = pgTable(
  'search_demand_daily',
  {
    day: day(),
    query: text('query').notNull(),
    categoryId: uuid('category_id'),
    results: integer('results').notNull(),
    searches: integer('searches').notNull().default(1),
  },
  (t) => [
    uniqueIndex('search_demand_daily_key').on(t.day, t.query, sql`coalesce(${t.categoryId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
    index('search_demand_daily_category_day_idx').on(t.categoryId, t.day),
    index('search_demand_daily_zero_idx')
      .on(t.day, t.categoryId)
      .where(sql`${t.results} = 0`),
  ],
);
