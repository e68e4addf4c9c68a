// Reference exchange rates as staff keep them: the declared staff CRUD's rows and rules (one rate per
// pair per day, each change audited with before and after in its transaction) and the CSV import, which
// checks every row and writes all of them or none.
import { and, eq, getTableColumns, ilike, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  exchangeRateCreateSchema,
  exchangeRateListQuerySchema,
  exchangeRateMessages,
  exchangeRateSchema,
  exchangeRateUpdateSchema,
  normaliseRate,
  isCalendarDay,
  RATE_CSV_COLUMNS,
  RATE_IMPORT_MAX_ROWS,
  rateValueSchema,
  type ExchangeRate,
  type RateImportProblem,
} from '../../../src/contract/exchange-rates';
import { CURRENCY_CODES } from '../../../src/contract/catalog-constants';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { parseCsv } from '../../lib/csv';
import { containsPattern } from '../../lib/like';
import type { ScopeContext, ScopedResource } from '../../lib/scoped-crud';
import type { StaffActor } from '../admin/common';

export type RateRow = typeof exchangeRates.$inferSelect;
type CreateInput = z.output<typeof exchangeRateCreateSchema>;
type UpdateInput = z.output<typeof exchangeRateUpdateSchema>;

export const toExchangeRate = (row: RateRow): ExchangeRate => ({
  id: row.id,
  base_currency: row.baseCurrency,
  quote_currency: row.quoteCurrency,
  rate: normaliseRate(String(row.rate)),
  rate_date: row.rateDate,
  source: row.source,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a rate. */
const snapshot = (rate: { base_currency: string; quote_currency: string; rate: string; rate_date: string; source?: string }) => ({
  base_currency: rate.base_currency,
  quote_currency: rate.quote_currency,
  rate: rate.rate,
  rate_date: rate.rate_date,
  ...(rate.source ? { source: rate.source } : {}),
});
const labelOf = (rate: { base_currency: string; quote_currency: string; rate_date: string }) =>
  `exchange-rates: ${rate.base_currency}/${rate.quote_currency} ${rate.rate_date}`;

async function audit(
  tx: Database,
  actor: StaffActor,
  action: 'record.created' | 'record.updated' | 'record.deleted',
  id: string,
  before: ExchangeRate | null,
  after: (Omit<ExchangeRate, 'id' | 'created_at' | 'updated_at' | 'source'> & { source?: string }) | null,
  note = 'exchange-rates',
) {
  const subject = after ?? before;
  if (!subject) return;
  await recordAudit(tx, {
    actorId: actor.id,
    actorRole: actor.role,
    ip: actor.ip,
    action,
    subjectType: 'record',
    subjectId: id,
    subjectLabel: labelOf(subject),
    before: before && snapshot(before),
    after: after && snapshot(after),
    note,
  });
}

const actorOf = (ctx: ScopeContext): StaffActor => {
  const role = ctx.auth.user.staffRole;
  if (!role) throw new Error('an exchange rate written without the staff guard');
  return { id: ctx.auth.userId, role, ip: ctx.ip ?? '' };
};

/** Refuses a second rate for the pair and day (409 naming the day), before the unique index would. */
async function refuseTakenPairDay(db: Database, pair: { base_currency: string; quote_currency: string; rate_date: string }, exceptId?: string) {
  const [taken] = await db
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.baseCurrency, pair.base_currency),
        eq(exchangeRates.quoteCurrency, pair.quote_currency),
        eq(exchangeRates.rateDate, pair.rate_date),
        exceptId ? ne(exchangeRates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(exchangeRateMessages.pairDayTaken, { rate_date: exchangeRateMessages.pairDayTaken });
}

/** The rates as a staff resource of the scoped CRUD: read by the exchange rates area, written by administrators. */
export const exchangeRateResource: ScopedResource<RateRow, ExchangeRate, CreateInput, UpdateInput> = {
  path: 'admin/exchange-rates',
  access: { staff: 'exchangeRates', write: 'exchangeRatesWrite' },
  table: exchangeRates,
  idColumn: exchangeRates.id,
  ownerKey: 'createdBy',
  selection: getTableColumns(exchangeRates),
  query: (db, columns) => db.select(columns).from(exchangeRates).$dynamic(),
  toDto: toExchangeRate,
  dtoSchema: exchangeRateSchema,
  notFoundMessage: exchangeRateMessages.notFound,
  list: {
    querySchema: exchangeRateListQuerySchema,
    sortable: {
      rate_date: exchangeRates.rateDate,
      base_currency: exchangeRates.baseCurrency,
      quote_currency: exchangeRates.quoteCurrency,
      updated_at: exchangeRates.updatedAt,
    },
    tieBreaker: exchangeRates.id,
    filters: {
      base_currency: (value) => eq(exchangeRates.baseCurrency, value),
      quote_currency: (value) => eq(exchangeRates.quoteCurrency, value),
      source: (value) => eq(exchangeRates.source, value as RateRow['source']),
    },
    // "EUR" finds the rates with EUR on either side.
    search: (q) => or(ilike(exchangeRates.baseCurrency, containsPattern(q)), ilike(exchangeRates.quoteCurrency, containsPattern(q))),
  },
  create: {
    schema: exchangeRateCreateSchema as unknown as z.ZodType<CreateInput>,
    async values(input, ctx) {
      await refuseTakenPairDay(ctx.db, input);
      return { baseCurrency: input.base_currency, quoteCurrency: input.quote_currency, rate: input.rate, rateDate: input.rate_date, source: 'manual' };
    },
    after: (id, input, ctx) => audit(ctx.db, actorOf(ctx), 'record.created', id, null, { ...input, source: 'manual' }),
  },
  update: {
    schema: exchangeRateUpdateSchema as unknown as z.ZodType<UpdateInput>,
    async values(input, existing, ctx) {
      const before = toExchangeRate(existing);
      const after = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) } as ExchangeRate;
      if (after.base_currency === after.quote_currency) throw conflict(exchangeRateMessages.samePair, { quote_currency: exchangeRateMessages.samePair });
      await refuseTakenPairDay(ctx.db, after, existing.id);
      await audit(ctx.db, actorOf(ctx), 'record.updated', existing.id, before, after);
      return {
        baseCurrency: after.base_currency,
        quoteCurrency: after.quote_currency,
        rate: after.rate,
        rateDate: after.rate_date,
        updatedAt: new Date(),
      };
    },
  },
  remove: { guard: (existing, ctx) => audit(ctx.db, actorOf(ctx), 'record.deleted', existing.id, toExchangeRate(existing), null) },
};

