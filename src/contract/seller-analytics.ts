/*
 * The seller's home and analytics, shared by the web app and the API.
 *
 * Method Path                                         Who      Purpose
 * GET    /v1/seller/home/queue                        seller   What needs doing now: a new seller's first steps (a first product,
 *                                                              verification documents), orders to confirm and to ship, conversations
 *                                                              awaiting a reply, RFQs to quote (invitations and matching open RFQs
 *                                                              not yet quoted), stock, rejected documents, products staff unpublished,
 *                                                              store-profile sections still incomplete
 * GET    /v1/seller/home/figures?period=|from=&to=    seller   Revenue per currency, orders, average order value, views, inquiries and
 *                                                              conversion for a period and the period of the same length before it;
 *                                                              a daily series and the top products by revenue
 * GET    /v1/seller/analytics?period=|from=&to=       seller   The funnel (views → inquiries → quotes → orders → revenue) in total and per product;
 *                                                              buyers' searches in the seller's categories and searches that found nothing
 * GET    /v1/seller/analytics/export/:table           seller   One of those tables as CSV (same period parameters)
 *
 * Days are UTC days. Amounts are integer minor units of their own currency, never converted. Every
 * figure comes with the previous period's value and `change`: (current − previous) / previous, null
 * when the previous value is 0 (a change from nothing has no ratio).
 */
import { z } from 'zod';
import { SPEND_STATUSES } from './buyer';
import { EXPORT_TABLES, sellerAnalyticsMessages } from './seller-analytics-messages';
export * from './seller-analytics-messages';

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

/** Orders that count as revenue: accepted by the supplier and not cancelled (the buyer's spend counts the same). */
export const REVENUE_STATUSES = SPEND_STATUSES;
/** The period picker's presets, in days ending today. */
export const PERIOD_PRESETS = ['7', '30', '90'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD: PeriodPreset = '30';
/** A custom range is at most a year (a leap year included). */
export const MAX_PERIOD_DAYS = 366;
/** Items shown per queue group; `count` says how many there are in all. */
export const QUEUE_ITEMS_PER_GROUP = 5;
export const TOP_PRODUCTS = 5;
/** Rows of the per-product funnel in the page (the CSV holds every product with activity). */
export const FUNNEL_PRODUCT_ROWS = 50;
export const SEARCH_ROWS = 20;
/** Searches are kept this long (aggregated per day, without who ran them). */
export const SEARCH_RETENTION_DAYS = 90;

export const QUEUE_KINDS = [
  // A new seller's first steps, before anything else: no product yet, no verification document uploaded.
  'add_first_product',
  'upload_documents',
  'orders_to_confirm',
  'orders_to_ship',
  'conversations_awaiting_reply',
  'rfqs_to_quote',
  'out_of_stock',
  'low_stock',
  'below_moq',
  'rejected_documents',
  'unpublished_products',
  'incomplete_store_sections',
] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
/** The parts of "RFQs to quote": invitations to this seller, and open RFQs on the board that match it. */
export const QUEUE_PART_KINDS = ['rfq_invitations', 'rfqs_matching'] as const;
export type QueuePartKind = (typeof QUEUE_PART_KINDS)[number];

export type ExportTable = (typeof EXPORT_TABLES)[number];

// ---------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------------

const isoDate = z
  .string({ error: sellerAnalyticsMessages.dateFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, sellerAnalyticsMessages.dateFormat)
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, sellerAnalyticsMessages.dateFormat);

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** A preset (`period`, default 30 days) or a custom range (`from` and `to`, both included). */
export const periodQuerySchema = z
  .object({
    period: z.enum(PERIOD_PRESETS, { error: sellerAnalyticsMessages.period }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((value, ctx) => {
    const custom = value.from !== undefined || value.to !== undefined;
    if (custom && value.period !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: sellerAnalyticsMessages.periodAndRange });
      return;
    }
    if (!custom) return;
    if (value.from === undefined) return void ctx.addIssue({ code: 'custom', path: ['from'], message: sellerAnalyticsMessages.rangeIncomplete });
    if (value.to === undefined) return void ctx.addIssue({ code: 'custom', path: ['to'], message: sellerAnalyticsMessages.rangeIncomplete });
    const days = dayNumber(value.to) - dayNumber(value.from) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: sellerAnalyticsMessages.rangeOrder });
    else if (days > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: sellerAnalyticsMessages.rangeTooLong });
  });
export type PeriodQuery = z.input<typeof periodQuerySchema>;

export const exportParamsSchema = z.object({ table: z.enum(EXPORT_TABLES, { error: sellerAnalyticsMessages.table }) });

export const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
export type Period = z.infer<typeof periodSchema>;

/** The period a query asks for and the one of the same length just before it; `today` is a UTC day. */
export function resolvePeriods(query: z.output<typeof periodQuerySchema>, today: string): { current: Period; previous: Period } {
  let from: number;
  let to: number;
  if (query.from !== undefined && query.to !== undefined) {
    from = dayNumber(query.from);
    to = dayNumber(query.to);
  } else {
    to = dayNumber(today);
    from = to - Number(query.period ?? DEFAULT_PERIOD) + 1;
  }
  const days = to - from + 1;
  return {
    current: { from: dayOf(from), to: dayOf(to), days },
    previous: { from: dayOf(from - days), to: dayOf(from - 1), days },
  };
}

/** Every day of a period, in order. */
export function daysOf(period: Period): string[] {
  const start = dayNumber(period.from);
  return Array.from({ length: period.days }, (_, index) => dayOf(start + index));
}

/** (current − previous) / previous; null when there is nothing to compare with. */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

