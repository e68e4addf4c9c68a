// Buyer payments in collect mode: one place adds a payment to an order (locked, so concurrent payments
// add up), keeps orders.payment_status in step, writes the history event, tells both parties and their
// open order pages; staff record a payment by hand or import a bank statement, whose lines are matched
// to orders by the order number in the reference or wait in the unmatched queue.
import { and, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CURRENCIES, CURRENCY_CODES, type Currency } from '../../../src/contract/catalog-constants';
import { fillMessage, PAYMENT_EVENT_NOTE } from '../../../src/contract/operations';
import {
  ORDER_NUMBER_PATTERN,
  ORDER_PAYMENT_EVENT,
  PAYMENT_TERMS,
  paymentDueOn,
  paymentMessages,
  paymentStateOf,
  receivedPaymentListQuerySchema,
  receivedPaymentSchema,
  STATEMENT_CSV_COLUMNS,
  STATEMENT_IMPORT_MAX_ROWS,
  type OrderPaymentEvent,
  type OrderPaymentSummary,
  type ReceivedPayment,
  type StatementImportProblem,
  type StatementImportResult,
  type UnmatchedPayment,
  unmatchedPaymentListQuerySchema,
  unmatchedPaymentSchema,
} from '../../../src/contract/payments';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { bankStatementLines, orderEvents, orderPayments, orders, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { parseCsv } from '../../lib/csv';
import { containsPattern } from '../../lib/like';
import { notify } from '../../lib/notify';
import { done, invalid, missing, refused, transactionOrRefusal, type Outcome } from '../../lib/outcomes';
import { publishEvent } from '../../lib/realtime';
import type { ScopedResource } from '../../lib/scoped-crud';
import type { StaffActor } from '../admin/common';
import { amountText } from '../../lib/amounts';

type OrderRow = typeof orders.$inferSelect;

/** What an order has received so far, in its currency. */
export async function receivedFor(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${orderPayments.amountMinor}), 0)` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return Number(row?.sum ?? 0);
}

/** The order's payment state, terms and instructions, with its payments (newest first). */
export async function paymentSummaryOf(
  db: Database,
  config: Pick<Config, 'settlementMode' | 'marketplaceBank'>,
  order: OrderRow,
): Promise<OrderPaymentSummary> {
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id));
  const received = payments.reduce((sum, payment) => sum + payment.amountMinor, 0);
  const state = paymentStateOf(received, order.totalMinor);
  const outstanding = Math.max(order.totalMinor - received, 0);
  const terms = PAYMENT_TERMS[order.paymentMethod];
  const bank = config.marketplaceBank;
  return {
    order_id: order.id,
    order_number: order.number,
    settlement_mode: config.settlementMode,
    state,
    total_minor: order.totalMinor,
    received_minor: received,
    outstanding_minor: outstanding,
    currency: order.currency,
    method: order.paymentMethod,
    terms: terms.code,
    due_on: paymentDueOn(order.paymentMethod, order.createdAt),
    can_ship_unpaid: terms.shipUnpaid,
    instructions:
      config.settlementMode === 'collect' && outstanding > 0 && order.status !== 'cancelled'
        ? {
            account_name: bank.accountName,
            bank_name: bank.bankName,
            account: bank.account,
            swift: bank.swift,
            amount_minor: outstanding,
            currency: order.currency,
            reference: order.number,
          }
        : null,
    payments: payments.map((payment) => ({
      id: payment.id,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      received_on: payment.receivedOn,
      bank_reference: payment.bankReference,
      source: payment.source,
      created_at: payment.createdAt.toISOString(),
    })),
  };
}

/** One order as its buyer, its seller or staff may read it; null when `viewer` may not. */
export async function findOrderFor(
  db: Database,
  orderId: string,
  viewer: {
    userId: string;
    staff: boolean;
    /** The company whose orders the viewer reads (orders.read_all), if any: asked only when the order is not the viewer's own. */
    readsCompany?: () => Promise<string | null>;
  },
): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  if (viewer.staff || order.buyerId === viewer.userId || order.sellerId === viewer.userId) return order;
  // A colleague who reads every company order reads its payments and its pro-forma invoice too.
  if (order.companyId && viewer.readsCompany && (await viewer.readsCompany()) === order.companyId) return order;
  return null;
}

/**
 * Whether the seller may ship the order now: in collect mode an order paid by bank transfer in advance
 * ships only once paid in full; agreed terms (Net 30) allow shipping first. Payments only ever add up,
 * so a check before the status change cannot be overtaken by a payment going away.
 */
export async function mayShip(db: Database, config: Pick<Config, 'settlementMode'>, orderId: string, sellerId: string): Promise<boolean> {
  if (config.settlementMode !== 'collect') return true;
  const [order] = await db
    .select({ totalMinor: orders.totalMinor, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
    .limit(1);
  // Another seller's order: the status change answers 404.
  if (!order || PAYMENT_TERMS[order.paymentMethod].shipUnpaid) return true;
  return (await receivedFor(db, orderId)) >= order.totalMinor;
}

interface NewPayment {
  amountMinor: number;
  receivedOn: string;
  bankReference: string;
  bankLineId: string | null;
  source: 'manual' | 'statement';
  recordedBy: string;
}

/**
 * Adds a payment to a locked order inside `tx`: the payment, orders.payment_status in step (paid once
 * the total is covered), the history event, both parties' notifications and the live event their open
 * order pages refresh on. The caller has checked the order (not cancelled, same currency).
 */
async function addPayment(tx: Database, order: OrderRow, payment: NewPayment): Promise<string> {
  const [inserted] = await tx
    .insert(orderPayments)
    .values({ orderId: order.id, currency: order.currency, ...payment })
    .returning({ id: orderPayments.id });
  const received = await receivedFor(tx, order.id);
  const state = paymentStateOf(received, order.totalMinor);
  const covered = received >= order.totalMinor;
  if (covered !== (order.paymentStatus === 'paid'))
    await tx
      .update(orders)
      .set({ paymentStatus: covered ? 'paid' : 'unpaid', paidAt: covered ? new Date() : null, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  const amount = amountText(payment.amountMinor, order.currency);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actorId: payment.recordedBy,
    actorRole: 'staff',
    note: `${PAYMENT_EVENT_NOTE}: ${amount}`,
    createdAt: sql`clock_timestamp()`,
  });
  const title = fillMessage('Payment of {{amount}} received for order {{number}}', { amount, number: order.number });
  await notify(tx, order.buyerId, { kind: 'order.paid', title, link: `/orders/${order.id}` });
  await notify(tx, order.sellerId, { kind: 'order.paid', title, link: `/OrderDetails/${order.id}` });
  await publishEvent(tx, [order.buyerId, order.sellerId], { type: ORDER_PAYMENT_EVENT, data: { order_id: order.id, state } satisfies OrderPaymentEvent });
  return inserted.id;
}

const lockOrder = async (tx: Database, where: ReturnType<typeof eq>) => {
  const [order] = await tx.select().from(orders).where(where).for('update');
  return order;
};

/** Why a payment cannot go to this order, or null. */
function refusalFor(order: OrderRow, currency: string): string | null {
  if (order.status === 'cancelled') return paymentMessages.orderCancelled;
  if (order.currency !== currency) return fillMessage(paymentMessages.currencyDiffers, { currency, orderCurrency: order.currency });
  return null;
}

const bankLineTaken = async (tx: Database, bankLineId: string) => {
  const [payment] = await tx.select({ id: orderPayments.id }).from(orderPayments).where(eq(orderPayments.bankLineId, bankLineId)).limit(1);
  if (payment) return true;
  const [line] = await tx.select({ id: bankStatementLines.id }).from(bankStatementLines).where(eq(bankStatementLines.bankLineId, bankLineId)).limit(1);
  return Boolean(line);
};

export interface PaymentInput {
  amount_minor: number;
  received_on: string;
  bank_reference?: string;
  bank_line_id?: string;
}

/** Staff record a payment against an order, in its currency (audited). */
export async function recordPayment(db: Database, actor: StaffActor, orderId: string, input: PaymentInput): Promise<Outcome> {
  return transactionOrRefusal<Outcome>(db, async (tx, refuse) => {
    const order = await lockOrder(tx, eq(orders.id, orderId));
    if (!order) return refuse(missing(paymentMessages.orderNotFound));
    if (order.status === 'cancelled') return refuse(refused(paymentMessages.orderCancelled, { order: paymentMessages.orderCancelled }));
    if (input.bank_line_id && (await bankLineTaken(tx, input.bank_line_id)))
      return refuse(refused(paymentMessages.bankLineTaken, { bank_line_id: paymentMessages.bankLineTaken }));
    const paymentId = await addPayment(tx, order, {
      amountMinor: input.amount_minor,
      receivedOn: input.received_on,
      bankReference: input.bank_reference ?? '',
      bankLineId: input.bank_line_id ?? null,
      source: 'manual',
      recordedBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      ip: actor.ip,
      action: 'record.created',
      subjectType: 'record',
      subjectId: paymentId,
      subjectLabel: `payments: ${order.number} ${amountText(input.amount_minor, order.currency)}`,
      before: null,
      after: { order: order.number, ...input, currency: order.currency },
      note: 'payments',
    });
    return done;
  });
}

/** Staff match a waiting statement line to an order by its number (audited). */
export async function matchStatementLine(db: Database, actor: StaffActor, lineId: string, orderNumber: string): Promise<Outcome> {
  return transactionOrRefusal<Outcome>(db, async (tx, refuse) => {
    const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId)).for('update');
    if (!line) return refuse(missing(paymentMessages.lineNotFound));
    if (line.status === 'matched') return refuse(refused(paymentMessages.lineMatched));
    const order = await lockOrder(tx, eq(orders.number, orderNumber));
    if (!order) return refuse(invalid('order_number', paymentMessages.orderNumberUnknown));
    const why = refusalFor(order, line.currency);
    if (why) return refuse(refused(why, { order_number: why }));
    const paymentId = await addPayment(tx, order, {
      amountMinor: line.amountMinor,
      receivedOn: line.receivedOn,
      bankReference: line.reference,
      bankLineId: line.bankLineId,
      source: 'statement',
      recordedBy: actor.id,
    });
    await tx
      .update(bankStatementLines)
      .set({ status: 'matched', unmatchedReason: null, orderId: order.id, paymentId, matchedBy: actor.id, matchedAt: new Date() })
      .where(eq(bankStatementLines.id, line.id));
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      ip: actor.ip,
      action: 'record.updated',
      subjectType: 'record',
      subjectId: line.id,
      subjectLabel: `unmatched-payments: ${line.bankLineId}`,
      before: { status: 'unmatched', reason: line.unmatchedReason },
      after: { status: 'matched', order: order.number },
      note: 'unmatched-payments (manual match)',
    });
    return done;
  });
}

export interface StatementRow {
  line: number;
  date: string;
  amountMinor: number;
  currency: string;
  reference: string;
  bankId: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => {
  const day = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  return day !== null && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/** "1,250.00" in `currency` as minor units, or null when it is not a positive amount with at most the currency's decimals. */
function minorOf(text: string, currency: Currency): number | null {
  const digits = CURRENCIES[currency];
  const plain = text.replace(/[\s,]/g, '');
  const pattern = digits === 0 ? /^\d{1,15}$/ : new RegExp(`^\\d{1,15}(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(plain)) return null;
  const [whole, fraction = ''] = plain.split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Reads and checks every line of a bank statement CSV (date, amount, currency, reference, bank_id; the
 * header is line 1, "bank id" is taken for bank_id): each problem named by its line and column.
 */