interface ImportRow {
  line: number;
  base_currency: string;
  quote_currency: string;
  rate: string;
  rate_date: string;
}

/**
 * Reads and checks every row of a rates CSV (columns base_currency, quote_currency, rate, rate_date; the
 * header is line 1): each problem named by its line and column, the same pair and day twice in the file
 * included. Nothing is written here.
 */
export function readRateCsv(text: string): { rows: ImportRow[]; problems: RateImportProblem[] } {
  const table = parseCsv(text);
  const problems: RateImportProblem[] = [];
  const rows: ImportRow[] = [];
  if (table.length === 0) return { rows, problems: [{ row: 1, field: 'file', message: exchangeRateMessages.fileEmpty }] };
  const header = table[0].map((cell) => cell.trim().toLowerCase());
  for (const column of RATE_CSV_COLUMNS)
    if (!header.includes(column)) problems.push({ row: 1, field: column, message: exchangeRateMessages.missingColumn(column) });
  for (const column of header)
    if (column && !(RATE_CSV_COLUMNS as readonly string[]).includes(column))
      problems.push({ row: 1, field: column, message: exchangeRateMessages.unknownColumn(column) });
  if (table.length === 1) problems.push({ row: 1, field: 'file', message: exchangeRateMessages.noRows });
  if (table.length - 1 > RATE_IMPORT_MAX_ROWS) problems.push({ row: 1, field: 'file', message: exchangeRateMessages.tooManyRows });
  if (problems.length > 0) return { rows, problems };

  const seen = new Map<string, number>();
  table.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const cell = (column: (typeof RATE_CSV_COLUMNS)[number]) => (cells[header.indexOf(column)] ?? '').trim();
    const base = cell('base_currency').toUpperCase();
    const quote = cell('quote_currency').toUpperCase();
    const day = cell('rate_date');
    const before = problems.length;
    const isCurrency = (code: string) => (CURRENCY_CODES as readonly string[]).includes(code);
    if (!isCurrency(base)) problems.push({ row: line, field: 'base_currency', message: exchangeRateMessages.currency });
    if (!isCurrency(quote)) problems.push({ row: line, field: 'quote_currency', message: exchangeRateMessages.currency });
    else if (base === quote) problems.push({ row: line, field: 'quote_currency', message: exchangeRateMessages.samePair });
    const rate = rateValueSchema.safeParse(cell('rate'));
    if (!rate.success) problems.push({ row: line, field: 'rate', message: exchangeRateMessages.rate });
    if (!isCalendarDay(day)) problems.push({ row: line, field: 'rate_date', message: exchangeRateMessages.rateDate });
    if (problems.length > before || !rate.success) return;
    const key = `${base}/${quote}/${day}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ row: line, field: 'rate_date', message: exchangeRateMessages.repeatedInFile(first) });
      return;
    }
    seen.set(key, line);
    rows.push({ line, base_currency: base, quote_currency: quote, rate: rate.data, rate_date: day });
  });
  return { rows, problems };
}

/**
 * Writes the checked rows in one transaction, each audited as created: a row whose pair already has a
 * rate for its day is a problem of that line, and then nothing is written.
 */
export async function importRates(db: Database, actor: StaffActor, rows: ImportRow[]): Promise<{ imported: number; problems: RateImportProblem[] }> {
  return db.transaction(async (tx) => {
    const taken: RateImportProblem[] = [];
    for (const row of rows) {
      const [existing] = await tx
        .select({ id: exchangeRates.id })
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.baseCurrency, row.base_currency),
            eq(exchangeRates.quoteCurrency, row.quote_currency),
            eq(exchangeRates.rateDate, row.rate_date),
          ),
        )
        .limit(1);
      if (existing) taken.push({ row: row.line, field: 'rate_date', message: exchangeRateMessages.pairDayTaken });
    }
    // Checked before the first write: a refused file leaves the transaction with nothing in it.
    if (taken.length > 0) return { imported: 0, problems: taken };
    for (const row of rows) {
      const [inserted] = await tx
        .insert(exchangeRates)
        .values({
          baseCurrency: row.base_currency,
          quoteCurrency: row.quote_currency,
          rate: row.rate,
          rateDate: row.rate_date,
          source: 'csv',
          createdBy: actor.id,
        })
        .returning({ id: exchangeRates.id });
      await audit(tx, actor, 'record.created', inserted.id, null, { ...row, source: 'csv' }, 'exchange-rates (CSV import)');
    }
    return { imported: rows.length, problems: [] };
  });
}
