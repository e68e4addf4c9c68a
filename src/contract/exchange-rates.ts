// Reference exchange rates as the API takes and gives them: one rate per currency pair per day, kept by
// staff (/v1/admin/exchange-rates), used only to compare amounts in different currencies and to check
// limits, never to charge. Routes:
//   GET    /v1/admin/exchange-rates          administrators and reviewers (read)
//   GET    /v1/admin/exchange-rates/:id      administrators and reviewers (read)
//   POST   /v1/admin/exchange-rates          administrators
//   PATCH  /v1/admin/exchange-rates/:id      administrators
//   DELETE /v1/admin/exchange-rates/:id      administrators
//   POST   /v1/admin/exchange-rates/import   administrators: a CSV file, every row or none
import { z } from 'zod';
import { CURRENCY_CODES } from './catalog-constants';
import { adminListQuery } from './admin';
import { exchangeRateMessages, RATE_DECIMALS, RATE_SOURCES } from './exchange-rates-messages';

export * from './exchange-rates-messages';

const RATE_TEXT = new RegExp(`^\\d{1,10}(\\.\\d{1,${RATE_DECIMALS}})?$`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export const isCalendarDay = (value: string): boolean => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A rate written as a plain decimal ("1.0825"), without trailing zeros. */
export function normaliseRate(text: string): string {
  const [whole, fraction = ''] = text.split('.');
  const digits = fraction.replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '');
  return digits ? `${integer}.${digits}` : integer;
}

export const currencyCodeSchema = z.enum(CURRENCY_CODES, { error: exchangeRateMessages.currency });
/** A rate above 0 with at most 10 decimals, given as a number or a decimal text; kept as text, so no digit is lost. */
export const rateValueSchema = z
  .union([z.number(), z.string()], { error: exchangeRateMessages.rate })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => RATE_TEXT.test(value) && /[1-9]/.test(value), exchangeRateMessages.rate)
  .transform(normaliseRate);
export const rateDaySchema = z.string({ error: exchangeRateMessages.rateDate }).refine(isCalendarDay, exchangeRateMessages.rateDate);

/** Each field's checks, for the form's own (the same messages as the server's). */
export const rateFields = {
  base_currency: currencyCodeSchema,
  quote_currency: currencyCodeSchema,
  rate: rateValueSchema,
  rate_date: rateDaySchema,
};

/** A new rate: one unit of `base_currency` is worth `rate` units of `quote_currency` on `rate_date`. */
export const exchangeRateCreateSchema = z.strictObject(rateFields).refine((value) => value.base_currency !== value.quote_currency, {
  message: exchangeRateMessages.samePair,
  path: ['quote_currency'],
});
export type ExchangeRateInput = z.input<typeof exchangeRateCreateSchema>;
/** An edit: any of the fields; the pair is checked against the stored record on the server. */
export const exchangeRateUpdateSchema = z.strictObject({
  base_currency: rateFields.base_currency.optional(),
  quote_currency: rateFields.quote_currency.optional(),
  rate: rateFields.rate.optional(),
  rate_date: rateFields.rate_date.optional(),
});

export const exchangeRateSchema = z.object({
  id: z.string(),
  base_currency: z.string(),
  quote_currency: z.string(),
  /** Decimal text: one base unit in quote units. */
  rate: z.string(),
  rate_date: z.string(),
  source: z.enum(RATE_SOURCES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const EXCHANGE_RATE_SORTS = ['rate_date', 'base_currency', 'quote_currency', 'updated_at'] as const;
export const exchangeRateListQuerySchema = adminListQuery(EXCHANGE_RATE_SORTS).extend({
  base_currency: currencyCodeSchema.optional(),
  quote_currency: currencyCodeSchema.optional(),
  source: z.enum(RATE_SOURCES, { error: `Choose one of: ${RATE_SOURCES.join(', ')}` }).optional(),
});

/** One problem of an import, by the line of the file (the header is line 1). */
export const rateImportProblemSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type RateImportProblem = z.infer<typeof rateImportProblemSchema>;
export const rateImportResultSchema = z.object({ imported: z.number().int(), problems: z.array(rateImportProblemSchema) });
export type RateImportResult = z.infer<typeof rateImportResultSchema>;

/**
 * An amount shown in another currency for comparison: exact when it was already in that currency,
 * otherwise approximate at the reference rate of `rate_date` (one unit of `from_currency` in `currency`).
 */
export const convertedAmountSchema = z.object({
  amount_minor: z.number().int(),
  currency: z.string(),
  from_currency: z.string(),
  approximate: z.boolean(),
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
});
export type ConvertedAmount = z.infer<typeof convertedAmountSchema>;