export function readStatementCsv(text: string): { rows: StatementRow[]; problems: StatementImportProblem[] } {
  const table = parseCsv(text).filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const problems: StatementImportProblem[] = [];
  const rows: StatementRow[] = [];
  if (table.length === 0) return { rows, problems: [{ row: 1, field: 'file', message: paymentMessages.fileEmpty }] };
  const header = table[0].map((cell) => cell.trim().toLowerCase().replace(/\s+/g, '_'));
  for (const column of STATEMENT_CSV_COLUMNS)
    if (!header.includes(column)) problems.push({ row: 1, field: column, message: paymentMessages.missingColumn(column) });
  for (const column of header)
    if (column && !(STATEMENT_CSV_COLUMNS as readonly string[]).includes(column))
      problems.push({ row: 1, field: column, message: paymentMessages.unknownColumn(column) });
  if (table.length === 1) problems.push({ row: 1, field: 'file', message: paymentMessages.noRows });
  if (table.length - 1 > STATEMENT_IMPORT_MAX_ROWS) problems.push({ row: 1, field: 'file', message: paymentMessages.tooManyRows });
  if (problems.length > 0) return { rows, problems };

  const seen = new Map<string, number>();
  table.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const cell = (column: (typeof STATEMENT_CSV_COLUMNS)[number]) => (cells[header.indexOf(column)] ?? '').trim();
    const before = problems.length;
    const date = cell('date');
    if (!isCalendarDay(date)) problems.push({ row: line, field: 'date', message: paymentMessages.date });
    const currency = cell('currency').toUpperCase();
    const knownCurrency = (CURRENCY_CODES as readonly string[]).includes(currency);
    if (!knownCurrency) problems.push({ row: line, field: 'currency', message: paymentMessages.currency });
    const amount = knownCurrency ? minorOf(cell('amount'), currency as Currency) : null;
    if (knownCurrency && amount === null) problems.push({ row: line, field: 'amount', message: paymentMessages.statementAmount });
    const reference = cell('reference');
    if (reference.length > 140) problems.push({ row: line, field: 'reference', message: paymentMessages.reference });
    const bankId = cell('bank_id');
    if (!bankId || bankId.length > 100) problems.push({ row: line, field: 'bank_id', message: paymentMessages.bankId });
    if (problems.length > before || amount === null) return;
    const first = seen.get(bankId);
    if (first !== undefined) {
      problems.push({ row: line, field: 'bank_id', message: paymentMessages.repeatedInFile(first) });
      return;
    }
    seen.set(bankId, line);
    rows.push({ line, date, amountMinor: amount, currency, reference, bankId });
  });
  return { rows, problems };
}

