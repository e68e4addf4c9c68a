// The back office's RFQ data: the moderation queue's rows (every RFQ with its category and buyer), a
// close by staff, and each seller's monthly quote allowance; each change audited in its own transaction.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { adminMessages } from '../../../src/contract/admin';
import { fillMessage } from '../../../src/contract/operations';
import { rfqMessages, rfqNotificationTitles, type AdminQuoteAllowance, type AdminRfq, type RfqStaffCloseKind } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { categories, quoteAllowances, quotes, rfqs, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import { done, inTransaction, missing, refused, type Outcome } from '../../lib/outcomes';
import type { ScopedResource } from '../../lib/scoped-crud';
import { contains, recordStaffAction, type StaffActor } from '../admin/common';
import { declineLiveQuotes } from './buyer-decision-repository';
import { iso, lineCountSql, linesHeadSql, linesPreviewSql, rfqCommonColumns, rfqCommonDto, type RfqCommonRow } from './rfq-record';
import { rfqStatusSql } from './status';
import { buyerUser } from './visibility';
import { outer } from '../../lib/outer-column';

/**
 * The buyer's first posted RFQ: posted, and no RFQ of the same buyer was posted before it (a draft never
 * posted does not count). New requesters' RFQs go live at once, as every verified buyer's do, and staff
 * find them marked, and filtered with `first_rfq=true`, in the queue to review (and close as spam).
 */
const firstRfqSql = sql<boolean>`(${rfqs.openedAt} is not null and not exists (select 1 from ${rfqs} earlier where earlier.buyer_id = ${outer(rfqs.buyerId)} and earlier.opened_at < ${outer(rfqs.openedAt)}))`;

const queueColumns = {
  ...rfqCommonColumns,
  lineCount: lineCountSql,
  linesPreview: linesPreviewSql,
  linesHead: linesHeadSql,
  firstRfq: firstRfqSql,
  note: rfqs.note,
  closeReason: rfqs.closeReason,
  staffCloseKind: rfqs.staffCloseKind,
  closedAt: rfqs.closedAt,
  buyerId: buyerUser.id,
  buyerName: buyerUser.name,
  buyerEmail: buyerUser.email,
  buyerCompany: sql<string | null>`nullif(trim(${buyerUser.businessDetails}->>'business_name'), '')`,
};

/** An RFQ with its category and buyer; typed as `queueColumns` reads it, whatever columns a page asks for. */
const withJoins = (db: Database, columns: SelectedFields = queueColumns) =>
  db
    .select(columns as typeof queueColumns)
    .from(rfqs)
    .innerJoin(categories, eq(categories.id, rfqs.categoryId))
    .innerJoin(buyerUser, eq(buyerUser.id, rfqs.buyerId))
    .$dynamic();
const queueQuery = (db: Database) => withJoins(db);
export type QueueRow = Awaited<ReturnType<typeof withJoins>>[number];

function queueDto(row: QueueRow): AdminRfq {
  return {
    ...rfqCommonDto(row as RfqCommonRow),
    buyer: { id: row.buyerId, name: row.buyerName, email: row.buyerEmail, company: row.buyerCompany },
    first_rfq: Boolean(row.firstRfq),
    line_count: row.lineCount,
    lines_preview: row.linesPreview,
    lines_head: row.linesHead,
    note: row.note,
    close_reason: row.closeReason,
    staff_close_kind: row.staffCloseKind,
    closed_at: iso(row.closedAt),
  };
}

type QueueResource = ScopedResource<QueueRow, AdminRfq, never, never>;

/** How the queue (server/lib/scoped-crud/) reads its rows: every RFQ. */
export const rfqQueueRows: Pick<QueueResource, 'table' | 'idColumn' | 'selection' | 'query' | 'toDto'> = {
  table: rfqs,
  idColumn: rfqs.id,
  selection: queueColumns,
  query: withJoins,
  toDto: queueDto,
};

/** The queue's sorts, status filter and search; the route declares its query schema. */
export const rfqQueueListing: Pick<QueueResource['list'], 'sortable' | 'tieBreaker' | 'filters' | 'search'> = {
  sortable: { created_at: rfqs.createdAt, valid_until: rfqs.validUntil },
  tieBreaker: rfqs.id,
  filters: {
    status: (value) => sql`${rfqStatusSql} = ${value}`,
    first_rfq: (value) => (value === 'true' ? firstRfqSql : value === 'false' ? sql`not ${firstRfqSql}` : undefined),
  },
  search: (q) => or(ilike(rfqs.number, contains(q)), ilike(rfqs.title, contains(q)), ilike(buyerUser.name, contains(q)), ilike(buyerUser.email, contains(q))),
};

/** One RFQ as the queue shows it. */
export async function findQueueRfq(db: Database, id: string): Promise<AdminRfq> {
  const [row] = await queueQuery(db).where(eq(rfqs.id, id));
  return queueDto(row);
}

/**
 * Closes an RFQ that is not closed or cancelled as spam or abuse, with the reason: the live quotes are
 * declined, the change audited and the buyer told, in one transaction.
 */
export function closeRfqByStaff(db: Database, actor: StaffActor, id: string, close: { kind: RfqStaffCloseKind; reason: string }): Promise<Outcome> {
  const { kind, reason } = close;
  return inTransaction(db, async (tx) => {
    const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, id)).for('update');
    if (!rfq) return missing(rfqMessages.rfqNotFound);
    if (rfq.status === 'closed' || rfq.status === 'cancelled') return refused(rfqMessages.onlyOpenClose);
    const now = new Date();
    await tx
      .update(rfqs)
      .set({ status: 'closed', staffCloseKind: kind, closeReason: reason, closedBy: actor.id, closedAt: now, updatedAt: now })
      .where(eq(rfqs.id, rfq.id));
    await declineLiveQuotes(tx, rfq, rfqMessages.declinedByStaff);
    await recordStaffAction(tx, actor, {
      action: 'rfq.closed',
      subjectType: 'rfq',
      subjectId: rfq.id,
      before: { status: rfq.status },
      after: { status: 'closed', kind },
      note: reason,
    });
    await notify(tx, rfq.buyerId, {
      kind: 'rfq.closed_by_staff',
      title: fillMessage(rfqNotificationTitles['rfq.closed_by_staff'], { number: rfq.number }),
      body: reason,
      link: `/rfq/mine/${rfq.id}`,
    });
    return done;
  });
}

