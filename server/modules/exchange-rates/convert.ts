// The one place that converts money between currencies, at the staff's reference rates
// (server/db/schema/rates.ts). Converted figures serve comparisons and limit checks only, never a
// charge: each carries the rate and its day, so every screen can say it is approximate and as of when.
//
// Which rate: the newest on or before the day asked about, of the pair itself or else of the reverse pair
// (inverted); when both exist the newer day wins, the pair itself on the same day. No conversion through a
// third currency: a missing pair is reported as missing (null), never guessed.
import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '../../../src/contract/catalog-constants';
import { normaliseRate, RATE_DECIMALS, type ConvertedAmount } from '../../../src/contract/exchange-rates';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema';

const SCALE = 10n ** BigInt(RATE_DECIMALS);

/** A rate as it converts: `rate` units of `to` for one unit of `from`, stored for `rateDate`. */
export interface ReferenceRate {
  from: string;
  to: string;
  /** The stored decimal text, and whether it is of the reverse pair (to → from), so it divides. */
  stored: string;
  inverted: boolean;
  rateDate: string;
}

const digitsOf = (currency: string): number => (currency in CURRENCIES ? CURRENCIES[currency as Currency] : 2);

/** A decimal text as an integer of RATE_DECIMALS fixed decimals ("1.08" → 10800000000n). */
function scaled(rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  return BigInt(whole || '0') * SCALE + BigInt((fraction + '0'.repeat(RATE_DECIMALS)).slice(0, RATE_DECIMALS) || '0');
}

/** numerator / denominator rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n + d / 2n) / d;
  return negative ? -quotient : quotient;
}

/** The rate one unit of `from` is worth in `to`, as decimal text (the inverse of a reverse pair, to 10 decimals). */
export function effectiveRate(rate: ReferenceRate): string {
  if (!rate.inverted) return normaliseRate(rate.stored);
  const inverse = divideRounded(SCALE * SCALE, scaled(rate.stored));
  const text = inverse.toString().padStart(RATE_DECIMALS + 1, '0');
  return normaliseRate(`${text.slice(0, -RATE_DECIMALS)}.${text.slice(-RATE_DECIMALS)}`);
}

/** An amount in minor units of `rate.from`, in minor units of `rate.to` (exact arithmetic, rounded to the nearest minor unit). */
export function convertMinor(amountMinor: number, rate: ReferenceRate): number {
  const amount = BigInt(Math.round(amountMinor));
  const fromUnit = 10n ** BigInt(digitsOf(rate.from));
  const toUnit = 10n ** BigInt(digitsOf(rate.to));
  const stored = scaled(rate.stored);
  const converted = rate.inverted ? divideRounded(amount * toUnit * SCALE, fromUnit * stored) : divideRounded(amount * stored * toUnit, fromUnit * SCALE);
  return Number(converted);
}

/** The newest rate for converting `from` into `to` on or before `day` (YYYY-MM-DD), or null when there is none. */
export async function referenceRate(db: Database, from: string, to: string, day: string): Promise<ReferenceRate | null> {
  const [row] = await db
    .select({ base: exchangeRates.baseCurrency, rate: exchangeRates.rate, rateDate: exchangeRates.rateDate })
    .from(exchangeRates)
    .where(
      and(
        or(
          and(eq(exchangeRates.baseCurrency, from), eq(exchangeRates.quoteCurrency, to)),
          and(eq(exchangeRates.baseCurrency, to), eq(exchangeRates.quoteCurrency, from)),
        ),
        lte(exchangeRates.rateDate, day),
      ),
    )
    .orderBy(desc(exchangeRates.rateDate), desc(sql`${exchangeRates.baseCurrency} = ${from}`))
    .limit(1);
  return row ? { from, to, stored: String(row.rate), inverted: row.base !== from, rateDate: row.rateDate } : null;
}

/** Today as the day whose rates convert, in UTC like the rates' days. */
export const rateDayOf = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * A converter into `target` at the rates of `day`: each source currency's rate is read once. It answers
 * the amount as it is (exact) when already in `target`, approximate with its rate and day otherwise,
 * and null when no rate exists for the pair.
 */
export function converterTo(db: Database, target: string, day: string = rateDayOf()) {
  const rates = new Map<string, Promise<ReferenceRate | null>>();
  return async (amountMinor: number, from: string): Promise<ConvertedAmount | null> => {
    if (from === target) return { amount_minor: amountMinor, currency: target, from_currency: from, approximate: false, rate: null, rate_date: null };
    let pending = rates.get(from);
    if (!pending) {
      pending = referenceRate(db, from, target, day);
      rates.set(from, pending);
    }
    const rate = await pending;
    if (!rate) return null;
    return {
      amount_minor: convertMinor(amountMinor, rate),
      currency: target,
      from_currency: from,
      approximate: true,
      rate: effectiveRate(rate),
      rate_date: rate.rateDate,
    };
  };
}