/**
 * Imports checked statement lines in one transaction: a line whose bank id is already known (an earlier
 * import, or a payment recorded by hand with it) is skipped; the others are stored, and those whose
 * reference names an order that can take the payment become its payments. Two imports of one file at
 * once wait on the bank id's unique index, and the second skips what the first stored.
 */
export async function importStatement(db: Database, actor: StaffActor, rows: StatementRow[]): Promise<StatementImportResult> {
  return db.transaction(async (tx) => {
    const result: StatementImportResult = { recorded: 0, unmatched: 0, skipped: 0, problems: [] };
    for (const row of rows) {
      const [payment] = await tx.select({ id: orderPayments.id }).from(orderPayments).where(eq(orderPayments.bankLineId, row.bankId)).limit(1);
      if (payment) {
        result.skipped++;
        continue;
      }
      const number = ORDER_NUMBER_PATTERN.exec(row.reference)?.[0].toUpperCase();
      const order = number ? await lockOrder(tx, eq(orders.number, number)) : undefined;
      const reason = !number
        ? 'no_reference'
        : !order
          ? 'unknown_order'
          : order.status === 'cancelled'
            ? 'cancelled'
            : order.currency !== row.currency
              ? 'currency'
              : null;
      const [line] = await tx
        .insert(bankStatementLines)
        .values({
          bankLineId: row.bankId,
          receivedOn: row.date,
          amountMinor: row.amountMinor,
          currency: row.currency,
          reference: row.reference,
          status: 'unmatched',
          unmatchedReason: reason ?? 'unknown_order',
          importedBy: actor.id,
        })
        .onConflictDoNothing()
        .returning({ id: bankStatementLines.id });
      if (!line) {
        result.skipped++;
        continue;
      }
      if (reason || !order) {
        result.unmatched++;
        continue;
      }
      const paymentId = await addPayment(tx, order, {
        amountMinor: row.amountMinor,
        receivedOn: row.date,
        bankReference: row.reference,
        bankLineId: row.bankId,
        source: 'statement',
        recordedBy: actor.id,
      });
      await tx
        .update(bankStatementLines)
        .set({ status: 'matched', unmatchedReason: null, orderId: order.id, paymentId, matchedAt: new Date() })
        .where(eq(bankStatementLines.id, line.id));
      result.recorded++;
    }
    if (result.recorded + result.unmatched > 0)
      await recordAudit(tx, {
        actorId: actor.id,
        actorRole: actor.role,
        ip: actor.ip,
        action: 'record.created',
        subjectType: 'record',
        subjectId: actor.id,
        subjectLabel: 'payments: bank statement',
        before: null,
        after: { recorded: result.recorded, unmatched: result.unmatched, skipped: result.skipped },
        note: 'payments (bank statement import)',
      });
    return result;
  });
}

