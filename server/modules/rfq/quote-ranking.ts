// The ranking of an RFQ's quotes for the buyer's comparison (src/contract/quote-ranking.ts): each quote's
// total at the quantities asked for, converted into the request's currency by the one conversion module
// at the rates of the day compared (today, UTC: every quote at the same rates), complete quotes before
// partial ones, and in each group the comparable totals first, lowest first, then those without a rate.
import { compareQuote, type QuoteVersion, type RfqLine } from '../../../src/contract/rfq';
import type { QuoteRanking } from '../../../src/contract/quote-ranking';
import type { Database } from '../../db/client';
import { converterTo, rateDayOf } from '../exchange-rates/convert';

export interface RankedQuote {
  id: string;
  supplierName: string;
  latest: Pick<QuoteVersion, 'lines' | 'shipping_cost_minor' | 'currency'>;
}

export async function rankQuotes(
  db: Database,
  rfq: { currency: string; lines: ReadonlyArray<Pick<RfqLine, 'id' | 'quantity'>> },
  quotes: RankedQuote[],
  day: string = rateDayOf(),
): Promise<Map<string, QuoteRanking>> {
  const convert = converterTo(db, rfq.currency, day);
  const figures = await Promise.all(
    quotes.map(async (quote) => {
      const comparison = compareQuote(rfq.lines, quote.latest);
      const ranking: Omit<QuoteRanking, 'rank'> = {
        coverage: comparison.all_lines_quoted ? 'complete' : 'partial',
        quoted_lines: comparison.quoted_lines,
        rfq_lines: rfq.lines.length,
        moq_met: comparison.moq_met,
        total_minor: comparison.total_minor,
        currency: quote.latest.currency,
        in_rfq_currency: await convert(comparison.total_minor, quote.latest.currency),
      };
      return { quote, ranking };
    }),
  );
  const order = (a: (typeof figures)[number], b: (typeof figures)[number]): number => {
    const x = a.ranking;
    const y = b.ranking;
    if (x.coverage !== y.coverage) return x.coverage === 'complete' ? -1 : 1;
    if ((x.in_rfq_currency === null) !== (y.in_rfq_currency === null)) return x.in_rfq_currency === null ? 1 : -1;
    if (x.in_rfq_currency && y.in_rfq_currency && x.in_rfq_currency.amount_minor !== y.in_rfq_currency.amount_minor)
      return x.in_rfq_currency.amount_minor - y.in_rfq_currency.amount_minor;
    // Without a rate, totals compare only within one currency.
    if (x.currency !== y.currency) return x.currency.localeCompare(y.currency);
    if (x.total_minor !== y.total_minor) return x.total_minor - y.total_minor;
    return a.quote.supplierName.localeCompare(b.quote.supplierName) || a.quote.id.localeCompare(b.quote.id);
  };
  return new Map([...figures].sort(order).map(({ quote, ranking }, index) => [quote.id, { rank: index + 1, ...ranking }]));
}
