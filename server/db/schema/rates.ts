// Reference exchange rates, kept by staff: one rate per currency pair per day. They serve only to compare
// amounts in different currencies and to check limits, never to charge anyone
// (server/modules/exchange-rates/convert.ts is the one place that converts).
import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One unit of the base currency is worth `rate` units of the quote currency. */
    baseCurrency: varchar('base_currency', { length: 3 }).notNull(),
    quoteCurrency: varchar('quote_currency', { length: 3 }).notNull(),
    /** Exact decimal, read as a string so no digit is lost on the way. */
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    /** The day the rate is for (UTC). */
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    /** Entered in the form, or imported from a CSV file. */
    source: text('source', { enum: ['manual', 'csv'] })
      .notNull()
      .default('manual'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One rate per pair per day; it also serves "the newest rate on or before a day" as a backward index scan.
    uniqueIndex('exchange_rates_pair_day_idx').on(t.baseCurrency, t.quoteCurrency, t.rateDate),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check('exchange_rates_pair_differs', sql`${t.baseCurrency} <> ${t.quoteCurrency}`),
  ],
);
