// One seller's performance measures from the counts (measure-counts.ts), and the row of supplier_scores
// they make. Only the job (job.ts) calls this: pages read the stored row.
import {
  counts,
  PERFORMANCE_RULES,
  replyHoursOf,
  scoreOf,
  type MeasureValue,
  type PerformanceMeasure,
  type PublicPerformance,
} from '../../../src/contract/performance';
import type { Database } from '../../db/client';
import type { supplierScores } from '../../db/schema';
import { countsOf, type Counts } from './measure-counts';

const rules = PERFORMANCE_RULES;

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The five measures from the counts: each value (null without samples) and its sample size. */
export function measuresOf(c: Counts): Record<PerformanceMeasure, MeasureValue> {
  return {
    response_rate: { value: share(c.response_answered, c.response_decided), samples: c.response_decided },
    reply_time: { value: c.reply_median_seconds === null ? null : Math.round(c.reply_median_seconds), samples: c.replies },
    on_time_rate: { value: share(c.shipped_on_time, c.shipments_decided), samples: c.shipments_decided },
    cancellation_rate: { value: share(c.supplier_cancelled, c.orders_counted), samples: c.orders_counted },
    rating: { value: c.rating_average, samples: c.rating_count },
  };
}

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** What buyers are shown: each measure that counts, rounded as the facts line reads it. */
export function publicFactsOf(measures: Record<PerformanceMeasure, MeasureValue>): NonNullable<PublicPerformance> {
  const shown = (measure: PerformanceMeasure) => (counts(measure, measures[measure]) ? (measures[measure].value as number) : null);
  const reply = shown('reply_time');
  const response = shown('response_rate');
  const onTime = shown('on_time_rate');
  const rating = shown('rating');
  return {
    band: scoreOf(measures).band,
    reply_hours: reply === null ? null : replyHoursOf(reply),
    response_rate: response === null ? null : rounded(response, 2),
    on_time_rate: onTime === null ? null : rounded(onTime, 2),
    rating: rating === null ? null : rounded(rating, 1),
    rating_count: measures.rating.samples,
  };
}

export type ScoreValues = Omit<typeof supplierScores.$inferInsert, 'sellerId' | 'computedAt' | 'staleSince' | 'claimedUntil'>;

/** The seller's score as supplier_scores stores it, computed now. */
export async function computeScore(db: Database, sellerId: string): Promise<ScoreValues> {
  const measures = measuresOf(await countsOf(db, sellerId));
  return {
    responseRate: measures.response_rate.value,
    responseSamples: measures.response_rate.samples,
    responsePeriodDays: rules.response_rate.periodDays,
    replyMedianSeconds: measures.reply_time.value,
    replySamples: measures.reply_time.samples,
    replyPeriodDays: rules.reply_time.periodDays,
    onTimeRate: measures.on_time_rate.value,
    onTimeSamples: measures.on_time_rate.samples,
    onTimePeriodDays: rules.on_time_rate.periodDays,
    cancellationRate: measures.cancellation_rate.value,
    cancellationSamples: measures.cancellation_rate.samples,
    cancellationPeriodDays: rules.cancellation_rate.periodDays,
    rating: measures.rating.value,
    ratingCount: measures.rating.samples,
    ratingPeriodDays: rules.rating.periodDays,
    band: scoreOf(measures).band,
    publicFacts: publicFactsOf(measures),
  };
}
