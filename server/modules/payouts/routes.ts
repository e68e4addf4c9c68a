// Payouts' routes: a seller's own payouts and schedule; the back office's batches, from making one to
// its bank files and its settlement, each action audited; and the job that makes the scheduled batches.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_AREA_ROLES, type AuditAction } from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  cancelSchema,
  failureSchema,
  makeBatchSchema,
  markPaidSchema,
  payoutBatchDetailSchema,
  payoutMessages,
  payoutSettingsInputSchema,
  payoutSettingsSchema,
} from '../../../src/contract/payouts';
import { isUniqueViolation, type Database } from '../../db/client';
import { sellerPayoutSettings } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { ok } from '../../lib/envelope';
import { conflict } from '../../lib/errors';
import { sendDownload } from '../../lib/download';
import { periodicJob } from '../../lib/periodic-job';
import { registerScopedCrud } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { staffActorOf, type StaffActor } from '../admin/common';
import { approveBatch, cancelBatch, exportableBatch, failBatch, makeBatch, markBatchPaid, returnPayout, sendBatch, type BatchRow } from './batches';
import { payoutCsv, pain001 } from './exports';
import { batchTransfers, payoutBatchResource, readBatchDetail, sellerPayoutResource } from './resources';
import { runsDueOn } from './schedule';
import { payoutSettingsOf } from './settings';

const adminTags = ['admin'];
const idParams = z.object({ id: z.uuid(payoutMessages.batchNotFound) });
const itemParams = z.object({ id: z.uuid(payoutMessages.itemNotFound) });

async function audited(tx: Database, actor: StaffActor, action: AuditAction, batch: BatchRow, note?: string | null, after?: Record<string, unknown>) {
  await recordAudit(tx, {
    actorId: actor.id,
    actorRole: actor.role,
    ip: actor.ip,
    action,
    subjectType: 'payout_batch',
    subjectId: batch.id,
    subjectLabel: batch.number,
    after: { state: batch.state, ...after },
    note: note ?? null,
  });
}

async function sellerPayoutRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerScopedCrud(app, sellerPayoutResource);
  app.get(
    '/v1/seller/payout-settings',
    {
      schema: {
        tags: ['finance'],
        summary: 'Your payout schedule, the next payout day, the minimum per currency, and whether your bank details allow a payout',
        response: { 200: envelopeOf(payoutSettingsSchema) },
      },
    },
    async (request) => ok(await payoutSettingsOf(app.db, authOf(request).userId)),
  );
  app.put(
    '/v1/seller/payout-settings',
    {
      schema: {
        tags: ['finance'],
        summary: 'Sets your payout schedule: weekly (each Monday) or monthly (the first day of the month)',
        body: payoutSettingsInputSchema,
        response: { 200: envelopeOf(payoutSettingsSchema) },
      },
    },
    async (request) => {
      const sellerId = authOf(request).userId;
      const { schedule } = request.body;
      await app.db
        .insert(sellerPayoutSettings)
        .values({ sellerId, schedule })
        .onConflictDoUpdate({ target: sellerPayoutSettings.sellerId, set: { schedule, updatedAt: new Date() } });
      return ok(await payoutSettingsOf(app.db, sellerId), payoutMessages.settingsSaved);
    },
  );
}

