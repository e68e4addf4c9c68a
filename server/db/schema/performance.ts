import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SCORE_BANDS, type PublicPerformance } from '../../../src/contract/performance';
import { users } from './accounts';

/**
 * Each seller's performance score as last computed (server/modules/performance): every measure's value,
 * the days it covers and the samples it rests on, and the band. Pages read this row and nothing else.
 * Triggers (migration 0015) mark a row stale when an order, review or reply moves it; the job in each
 * API process claims stale and old rows and writes them again.
 */
export const supplierScores = pgTable(
  'supplier_scores',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Share of buyer-started conversations answered within 24 hours (null without any). */
    responseRate: doublePrecision('response_rate'),
    responseSamples: integer('response_samples').notNull().default(0),
    responsePeriodDays: integer('response_period_days').notNull().default(0),
    /** Median seconds from a buyer's first message to the supplier's first reply. */
    replyMedianSeconds: integer('reply_median_seconds'),
    replySamples: integer('reply_samples').notNull().default(0),
    replyPeriodDays: integer('reply_period_days').notNull().default(0),
    /** Share of decided orders shipped within their lead time after confirmation. */
    onTimeRate: doublePrecision('on_time_rate'),
    onTimeSamples: integer('on_time_samples').notNull().default(0),
    onTimePeriodDays: integer('on_time_period_days').notNull().default(0),
    /** Share of orders (those the buyer did not cancel) that the supplier cancelled. */
    cancellationRate: doublePrecision('cancellation_rate'),
    cancellationSamples: integer('cancellation_samples').notNull().default(0),
    cancellationPeriodDays: integer('cancellation_period_days').notNull().default(0),
    /** Average overall rating of the visible reviews. */
    rating: doublePrecision('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingPeriodDays: integer('rating_period_days').notNull().default(0),
    band: text('band', { enum: SCORE_BANDS }).notNull().default('new'),
    /** What buyers are shown, derived from the values above when computed; a trigger announces its changes to the public caches. */
    publicFacts: jsonb('public_facts').$type<NonNullable<PublicPerformance>>(),
    /** Null until first computed: pages show nothing for it yet. */
    computedAt: timestamp('computed_at', { withTimezone: true }),
    /** Set by the triggers when something moved the score since it was computed. */
    staleSince: timestamp('stale_since', { withTimezone: true }),
    /** A job is computing the row until then; another process leaves it alone meanwhile. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    index('supplier_scores_stale_idx')
      .on(t.staleSince)
      .where(sql`${t.staleSince} is not null`),
    index('supplier_scores_computed_idx').on(t.computedAt),
  ],
);
