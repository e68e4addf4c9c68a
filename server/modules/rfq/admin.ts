// The back office's side of requests for quotation: the queue of every RFQ, closing one as spam or
// abuse (audited, the buyer told, live quotes declined), and each seller's monthly quote allowance.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessages } from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import { fillMessage } from '../../../src/contract/operations';
import {
  adminAllowanceQuerySchema,
  adminQuoteAllowanceSchema,
  adminRfqQuerySchema,
  adminRfqSchema,
  quoteAllowanceInputSchema,
  rfqMessages,
  rfqNotificationTitles,
  rfqStaffCloseSchema,
  type AdminQuoteAllowance,
  type AdminRfq,
} from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { categories, quoteAllowances, quotes, rfqs, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { idParamsSchema, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { auditStaff, contains, guards, staffOf } from '../admin/common';
import { declineLiveQuotes } from './buyer';
import { buyerUser, iso, lineCountSql, linesPreviewSql, rfqCommonColumns, rfqCommonDto, rfqStatusSql, type RfqCommonRow } from './common';
import { allowanceOf } from './supplier';

const tags = ['admin', 'rfq'];

const queueColumns = {
  ...rfqCommonColumns,
  lineCount: lineCountSql,
  linesPreview: linesPreviewSql,
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
type QueueRow = Awaited<ReturnType<typeof withJoins>>[number];

function queueDto(row: QueueRow): AdminRfq {
  return {
    ...rfqCommonDto(row as RfqCommonRow),
    buyer: { id: row.buyerId, name: row.buyerName, email: row.buyerEmail, company: row.buyerCompany },
    line_count: row.lineCount,
    lines_preview: row.linesPreview,
    note: row.note,
    close_reason: row.closeReason,
    staff_close_kind: row.staffCloseKind,
    closed_at: iso(row.closedAt),
  };
}

/** Every RFQ as a staff resource, for the staff of the RFQ moderation area: newest first. */
const rfqQueue: ScopedResource<QueueRow, AdminRfq, never, never> = {
  path: 'admin/rfqs',
  access: { staff: 'rfqs' },
  table: rfqs,
  idColumn: rfqs.id,
  selection: queueColumns,
  query: withJoins,
  toDto: queueDto,
  dtoSchema: adminRfqSchema,
  notFoundMessage: rfqMessages.rfqNotFound,
  list: {
    querySchema: adminRfqQuerySchema,
    sortable: { created_at: rfqs.createdAt, valid_until: rfqs.validUntil },
    tieBreaker: rfqs.id,
    filters: { status: (value) => sql`${rfqStatusSql} = ${value}` },
    search: (q) => or(ilike(rfqs.number, contains(q)), ilike(rfqs.title, contains(q)), ilike(buyerUser.name, contains(q)), ilike(buyerUser.email, contains(q))),
  },
};

const monthStartSql = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;

const allowanceColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  company: sql<string | null>`nullif(trim(${users.businessDetails}->>'business_name'), '')`,
  limit: quoteAllowances.monthlyLimit,
  used: sql<number>`(select count(*) from ${quotes} q where q.seller_id = ${users.id} and q.created_at >= ${monthStartSql})`.mapWith(Number),
};
type AllowanceRow = { id: string; name: string; email: string; company: string | null; limit: number | null; used: number };

/** Every seller's quote allowance this month (its own, or `defaultLimit`) and use, for administrators. */
function allowanceList(defaultLimit: number): ScopedResource<AllowanceRow, AdminQuoteAllowance, never, never> {
  return {
    path: 'admin/quote-allowances',
    access: { staff: 'quoteAllowances' },
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
    dtoSchema: adminQuoteAllowanceSchema,
    notFoundMessage: adminMessages.sellerNotFound,
    list: {
      querySchema: adminAllowanceQuerySchema,
      sortable: { name: users.name },
      tieBreaker: users.id,
      search: (q) => or(ilike(users.name, contains(q)), ilike(users.email, contains(q)), ilike(allowanceColumns.company, contains(q))),
    },
  };
}

export function registerAdminRfqs(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const { staff, administrator } = guards(app);

  // The queue and one RFQ: the declared staff CRUD (rfqQueue above).
  registerScopedCrud(app, rfqQueue);

  app.post(
    '/v1/admin/rfqs/:id/close',
    {
      preValidation: staff,
      schema: {
        tags,
        summary: 'Close a request as spam or abuse with a reason: audited, the buyer is notified and the live quotes are declined',
        params: idParamsSchema,
        body: rfqStaffCloseSchema,
        response: { 200: envelopeOf(adminRfqSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { kind, reason } = request.body;
      await db.transaction(async (tx) => {
        const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, id)).for('update');
        if (!rfq) throw notFound(rfqMessages.rfqNotFound);
        if (rfq.status === 'closed' || rfq.status === 'cancelled') throw conflict(rfqMessages.onlyOpenClose);
        const now = new Date();
        await tx
          .update(rfqs)
          .set({ status: 'closed', staffCloseKind: kind, closeReason: reason, closedBy: staffOf(request).id, closedAt: now, updatedAt: now })
          .where(eq(rfqs.id, rfq.id));
        await declineLiveQuotes(tx, rfq, rfqMessages.declinedByStaff);
        await auditStaff(tx, request, {
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
      });
      const [row] = await queueQuery(db).where(eq(rfqs.id, id));
      return ok(queueDto(row), rfqMessages.rfqClosedByStaff);
    },
  );

  // Sellers with this month's allowance, and one of them: the declared staff CRUD (allowanceList below).
  registerScopedCrud(app, allowanceList(app.config.rfqMonthlyQuotes));

  app.put(
    '/v1/admin/quote-allowances/:id',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: "Set a seller's monthly quote allowance (null: back to the configured default); audited",
        params: idParamsSchema,
        body: quoteAllowanceInputSchema,
        response: { 200: envelopeOf(adminQuoteAllowanceSchema) },
      },
    },
    async (request) => {
      const sellerId = request.params.id;
      const { monthly_limit: limit } = request.body;
      const seller = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            company: sql<string | null>`nullif(trim(${users.businessDetails}->>'business_name'), '')`,
          })
          .from(users)
          .where(and(eq(users.id, sellerId), sql`'seller' = any(${users.roles})`));
        if (!found) throw notFound(adminMessages.sellerNotFound);
        const [before] = await tx
          .select({ limit: quoteAllowances.monthlyLimit })
          .from(quoteAllowances)
          .where(eq(quoteAllowances.sellerId, sellerId))
          .for('update');
        if (limit === null) await tx.delete(quoteAllowances).where(eq(quoteAllowances.sellerId, sellerId));
        else {
          const values = { monthlyLimit: limit, updatedBy: staffOf(request).id, updatedAt: new Date() };
          await tx
            .insert(quoteAllowances)
            .values({ sellerId, ...values })
            .onConflictDoUpdate({ target: quoteAllowances.sellerId, set: values });
        }
        await auditStaff(tx, request, {
          action: 'quote_allowance.changed',
          subjectType: 'seller',
          subjectId: sellerId,
          before: { monthly_limit: before?.limit ?? null },
          after: { monthly_limit: limit },
        });
        return found;
      });
      const allowance = await allowanceOf(db, sellerId, app.config.rfqMonthlyQuotes);
      return ok({ id: seller.id, seller, ...allowance }, rfqMessages.allowanceSaved);
    },
  );
}