// ---------- The back office's lists ----------

const seller = alias(users, 'payment_seller');
const buyer = alias(users, 'payment_buyer');
const recorder = alias(users, 'payment_recorder');

const receivedSelection = {
  payment: orderPayments,
  orderNumber: orders.number,
  orderTotal: orders.totalMinor,
  sellerId: orders.sellerId,
  sellerName: seller.name,
  buyerId: orders.buyerId,
  buyerName: buyer.name,
  recordedBy: recorder.name,
  orderReceived: sql<string>`(select coalesce(sum(p2.amount_minor), 0) from order_payments p2 where p2.order_id = ${orderPayments.orderId})`,
};
type ReceivedRow = {
  payment: typeof orderPayments.$inferSelect;
  orderNumber: string;
  orderTotal: number;
  sellerId: string;
  sellerName: string;
  buyerId: string;
  buyerName: string;
  recordedBy: string | null;
  orderReceived: string;
};

/** "Payments received": every payment with its order, seller and buyer (staff, the payments area). */
export const receivedPaymentResource: ScopedResource<ReceivedRow, ReceivedPayment, never, never> = {
  path: 'admin/payments',
  access: { staff: 'payments' },
  table: orderPayments,
  idColumn: orderPayments.id,
  selection: receivedSelection,
  query: (db, columns) =>
    db
      .select(columns as typeof receivedSelection)
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .innerJoin(seller, eq(seller.id, orders.sellerId))
      .innerJoin(buyer, eq(buyer.id, orders.buyerId))
      .leftJoin(recorder, eq(recorder.id, orderPayments.recordedBy))
      .$dynamic(),
  toDto: (row) => ({
    id: row.payment.id,
    order_id: row.payment.orderId,
    order_number: row.orderNumber,
    seller: { id: row.sellerId, name: row.sellerName },
    buyer: { id: row.buyerId, name: row.buyerName },
    amount_minor: row.payment.amountMinor,
    currency: row.payment.currency,
    received_on: row.payment.receivedOn,
    bank_reference: row.payment.bankReference,
    bank_line_id: row.payment.bankLineId,
    source: row.payment.source,
    order_state: paymentStateOf(Number(row.orderReceived), row.orderTotal),
    recorded_by: row.recordedBy,
    created_at: row.payment.createdAt.toISOString(),
  }),
  dtoSchema: receivedPaymentSchema,
  notFoundMessage: 'This payment does not exist',
  list: {
    querySchema: receivedPaymentListQuerySchema,
    sortable: { received_on: orderPayments.receivedOn, amount_minor: orderPayments.amountMinor, created_at: orderPayments.createdAt },
    tieBreaker: orderPayments.id,
    filters: {
      currency: (value) => eq(orderPayments.currency, value),
      source: (value) => eq(orderPayments.source, value as 'manual' | 'statement'),
    },
    search: (q) => or(ilike(orders.number, containsPattern(q)), ilike(orderPayments.bankReference, containsPattern(q))),
  },
};