const monthStartSql = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;

const allowanceColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  company: sql<string | null>`nullif(trim(${users.businessDetails}->>'business_name'), '')`,
  limit: quoteAllowances.monthlyLimit,
  used: sql<number>`(select count(*) from ${quotes} q where q.seller_id = ${users.id} and q.created_at >= ${monthStartSql})`.mapWith(Number),
};
export type AllowanceRow = { id: string; name: string; email: string; company: string | null; limit: number | null; used: number };

type AllowanceResource = ScopedResource<AllowanceRow, AdminQuoteAllowance, never, never>;

/** How the allowance list reads its rows: every seller with its own limit (or `defaultLimit`) and this month's quotes. */
export function allowanceListRows(defaultLimit: number): Pick<AllowanceResource, 'table' | 'idColumn' | 'holds' | 'selection' | 'query' | 'toDto'> {
  return {
    table: users,
    idColumn: users.id,
    holds: sql`'seller' = any(${users.roles})`,
    selection: allowanceColumns,
    query: (db, columns) => db.select(columns).from(users).leftJoin(quoteAllowances, eq(quoteAllowances.sellerId, users.id)).$dynamic(),
    toDto(row) {
      const monthlyLimit = row.limit ?? defaultLimit;
      const now = new Date();
      return {
        id: row.id,
        seller: { id: row.id, name: row.name, email: row.email, company: row.company },
        monthly_limit: monthlyLimit,
        custom: row.limit !== null,
        used: row.used,
        left: Math.max(0, monthlyLimit - row.used),
        resets_at: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      };
    },
  };
}

/** The allowance list's sort and search; the route declares its query schema. */
export const allowanceListing: Pick<AllowanceResource['list'], 'sortable' | 'tieBreaker' | 'search'> = {
  sortable: { name: users.name },
  tieBreaker: users.id,
  search: (q) => or(ilike(users.name, contains(q)), ilike(users.email, contains(q)), ilike(allowanceColumns.company, contains(q))),
};

/** The seller as the allowance answer names it. */
export type AllowanceSeller = { id: string; name: string; email: string; company: string | null };

/** Sets a seller's own monthly quote allowance, or (null) drops it for the default; audited. Not found for anyone but a seller. */
export function setQuoteAllowance(db: Database, actor: StaffActor, sellerId: string, limit: number | null): Promise<Outcome<{ seller: AllowanceSeller }>> {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        company: sql<string | null>`nullif(trim(${users.businessDetails}->>'business_name'), '')`,
      })
      .from(users)
      .where(and(eq(users.id, sellerId), sql`'seller' = any(${users.roles})`));
    if (!found) return missing(adminMessages.sellerNotFound);
    const [before] = await tx.select({ limit: quoteAllowances.monthlyLimit }).from(quoteAllowances).where(eq(quoteAllowances.sellerId, sellerId)).for('update');
    if (limit === null) await tx.delete(quoteAllowances).where(eq(quoteAllowances.sellerId, sellerId));
    else {
      const values = { monthlyLimit: limit, updatedBy: actor.id, updatedAt: new Date() };
      await tx
        .insert(quoteAllowances)
        .values({ sellerId, ...values })
        .onConflictDoUpdate({ target: quoteAllowances.sellerId, set: values });
    }
    await recordStaffAction(tx, actor, {
      action: 'quote_allowance.changed',
      subjectType: 'seller',
      subjectId: sellerId,
      before: { monthly_limit: before?.limit ?? null },
      after: { monthly_limit: limit },
    });
    return { kind: 'ok', seller: found };
  });
}
