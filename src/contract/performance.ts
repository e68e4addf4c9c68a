/*
 * The supplier performance score, shared by the web app and the API.
 *
 * Method Path                       Who      Purpose
 * GET    /v1/seller/performance     seller   The seller's own score: its band, every measure with its period and
 *                                            sample size, and the measures that pull it down
 *
 * Buyers see the public facts (`publicPerformanceSchema`) on catalogue cards, product pages, store
 * pages and the RFQ quote comparison, and filter the catalogue by `min_rating`. Scores are written by a periodic job in the API
 * process (server/modules/performance), never computed while a page is read.
 *
 * Every threshold of the score is here, in one place: the server computes with them, the seller's card
 * shows them and the help article spells them out.
 */
import { z } from 'zod';
export * from './performance-messages';

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

/** Best first. The score's band is the worst band among the measures that have enough samples. */
export const PERFORMANCE_BANDS = ['excellent', 'good', 'needs_attention', 'at_risk'] as const;
export type PerformanceBand = (typeof PERFORMANCE_BANDS)[number];
/** 'new': no measure has enough samples yet, so no band is given (never a bad score for want of data). */
export const SCORE_BANDS = [...PERFORMANCE_BANDS, 'new'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export const PERFORMANCE_MEASURES = ['response_rate', 'reply_time', 'on_time_rate', 'cancellation_rate', 'rating'] as const;
export type PerformanceMeasure = (typeof PERFORMANCE_MEASURES)[number];

/** A buyer-started conversation, or an RFQ invitation, counts as answered when the supplier replied (quoted) within this many hours. */
export const RESPONSE_WINDOW_HOURS = 24;
/** The lead time of an order line whose product gives none. */
export const DEFAULT_LEAD_TIME_DAYS = 7;

export interface MeasureRule {
  /** The records of the last this many days count. */
  periodDays: number;
  /** Below this many samples the measure shows but does not count towards the band. */
  minSamples: number;
  /** Whether a higher value is better (rates answered, on time, rating) or worse (reply time, cancellations). */
  higherIsBetter: boolean;
  /** The least good value of each band but the last: reaching it earns that band. */
  thresholds: Record<Exclude<PerformanceBand, 'at_risk'>, number>;
}

/**
 * Rates are shares from 0 to 1, the reply time is in seconds, the rating is the average of 1 to 5 stars.
 * A value exactly on a threshold earns the better band.
 */
export const PERFORMANCE_RULES: Record<PerformanceMeasure, MeasureRule> = {
  response_rate: { periodDays: 30, minSamples: 5, higherIsBetter: true, thresholds: { excellent: 0.9, good: 0.75, needs_attention: 0.5 } },
  reply_time: { periodDays: 30, minSamples: 5, higherIsBetter: false, thresholds: { excellent: 4 * 3600, good: 12 * 3600, needs_attention: 24 * 3600 } },
  on_time_rate: { periodDays: 90, minSamples: 5, higherIsBetter: true, thresholds: { excellent: 0.95, good: 0.85, needs_attention: 0.7 } },
  cancellation_rate: { periodDays: 90, minSamples: 5, higherIsBetter: false, thresholds: { excellent: 0.02, good: 0.05, needs_attention: 0.1 } },
  rating: { periodDays: 90, minSamples: 3, higherIsBetter: true, thresholds: { excellent: 4.5, good: 4.0, needs_attention: 3.5 } },
};

/** The help center article that explains the score to sellers. */
export const PERFORMANCE_HELP_SLUG = 'supplier-performance-score';

/** The band a value earns on one measure. */
export function bandOf(measure: PerformanceMeasure, value: number): PerformanceBand {
  const rule = PERFORMANCE_RULES[measure];
  const reaches = (threshold: number) => (rule.higherIsBetter ? value >= threshold : value <= threshold);
  if (reaches(rule.thresholds.excellent)) return 'excellent';
  if (reaches(rule.thresholds.good)) return 'good';
  if (reaches(rule.thresholds.needs_attention)) return 'needs_attention';
  return 'at_risk';
}

/** What a measure is as computed: its value (null without samples) and how many samples it rests on. */
export interface MeasureValue {
  value: number | null;
  samples: number;
}

/** A measure counts towards the band once it has its minimum of samples. */
export const counts = (measure: PerformanceMeasure, measured: MeasureValue): boolean =>
  measured.value !== null && measured.samples >= PERFORMANCE_RULES[measure].minSamples;

/**
 * The score: the worst band of the measures that count, and those measures (several on a tie); 'new'
 * when none counts. Nothing pulls an excellent score down.
 */
export function scoreOf(values: Record<PerformanceMeasure, MeasureValue>): { band: ScoreBand; pulledDownBy: PerformanceMeasure[] } {
  const banded = PERFORMANCE_MEASURES.flatMap((measure) => {
    const measured = values[measure];
    return counts(measure, measured) ? [{ measure, band: bandOf(measure, measured.value as number) }] : [];
  });
  if (banded.length === 0) return { band: 'new', pulledDownBy: [] };
  const worst = Math.max(...banded.map((entry) => PERFORMANCE_BANDS.indexOf(entry.band)));
  const band = PERFORMANCE_BANDS[worst];
  return { band, pulledDownBy: band === 'excellent' ? [] : banded.filter((entry) => entry.band === band).map((entry) => entry.measure) };
}

/** The better band a measure can reach next and the value it takes; null at the top. */
export function nextStepOf(measure: PerformanceMeasure, band: PerformanceBand): { band: PerformanceBand; threshold: number } | null {
  const index = PERFORMANCE_BANDS.indexOf(band);
  if (index === 0) return null;
  const next = PERFORMANCE_BANDS[index - 1] as Exclude<PerformanceBand, 'at_risk'>;
  return { band: next, threshold: PERFORMANCE_RULES[measure].thresholds[next] };
}

/** Whole hours as buyers read a reply time: rounded up, at least 1 ("Replies within 1 h"). */
export const replyHoursOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 3600));