type LineRow = typeof bankStatementLines.$inferSelect;

/** "Unmatched payments": statement lines that wait for staff to match them (staff, the payments area). */
export const unmatchedPaymentResource: ScopedResource<LineRow, UnmatchedPayment, never, never> = {
  path: 'admin/unmatched-payments',
  access: { staff: 'payments' },
  table: bankStatementLines,
  idColumn: bankStatementLines.id,
  selection: getTableColumns(bankStatementLines),
  query: (db, columns) => db.select(columns).from(bankStatementLines).$dynamic(),
  holds: eq(bankStatementLines.status, 'unmatched'),
  toDto: (row) => ({
    id: row.id,
    bank_line_id: row.bankLineId,
    received_on: row.receivedOn,
    amount_minor: row.amountMinor,
    currency: row.currency,
    reference: row.reference,
    reason: row.unmatchedReason ?? 'unknown_order',
    created_at: row.createdAt.toISOString(),
  }),
  dtoSchema: unmatchedPaymentSchema,
  notFoundMessage: paymentMessages.lineNotFound,
  list: {
    querySchema: unmatchedPaymentListQuerySchema,
    sortable: { received_on: bankStatementLines.receivedOn, amount_minor: bankStatementLines.amountMinor, created_at: bankStatementLines.createdAt },
    tieBreaker: bankStatementLines.id,
    filters: {
      currency: (value) => eq(bankStatementLines.currency, value),
      reason: (value) => eq(bankStatementLines.unmatchedReason, value as NonNullable<LineRow['unmatchedReason']>),
    },
    search: (q) => or(ilike(bankStatementLines.reference, containsPattern(q)), ilike(bankStatementLines.bankLineId, containsPattern(q))),
  },
};