async function staffPayoutRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerScopedCrud(app, payoutBatchResource);
  const writer = app.requireStaff(...ADMIN_AREA_ROLES.payoutsWrite);
  const approver = app.requireStaff(...ADMIN_AREA_ROLES.payoutsApprove);
  const detail = { 200: envelopeOf(payoutBatchDetailSchema) };

  app.get(
    '/v1/admin/payout-batches/:id',
    { schema: { tags: adminTags, summary: 'A payout batch with its payouts (account numbers masked)', params: idParams, response: detail } },
    async (request) => ok(await readBatchDetail(app.db, request.params.id)),
  );
  app.post(
    '/v1/admin/payout-batches',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary:
          'Makes a draft batch now: every payable balance at or above the minimum, with complete bank details and in no other open batch (optionally one currency)',
        body: makeBatchSchema,
        response: { 201: envelopeOf(payoutBatchDetailSchema) },
      },
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const batch = await makeBatch(app.db, { trigger: 'on_demand', createdBy: actor.id, currency: request.body.currency });
      if (!batch) throw conflict(payoutMessages.nothingPayable);
      await app.db.transaction((tx) => audited(tx, actor, 'payout_batch.made', batch, null, { items: batch.itemCount }));
      return reply.code(201).send(ok(await readBatchDetail(app.db, batch.id), payoutMessages.made));
    },
  );

  /** A batch action: run in one transaction with its audit entry; answers the batch with its payouts. */
  const action = <Body>(
    path: string,
    options: { hook: typeof writer; summary: string; body?: z.ZodType<Body>; audit: AuditAction; message: string },
    run: (tx: Database, id: string, body: Body, actor: StaffActor) => Promise<BatchRow>,
    note?: (body: Body) => string | undefined,
  ) =>
    app.post(
      path,
      {
        preValidation: options.hook,
        schema: { tags: adminTags, summary: options.summary, params: idParams, ...(options.body ? { body: options.body } : {}), response: detail },
      },
      async (request) => {
        const actor = staffActorOf(request);
        const body = (request.body ?? {}) as Body;
        const batch = await app.db.transaction(async (tx) => {
          const saved = await run(tx, request.params.id, body, actor);
          await audited(tx, actor, options.audit, saved, note?.(body));
          return saved;
        });
        return ok(await readBatchDetail(app.db, batch.id), options.message);
      },
    );

  action(
    '/v1/admin/payout-batches/:id/approve',
    { hook: approver, summary: 'Approves a draft batch: staff other than its maker', audit: 'payout_batch.approved', message: payoutMessages.approved },
    (tx, id, _body, actor) => approveBatch(tx, id, actor.id),
  );
  action(
    '/v1/admin/payout-batches/:id/send',
    {
      hook: writer,
      summary: "Marks an approved batch as sent to the bank: each payout leaves its seller's payable balance for paid",
      audit: 'payout_batch.sent',
      message: payoutMessages.sent,
    },
    (tx, id) => sendBatch(tx, id),
  );
  action(
    '/v1/admin/payout-batches/:id/paid',
    {
      hook: writer,
      summary: "Marks a sent batch as paid, with the bank's transfer reference (a UTR, say)",
      body: markPaidSchema,
      audit: 'payout_batch.paid',
      message: payoutMessages.paid,
    },
    (tx, id, body) => markBatchPaid(tx, id, body.bank_reference),
    (body) => body.bank_reference,
  );
  action(
    '/v1/admin/payout-batches/:id/fail',
    {
      hook: writer,
      summary: "Marks a sent batch as failed: every payout not yet returned comes back to its seller's payable balance, with the reason",
      body: failureSchema,
      audit: 'payout_batch.failed',
      message: payoutMessages.failed,
    },
    (tx, id, body, actor) => failBatch(tx, id, body.reason, actor.id),
    (body) => body.reason,
  );
  action(
    '/v1/admin/payout-batches/:id/cancel',
    { hook: writer, summary: 'Cancels a draft or approved batch', body: cancelSchema, audit: 'payout_batch.cancelled', message: payoutMessages.cancelled },
    (tx, id, body) => cancelBatch(tx, id, body.reason),
    (body) => body.reason,
  );

  app.post(
    '/v1/admin/payout-items/:id/return',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary: "Marks one sent or paid payout as returned by the bank: it comes back to the seller's payable balance, with the reason",
        params: itemParams,
        body: failureSchema,
        response: detail,
      },
    },
    async (request) => {
      const actor = staffActorOf(request);
      const batch = await app.db.transaction(async (tx) => {
        const saved = await returnPayout(tx, request.params.id, request.body.reason, actor.id);
        await audited(tx, actor, 'payout.returned', saved, request.body.reason, { payout_id: request.params.id });
        return saved;
      });
      return ok(await readBatchDetail(app.db, batch.id), payoutMessages.returned);
    },
  );

  const exported = async (actor: StaffActor, batch: BatchRow, format: string) =>
    app.db.transaction((tx) => audited(tx, actor, 'payout_batch.exported', batch, null, { format }));
  app.get(
    '/v1/admin/payout-batches/:id/export.csv',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary: 'The batch’s transfers as CSV, with full bank details (administrators; audited)',
        params: idParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const batch = await exportableBatch(app.db, request.params.id);
      const body = payoutCsv(batch, await batchTransfers(app.db, batch.id));
      await exported(staffActorOf(request), batch, 'csv');
      return sendDownload(reply, 'text/csv; charset=utf-8', `${batch.number}.csv`, body);
    },
  );
  app.get(
    '/v1/admin/payout-batches/:id/pain001.xml',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary: 'The batch’s EUR transfers as an ISO 20022 SEPA credit transfer file, pain.001.001.03 (administrators; audited)',
        params: idParams,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const batch = await exportableBatch(app.db, request.params.id);
      const body = pain001(batch, await batchTransfers(app.db, batch.id, 'EUR'), app.config.marketplaceBank);
      await exported(staffActorOf(request), batch, 'pain.001.001.03');
      return sendDownload(reply, 'application/xml; charset=utf-8', `${batch.number}-EUR.xml`, body);
    },
  );
}

export const payoutRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedBy(app.requireOnboardedSeller, sellerPayoutRoutes));
  await app.register(guardedBy(app.requireStaff(...ADMIN_AREA_ROLES.payouts), staffPayoutRoutes));
};

/** Makes the runs due today, once each however many processes try (the batch's period key is unique). */
export async function makeScheduledBatches(db: Database, now = new Date()): Promise<BatchRow[]> {
  const made: BatchRow[] = [];
  for (const run of runsDueOn(now)) {
    try {
      const batch = await makeBatch(db, { trigger: run.schedule, createdBy: null, schedule: run.schedule, periodKey: run.periodKey, now });
      if (batch) made.push(batch);
    } catch (error) {
      // Another process made this run's batch at the same moment.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return made;
}

/** How often each process looks for a scheduled run due today. */
export const PAYOUT_POLL_MS = 3_600_000;

/** Makes the weekly and monthly batches in this API process, on their days; staff approve them. */
export const payoutJob = periodicJob({
  name: 'payout-schedule-job',
  pollMs: PAYOUT_POLL_MS,
  start: (app) => async () => {
    const made = await makeScheduledBatches(app.db);
    if (made.length > 0) app.log.info({ batches: made.map((batch) => batch.number) }, 'scheduled payout batches made');
  },
});