export const queueItemSchema = z.object({
  /** The record to open: an order, a conversation, an RFQ, a product, a document, or a store section's key. */
  id: z.string(),
  /** What the seller recognises it by: an order number, a buyer, an RFQ's title, a product name, a document title. */
  label: z.string(),
  /** Since when it has waited (placed, the buyer's first unanswered message, posted, rejected, unpublished), or null. */
  since: z.string().nullable(),
  /** RFQs: when they stop taking quotes. */
  until: z.string().nullable(),
  /**
   * Invitations (and only they): when the response rate's window ends, RESPONSE_WINDOW_HOURS after the
   * invitation reached the seller; a quote by then counts as answered. May be past.
   */
  respond_by: z.string().nullable(),
  /** The reason staff gave (rejected documents, unpublished products), a conversation's subject or an RFQ's number, or null. */
  note: z.string().nullable(),
  /** Stock items: units available now (on hand minus held), the low-stock threshold and the minimum order. */
  available: z.number().int().nullable(),
  threshold: z.number().int().nullable(),
  moq: z.number().int().nullable(),
  /** Orders: their total. */
  currency: z.string().nullable(),
  total_minor: z.number().int().nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueGroupSchema = z.object({
  kind: z.enum(QUEUE_KINDS),
  /** How many there are in all; `items` holds the first QUEUE_ITEMS_PER_GROUP, oldest (or most urgent) first. */
  count: z.number().int(),
  items: z.array(queueItemSchema),
  /** A group made of parts ("RFQs to quote": invitations, then matching RFQs), each counted, in the order its items come. */
  parts: z.array(z.object({ kind: z.enum(QUEUE_PART_KINDS), count: z.number().int() })).optional(),
});
export type QueueGroup = z.infer<typeof queueGroupSchema>;

/** Only groups with something to do; an empty array is an empty queue. */
export const actionQueueSchema = z.object({ groups: z.array(queueGroupSchema), generated_at: z.string() });
export type ActionQueue = z.infer<typeof actionQueueSchema>;

export const figureSchema = z.object({ current: z.number(), previous: z.number(), change: z.number().nullable() });
export type Figure = z.infer<typeof figureSchema>;
export const rateFigureSchema = z.object({ current: z.number().nullable(), previous: z.number().nullable(), change: z.number().nullable() });
export type RateFigure = z.infer<typeof rateFigureSchema>;
export const moneyFigureSchema = z.object({
  currency: z.string(),
  current_minor: z.number().int(),
  previous_minor: z.number().int(),
  change: z.number().nullable(),
});
export type MoneyFigure = z.infer<typeof moneyFigureSchema>;
export const moneySchema = z.object({ currency: z.string(), amount_minor: z.number().int() });
export type Money = z.infer<typeof moneySchema>;

export const dailyPointSchema = z.object({ day: z.string(), orders: z.number().int(), views: z.number().int(), revenue: z.array(moneySchema) });
export type DailyPoint = z.infer<typeof dailyPointSchema>;

export const topProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  currency: z.string(),
  revenue_minor: z.number().int(),
  quantity: z.number().int(),
  orders: z.number().int(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

export const homeFiguresSchema = z.object({
  period: periodSchema,
  previous_period: periodSchema,
  /** Per currency, the largest first; currencies of either period. */
  revenue: z.array(moneyFigureSchema),
  /** Orders counted as revenue (REVENUE_STATUSES), every currency. */
  orders: figureSchema,
  /** Per currency: its revenue over its orders, rounded to the minor unit. */
  average_order_value: z.array(moneyFigureSchema),
  /** Product-page views (one per visitor, product and day). */
  views: figureSchema,
  /** Conversations buyers started about products (inquiries). */
  inquiries: figureSchema,
  /** Orders over views; null without views. */
  conversion: rateFigureSchema,
  /** Every day of the period. */
  daily: z.array(dailyPointSchema),
  /** Up to TOP_PRODUCTS per currency, by revenue. */
  top_products: z.array(topProductSchema),
});
export type HomeFigures = z.infer<typeof homeFiguresSchema>;

export const funnelProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  views: z.number().int(),
  inquiries: z.number().int(),
  /** Quotes submitted in the period with a line that is the product (free-text lines count only in the total). */
  quotes: z.number().int(),
  /** Orders that held the product. */
  orders: z.number().int(),
  revenue: z.array(moneySchema),
  /** Orders over views; null without views. */
  conversion: z.number().nullable(),
});
export type FunnelProduct = z.infer<typeof funnelProductSchema>;

export const searchDemandSchema = z.object({
  query: z.string(),
  category_id: z.string().nullable(),
  category_path: z.string().nullable(),
  searches: z.number().int(),
  previous_searches: z.number().int(),
  /** What the latest of these searches found. */
  results: z.number().int(),
});
export type SearchDemand = z.infer<typeof searchDemandSchema>;

export const sellerAnalyticsSchema = z.object({
  period: periodSchema,
  previous_period: periodSchema,
  funnel: z.object({
    views: figureSchema,
    inquiries: figureSchema,
    /** Quotes the seller submitted on requests for quotation in the period. */
    quotes: figureSchema,
    orders: figureSchema,
    revenue: z.array(moneyFigureSchema),
    conversion: rateFigureSchema,
  }),
  /** Products with views, inquiries, quotes or orders in the period, most viewed first (FUNNEL_PRODUCT_ROWS of `products_total`). */
  products: z.array(funnelProductSchema),
  products_total: z.number().int(),
  /** Searches in the categories the seller sells in (and their parents), most frequent first. */
  top_searches: z.array(searchDemandSchema),
  /** Searches that found nothing, in those categories or in none. */
  zero_result_searches: z.array(searchDemandSchema),
});
export type SellerAnalytics = z.infer<typeof sellerAnalyticsSchema>;
