// Reading payouts: the back office's batches and a seller's own payouts, as declared resources of the
// scoped CRUD (lists with paging, sorting and filters; a seller reads only its own), and a batch with its
// payouts for the batch's page.
import { and, asc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  payoutBatchListQuerySchema,
  payoutBatchSchema,
  payoutItemSchema,
  payoutMessages,
  sellerPayoutFilterSchema,
  type PayoutBatch,
  type PayoutBatchDetail,
  type PayoutItem,
} from '../../../src/contract/payouts';
import { maskAccountNumber } from '../../../src/contract/store';
import type { Database } from '../../db/client';
import { payoutBatches, payoutItems, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { notFound } from '../../lib/errors';
import type { ScopedResource } from '../../lib/scoped-crud';

type Totals = PayoutBatch['totals'];
/** Per currency, the sum and count of the batch's payouts (cancelled ones left out). */
const totalsOf = sql<Totals>`(
  select coalesce(jsonb_agg(jsonb_build_object('currency', t.currency, 'amount_minor', t.amount, 'count', t.n) order by t.currency), '[]'::jsonb)
  from (select i.currency, sum(i.amount_minor) as amount, count(*) as n from payout_items i
        where i.batch_id = ${payoutBatches.id} and i.state <> 'cancelled' group by i.currency) t)`;

const maker = alias(users, 'maker');
const approver = alias(users, 'approver');
const batchSelection = {
  batch: getTableColumns(payoutBatches),
  totals: totalsOf,
  makerName: maker.name,
  approverName: approver.name,
};
type BatchListRow = { batch: typeof payoutBatches.$inferSelect; totals: Totals; makerName: string | null; approverName: string | null };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toBatchDto(row: BatchListRow): PayoutBatch {
  const { batch } = row;
  return {
    id: batch.id,
    number: batch.number,
    state: batch.state,
    trigger: batch.trigger,
    item_count: batch.itemCount,
    totals: (row.totals ?? []).map((total) => ({ currency: total.currency, amount_minor: Number(total.amount_minor), count: Number(total.count) })),
    created_by: row.makerName,
    created_by_id: batch.createdBy,
    approved_by: row.approverName,
    bank_reference: batch.bankReference,
    failure_reason: batch.failureReason,
    created_at: batch.createdAt.toISOString(),
    approved_at: iso(batch.approvedAt),
    sent_at: iso(batch.sentAt),
    paid_at: iso(batch.paidAt),
  };
}

const batchQuery = (db: Database, columns: object) =>
  db
    .select(columns as typeof batchSelection)
    .from(payoutBatches)
    .leftJoin(maker, eq(maker.id, payoutBatches.createdBy))
    .leftJoin(approver, eq(approver.id, payoutBatches.approvedBy))
    .$dynamic();

/** The back office's payout batches (staff, the payouts area); a batch's page reads it with its payouts (below). */
export const payoutBatchResource: ScopedResource<BatchListRow, PayoutBatch, never, never> = {
  path: 'admin/payout-batches',
  access: { staff: 'payouts' },
  table: payoutBatches,
  idColumn: payoutBatches.id,
  selection: batchSelection,
  query: batchQuery,
  toDto: toBatchDto,
  dtoSchema: payoutBatchSchema,
  notFoundMessage: payoutMessages.batchNotFound,
  ownRecordRoute: true,
  list: {
    querySchema: payoutBatchListQuerySchema,
    sortable: { created_at: payoutBatches.createdAt, number: payoutBatches.seq },
    tieBreaker: payoutBatches.id,
    filters: { state: (value) => eq(payoutBatches.state, value as PayoutBatch['state']) },
    search: (q) => ilike(payoutBatches.number, containsPattern(q)),
  },
};

const sellerName = sql<string>`coalesce(nullif(${users.businessDetails}->>'business_name', ''), ${users.name})`;
const itemSelection = { item: getTableColumns(payoutItems), batchNumber: payoutBatches.number, sellerName };
type ItemListRow = { item: typeof payoutItems.$inferSelect; batchNumber: string; sellerName: string };

function toItemDto(row: ItemListRow): PayoutItem {
  const { item } = row;
  return {
    id: item.id,
    batch_id: item.batchId,
    batch_number: row.batchNumber,
    seller_id: item.sellerId,
    seller_name: row.sellerName,
    currency: item.currency,
    amount_minor: item.amountMinor,
    state: item.state,
    account_holder: item.accountHolder,
    bank_name: item.bankName,
    account_masked: maskAccountNumber(item.accountNumber),
    bank_reference: item.bankReference,
    failure_reason: item.failureReason,
    sent_at: iso(item.sentAt),
    paid_at: iso(item.paidAt),
    created_at: item.createdAt.toISOString(),
  };
}

const itemQuery = (db: Database, columns: object) =>
  db
    .select(columns as typeof itemSelection)
    .from(payoutItems)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutItems.batchId))
    .innerJoin(users, eq(users.id, payoutItems.sellerId))
    .$dynamic();

/** A seller's own payouts, newest first: only its own (the scoped CRUD filters every query by the owner). */
export const sellerPayoutResource: ScopedResource<ItemListRow, PayoutItem, never, never> = {
  path: 'seller/payouts',
  tag: 'finance',
  access: 'seller',
  table: payoutItems,
  idColumn: payoutItems.id,
  ownerColumn: payoutItems.sellerId,
  ownerKey: 'sellerId',
  selection: itemSelection,
  query: itemQuery,
  toDto: toItemDto,
  dtoSchema: payoutItemSchema,
  notFoundMessage: payoutMessages.itemNotFound,
  list: {
    sortable: { created_at: payoutItems.createdAt, amount_minor: payoutItems.amountMinor },
    tieBreaker: payoutItems.id,
    filterSchema: sellerPayoutFilterSchema,
    filters: {
      state: (value) => eq(payoutItems.state, value as PayoutItem['state']),
      currency: (value) => eq(payoutItems.currency, value),
    },
    search: (q) => ilike(payoutBatches.number, containsPattern(q)),
  },
};

/** A batch with its payouts, by seller (404 when there is none). */
export async function readBatchDetail(db: Database, batchId: string): Promise<PayoutBatchDetail> {
  const [row] = await batchQuery(db, batchSelection).where(eq(payoutBatches.id, batchId));
  if (!row) throw notFound(payoutMessages.batchNotFound);
  const items = await itemQuery(db, itemSelection).where(eq(payoutItems.batchId, batchId)).orderBy(asc(sellerName), asc(payoutItems.currency));
  return { ...toBatchDto(row as BatchListRow), items: items.map((item) => toItemDto(item as ItemListRow)) };
}

/** The batch's payouts with their full bank details, for the bank's files (administrators only). */
export async function batchTransfers(db: Database, batchId: string, currency?: string) {
  return itemQuery(db, itemSelection)
    .where(and(eq(payoutItems.batchId, batchId), sql`${payoutItems.state} <> 'cancelled'`, currency ? eq(payoutItems.currency, currency) : undefined))
    .orderBy(asc(sellerName), asc(payoutItems.currency)) as Promise<ItemListRow[]>;
}
