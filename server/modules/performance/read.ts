// Reading scores: the public facts of some sellers, the catalogue's minimum-rating condition and the
// seller's own score. Each reads supplier_scores by seller id and nothing else.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  counts,
  bandOf,
  nextStepOf,
  PERFORMANCE_HELP_SLUG,
  PERFORMANCE_MEASURES,
  PERFORMANCE_RULES,
  scoreOf,
  type MeasureValue,
  type PerformanceMeasure,
  type PublicPerformance,
  type SellerPerformance,
} from '../../../src/contract/performance';
import type { Database } from '../../db/client';
import { supplierScores } from '../../db/schema';

/** The public facts of each of these sellers that has a computed score. */
export async function publicPerformanceOf(db: Database, sellerIds: readonly string[]): Promise<Map<string, PublicPerformance>> {
  const unique = [...new Set(sellerIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ sellerId: supplierScores.sellerId, facts: supplierScores.publicFacts })
    .from(supplierScores)
    .where(inArray(supplierScores.sellerId, unique));
  return new Map(rows.flatMap((row) => (row.facts ? [[row.sellerId, row.facts] as const] : [])));
}

/** Sellers whose rating, as buyers see it (enough reviews, one decimal), is at least `minRating`. */
export function ratingAtLeast(sellerColumn: AnyPgColumn, minRating: number): SQL {
  return sql`exists (select 1 from ${supplierScores} where ${supplierScores.sellerId} = ${sellerColumn} and (${supplierScores.publicFacts}->>'rating')::numeric >= ${minRating})`;
}

type ScoreRow = typeof supplierScores.$inferSelect;

function valuesOf(row: ScoreRow | undefined): Record<PerformanceMeasure, MeasureValue & { periodDays: number }> {
  const period = (stored: number | undefined, measure: PerformanceMeasure) => (stored ? stored : PERFORMANCE_RULES[measure].periodDays);
  return {
    response_rate: { value: row?.responseRate ?? null, samples: row?.responseSamples ?? 0, periodDays: period(row?.responsePeriodDays, 'response_rate') },
    reply_time: { value: row?.replyMedianSeconds ?? null, samples: row?.replySamples ?? 0, periodDays: period(row?.replyPeriodDays, 'reply_time') },
    on_time_rate: { value: row?.onTimeRate ?? null, samples: row?.onTimeSamples ?? 0, periodDays: period(row?.onTimePeriodDays, 'on_time_rate') },
    cancellation_rate: {
      value: row?.cancellationRate ?? null,
      samples: row?.cancellationSamples ?? 0,
      periodDays: period(row?.cancellationPeriodDays, 'cancellation_rate'),
    },
    rating: { value: row?.rating ?? null, samples: row?.ratingCount ?? 0, periodDays: period(row?.ratingPeriodDays, 'rating') },
  };
}

/**
 * The seller's own score: the band, each measure with its period, samples, band and the next band's
 * threshold, and the measures that pull the band down. Before the first computation every measure is
 * empty and the band 'new'.
 */
export async function sellerPerformance(db: Database, sellerId: string): Promise<SellerPerformance> {
  const [row] = await db.select().from(supplierScores).where(eq(supplierScores.sellerId, sellerId));
  const values = valuesOf(row?.computedAt ? row : undefined);
  const { band, pulledDownBy } = scoreOf(values);
  return {
    band,
    measures: PERFORMANCE_MEASURES.map((measure) => {
      const { value, samples, periodDays } = values[measure];
      const counted = counts(measure, values[measure]);
      const measureBand = counted ? bandOf(measure, value as number) : null;
      return {
        measure,
        value,
        period_days: periodDays,
        samples,
        min_samples: PERFORMANCE_RULES[measure].minSamples,
        counts: counted,
        band: measureBand,
        next: measureBand ? nextStepOf(measure, measureBand) : null,
      };
    }),
    pulled_down_by: pulledDownBy,
    computed_at: row?.computedAt ? row.computedAt.toISOString() : null,
    help_slug: PERFORMANCE_HELP_SLUG,
  };
}
