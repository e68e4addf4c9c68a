// When payouts happen: weekly sellers each Monday, monthly sellers on the first day of each month (UTC),
// and the minimum a payout takes in each currency.
import { CURRENCIES, CURRENCY_CODES, type Currency } from '../../../src/contract/catalog-constants';
import type { PayoutSchedule } from '../../../src/contract/payouts-messages';

const DAY_MS = 86_400_000;
const midnight = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** The next scheduled run after today (UTC midnight): the next Monday, or the first day of next month. */
export function nextPayoutAt(schedule: PayoutSchedule, now = new Date()): Date {
  if (schedule === 'monthly') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
  return new Date(midnight(now) + daysToMonday * DAY_MS);
}

/** The runs due today: on a Monday that is also the first of the month, both. */
export function runsDueOn(now: Date): Array<{ schedule: PayoutSchedule; periodKey: string }> {
  const day = new Date(midnight(now)).toISOString().slice(0, 10);
  const runs: Array<{ schedule: PayoutSchedule; periodKey: string }> = [];
  if (now.getUTCDate() === 1) runs.push({ schedule: 'monthly', periodKey: `monthly:${day.slice(0, 7)}` });
  if (now.getUTCDay() === 1) runs.push({ schedule: 'weekly', periodKey: `weekly:${day}` });
  return runs;
}

/** The minimum payout in each currency's minor units, from the configured major units. */
export function payoutMinimums(majorUnits: number): Record<Currency, number> {
  return Object.fromEntries(CURRENCY_CODES.map((code) => [code, Math.round(majorUnits * 10 ** CURRENCIES[code])])) as Record<Currency, number>;
}