// ---------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

/**
 * What buyers see of a supplier's score. A measure without enough samples is null; `band` is 'new'
 * when none has them. The whole object is null until the supplier's score is first computed.
 */
export const publicPerformanceSchema = z
  .object({
    band: z.enum(SCORE_BANDS),
    /** The median time to a first reply, in whole hours rounded up (at least 1). */
    reply_hours: z.number().nullable(),
    /** Share of buyer-started conversations and RFQ invitations answered within RESPONSE_WINDOW_HOURS, 0 to 1, two decimals. */
    response_rate: z.number().nullable(),
    /** Share of orders shipped within their lead time, 0 to 1, two decimals. */
    on_time_rate: z.number().nullable(),
    /** Average overall rating of the period, one decimal. */
    rating: z.number().nullable(),
    /** Visible reviews of the period (shown even while too few for `rating`). */
    rating_count: z.number(),
  })
  .nullable();
export type PublicPerformance = z.infer<typeof publicPerformanceSchema>;

export const performanceMeasureSchema = z.object({
  measure: z.enum(PERFORMANCE_MEASURES),
  /** Shares 0 to 1, seconds for reply_time, 1 to 5 for rating; null without samples. */
  value: z.number().nullable(),
  period_days: z.number(),
  samples: z.number(),
  min_samples: z.number(),
  /** Enough samples to count towards the band. */
  counts: z.boolean(),
  /** The band this measure earns (null while it does not count). */
  band: z.enum(PERFORMANCE_BANDS).nullable(),
  /** The next better band and the value it takes (null at the top or while the measure does not count). */
  next: z.object({ band: z.enum(PERFORMANCE_BANDS), threshold: z.number() }).nullable(),
});
export type PerformanceMeasureResult = z.infer<typeof performanceMeasureSchema>;

/** GET /v1/seller/performance */
export const sellerPerformanceSchema = z.object({
  band: z.enum(SCORE_BANDS),
  measures: z.array(performanceMeasureSchema),
  /** The measures at the score's band, when that is below excellent: improving them raises the score. */
  pulled_down_by: z.array(z.enum(PERFORMANCE_MEASURES)),
  /** When the score was last computed (UTC ISO-8601); null before the first time. */
  computed_at: z.string().nullable(),
  help_slug: z.string(),
});
export type SellerPerformance = z.infer<typeof sellerPerformanceSchema>;
