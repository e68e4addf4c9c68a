// The buyer's comparison ranks quotes in the request's currency: each quote's total converted at the
// newest reference rate on or before the day compared (never a later one), complete quotes before partial
// ones, and quotes whose currency has no rate after the comparable ones of their group. The case:
// €19,400 for 2 of 3 items no longer ranks above $24,750 for 3 of 3.
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAheadUtc, todayUtc, type BuyerRfq, type QuoteInput } from '../../src/contract/rfq';
import { exchangeRates } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelope } from './helpers';
import { KITCHENWARE, rfqFixtures } from './rfq-fixtures';

const t = await createTestApp();
const { supplierIn, buyerWithAddress, postRfq, submitQuote, get } = rfqFixtures(t);

type Price = [unit: number, moq?: number];

/** A quote in `currency` pricing the request's lines in order (null: not quoted). */
function quoteOf(
  rfq: BuyerRfq,
  currency: QuoteInput['currency'],
  prices: Array<Price | null>,
  shipping: number,
  extra: Partial<QuoteInput> = {},
): Partial<QuoteInput> {
  return {
    currency,
    shipping_cost_minor: shipping,
    lines: prices.flatMap((price, index) =>
      price === null ? [] : [{ rfq_line_id: rfq.lines[index].id, unit_price_minor: price[0], moq: price[1] ?? 10, lead_time_days: 20 }],
    ),
    ...extra,
  };
}

let rfq: BuyerRfq;
const yesterday = daysAheadUtc(-1);

beforeAll(async () => {
  const buyer = await buyerWithAddress('Comparing Buyer');
  rfq = await postRfq(buyer, {
    currency: 'USD',
    lines: [
      { name: 'Lunch box', quantity: 500, unit: 'piece' },
      { name: 'Carry bag', quantity: 200, unit: 'piece' },
      { name: 'Spoon set', quantity: 100, unit: 'set' },
    ],
  });
  await t.db.insert(exchangeRates).values([
    { baseCurrency: 'EUR', quoteCurrency: 'USD', rate: '1.5', rateDate: daysAheadUtc(-10) },
    { baseCurrency: 'EUR', quoteCurrency: 'USD', rate: '1.05', rateDate: yesterday },
    // A rate for tomorrow is not today's: it would rank the euro quotes last.
    { baseCurrency: 'EUR', quoteCurrency: 'USD', rate: '2', rateDate: daysAheadUtc(1) },
  ]);
  const [euroPartial, dollarComplete, euroComplete, sterlingComplete] = await Promise.all([
    supplierIn('Euro Partial', KITCHENWARE),
    supplierIn('Dollar Complete', KITCHENWARE),
    supplierIn('Euro Complete', KITCHENWARE),
    supplierIn('Sterling Complete', KITCHENWARE),
  ]);
  // €15,000 + €4,000 + €400 shipping = €19,400 for 2 of 3 items, one MOQ above the quantity asked for.
  await submitQuote(euroPartial, rfq, quoteOf(rfq, 'EUR', [[3000], [2000, 300], null], 40_000, { incoterm: 'FOB', payment_terms: 'LC at sight' }));
  // $17,500 + $5,000 + $1,500 + $750 = $24,750 for 3 of 3.
  await submitQuote(dollarComplete, rfq, quoteOf(rfq, 'USD', [[3500], [2500], [1500]], 75_000));
  // €20,600 ≈ $21,630 at yesterday's 1.05: the lowest complete quote.
  await submitQuote(euroComplete, rfq, quoteOf(rfq, 'EUR', [[3000], [2000], [1200]], 40_000));
  // £10,000: no GBP rate, so it cannot be ranked against the others.
  await submitQuote(sterlingComplete, rfq, quoteOf(rfq, 'GBP', [[1500], [1000], [500]], 30_000));
  rfq = envelope<BuyerRfq>(await get(buyer.token, `/v1/rfqs/${rfq.id}`)).data;
});

const bySupplier = (name: string) => {
  const quote = rfq.quotes.find((q) => q.supplier.name.startsWith(name));
  if (!quote) throw new Error(`no quote of ${name}`);
  return quote;
};

describe('the comparison', () => {
  it('ranks complete quotes first by total in the request currency, those without a rate after them, partial quotes last', () => {
    const ranked = [...rfq.quotes].sort((a, b) => a.ranking.rank - b.ranking.rank).map((q) => q.supplier.name);
    expect(ranked).toEqual([
      expect.stringMatching(/^Euro Complete/),
      expect.stringMatching(/^Dollar Complete/),
      expect.stringMatching(/^Sterling Complete/),
      expect.stringMatching(/^Euro Partial/),
    ]);
  });

  it('converts at the newest rate on or before today, and says so', () => {
    expect(bySupplier('Euro Complete').ranking).toEqual({
      rank: 1,
      coverage: 'complete',
      quoted_lines: 3,
      rfq_lines: 3,
      moq_met: true,
      total_minor: 2_060_000,
      currency: 'EUR',
      in_rfq_currency: { amount_minor: 2_163_000, currency: 'USD', from_currency: 'EUR', approximate: true, rate: '1.05', rate_date: yesterday },
    });
    expect(bySupplier('Dollar Complete').ranking.in_rfq_currency).toEqual({
      amount_minor: 2_475_000,
      currency: 'USD',
      from_currency: 'USD',
      approximate: false,
      rate: null,
      rate_date: null,
    });
  });

  it('a partial quote is marked partial with its converted total, and its MOQ not met', () => {
    expect(bySupplier('Euro Partial').ranking).toMatchObject({
      rank: 4,
      coverage: 'partial',
      quoted_lines: 2,
      rfq_lines: 3,
      moq_met: false,
      total_minor: 1_940_000,
      in_rfq_currency: { amount_minor: 2_037_000, approximate: true, rate_date: yesterday },
    });
    expect(bySupplier('Euro Partial').latest).toMatchObject({ incoterm: 'FOB', payment_terms: 'LC at sight' });
  });

  it('a currency without a rate has no converted total', () => {
    expect(bySupplier('Sterling Complete').ranking).toMatchObject({ rank: 3, coverage: 'complete', currency: 'GBP', in_rfq_currency: null });
  });
});

describe('the demo data', () => {
  it(
    'has reference rates up to today, and the power bank request compares a cheaper partial euro quote after the complete dollar one',
    { timeout: 120_000 },
    async () => {
      const demo = await createTestApp({}, { seed: true });
      const login = await demo.request({ method: 'POST', url: '/v1/auth/login', payload: { email: 'buyer@demo.test', password: DEMO_PASSWORD } });
      const token = envelope<{ token: string }>(login).data.token;
      const mine = envelope<BuyerRfq[]>(await demo.request({ method: 'GET', url: '/v1/rfqs?limit=100', token })).data;
      const powerBanks = mine.find((r) => r.title === 'Power banks and chargers for a retail promotion')!;
      const detail = envelope<BuyerRfq>(await demo.request({ method: 'GET', url: `/v1/rfqs/${powerBanks.id}`, token })).data;
      const ranked = [...detail.quotes].sort((a, b) => a.ranking.rank - b.ranking.rank);
      expect(ranked.map((q) => [q.latest.currency, q.ranking.coverage])).toEqual([
        ['USD', 'complete'],
        ['EUR', 'partial'],
      ]);
      expect(ranked[1].ranking.in_rfq_currency).toMatchObject({ currency: 'USD', approximate: true, rate_date: todayUtc() });
      expect(ranked[1].ranking.total_minor).toBeLessThan(ranked[0].ranking.total_minor);
    },
  );
});
