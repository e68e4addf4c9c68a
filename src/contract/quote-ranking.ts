// How the buyer's comparison ranks the quotes of one request (server/modules/rfq/quote-ranking.ts): in the
// request's currency, complete quotes (every item quoted) before partial ones, each group by its total
// converted at the reference rate of the day compared, quotes whose currency has no rate after the
// comparable ones of their group.
import { z } from 'zod';
import { convertedAmountSchema } from './exchange-rates';

export const QUOTE_COVERAGES = ['complete', 'partial'] as const;
export type QuoteCoverage = (typeof QUOTE_COVERAGES)[number];

export const quoteRankingSchema = z.object({
  /** 1 is the best: the order of the comparison's "Lowest total". */
  rank: z.number().int(),
  /** Complete: every item of the request quoted. */
  coverage: z.enum(QUOTE_COVERAGES),
  quoted_lines: z.number().int(),
  rfq_lines: z.number().int(),
  /** Every quoted item's MOQ is at most the quantity asked for. */
  moq_met: z.boolean(),
  /** The total at the quantities asked for, shipping included, in the quote's own currency. */
  total_minor: z.number().int(),
  currency: z.string(),
  /** That total in the request's currency: exact, or approximate with its rate and day; null when no rate exists. */
  in_rfq_currency: convertedAmountSchema.nullable(),
});
export type QuoteRanking = z.infer<typeof quoteRankingSchema>;
