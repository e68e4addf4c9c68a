// The demo's reference exchange rates: the currencies its requests and quotes use (US dollars and euros),
// and the pound, rupee and yuan its buyers and suppliers trade in, for the last five days up to the day of
// seeding, so the buyer's comparison converts at a dated rate from the first start.
import type { Database } from './client';
import { exchangeRates } from './schema';

const DAY_MS = 86_400_000;

/** One unit of each currency in US dollars, drifting a little from day to day. */
const BASE_RATES: Record<string, { rate: number; step: number; decimals: number }> = {
  EUR: { rate: 1.0485, step: 0.0012, decimals: 4 },
  GBP: { rate: 1.2612, step: 0.0015, decimals: 4 },
  INR: { rate: 0.011845, step: 0.000012, decimals: 6 },
  CNY: { rate: 0.13805, step: 0.00009, decimals: 5 },
};

export async function seedDemoExchangeRates(db: Database, now: number = Date.now()): Promise<void> {
  const rows = Object.entries(BASE_RATES).flatMap(([currency, { rate, step, decimals }]) =>
    [4, 3, 2, 1, 0].map((daysAgo) => ({
      baseCurrency: currency,
      quoteCurrency: 'USD',
      // A small zig-zag so the days differ, the newest closest to the base rate.
      rate: (rate + (daysAgo % 2 === 0 ? 1 : -1) * step * daysAgo).toFixed(decimals),
      rateDate: new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10),
    })),
  );
  await db.insert(exchangeRates).values(rows).onConflictDoNothing();
}
