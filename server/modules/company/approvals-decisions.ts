// Deciding an approval request. Approval places the orders through the normal code (placeOrders, or
// acceptQuote for an award) with the request's own Idempotency-Key, in the decision's transaction, after
// checking the prices and stock again: a difference is a 409 listing the changes, and nothing is placed.
// The approver who has seen them approves again with `accept_prices` (each changed line's new price);
// the request then keeps those prices and the orders are placed at them, if they are still current.
// Rejection tells the requester the approver's note. Limits are not checked again at the decision: the
// request's total has counted in the spend since it was made, and approving it is the approver's call.
import { and, eq } from 'drizzle-orm';
import {
  approvalMessages,
  approvalNotificationTitles,
  type ApprovalApproveInput,
  type ApprovalChange,
  type ApprovalRejectInput,
  type ApprovalRequest,
} from '../../../src/contract/company-approvals';
import { fillMessage } from '../../../src/contract/operations';
import { orderingMessages, type CheckoutInput } from '../../../src/contract/ordering';
import { rfqMessages } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { approvalRequests, companyMembers } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import { notify } from '../../lib/notify';
import { productsForOrdering, tierPrice } from '../buyer/cart-repository';
import { CHECKOUT_SCOPE } from '../buyer/checkout';
import { placeOrders } from '../buyer/checkout-repository';
import { acceptQuote, previewAccept } from '../rfq/accept-repository';
import { auditCompany } from './access';
import { approvalDtos, approvalLink, approvalRow, assertAwaiting, canDecide, type ApprovalPayload, type Decider } from './approvals-repository';

type Row = typeof approvalRequests.$inferSelect;

/** The request, locked, still awaiting, and the decider allowed to decide it (not their own; an admin's rule needs an admin). */
async function lockedForDecision(tx: Database, decider: Decider, id: string, now: Date): Promise<Row> {
  const row = await approvalRow(tx, decider.companyId, id, true);
  assertAwaiting(row, now);
  if (row.requesterId === decider.userId) throw new AppError(403, approvalMessages.ownRequest);
  if (!canDecide(row, decider)) throw new AppError(403, approvalMessages.adminApprovalNeeded);
  return row;
}

/** The approver's accepted prices applied to the lines (`key` names a product, or an RFQ line of an award). */
function withAcceptedPrices(payload: ApprovalPayload, accepted: ApprovalApproveInput['accept_prices']): ApprovalPayload {
  if (!accepted || accepted.length === 0) return payload;
  const priceOf = new Map(accepted.map((line) => [line.key, line.unit_price_minor]));
  const lines = payload.lines.map((line) => (priceOf.has(line.key) ? { ...line, unit_price_minor: priceOf.get(line.key)! } : line));
  const checkout: CheckoutInput | undefined = payload.checkout && {
    ...payload.checkout,
    lines: payload.checkout.lines.map((line) => (priceOf.has(line.product_id) ? { ...line, unit_price_minor: priceOf.get(line.product_id)! } : line)),
  };
  const shipping = priceOf.get('shipping');
  return { ...payload, lines, checkout, shipping_minor: shipping ?? payload.shipping_minor };
}

/** An order request's lines against the catalogue now: a price moved, the product gone, or not enough stock. */
async function orderChanges(tx: Database, payload: ApprovalPayload): Promise<ApprovalChange[]> {
  const products = new Map(
    (
      await productsForOrdering(
        tx,
        payload.lines.map((line) => line.key),
      )
    ).map((product) => [product.id, product]),
  );
  const changes: ApprovalChange[] = [];
  for (const line of payload.lines) {
    const product = products.get(line.key);
    const base = { key: line.key, name: line.name, seen_unit_price_minor: line.unit_price_minor, currency: line.currency };
    const price = product && product.orderable ? tierPrice(product, line.quantity) : null;
    if (!product || !product.orderable || price === null) changes.push({ ...base, problem: 'unavailable', unit_price_minor: null });
    else if (price !== line.unit_price_minor) changes.push({ ...base, problem: 'price_changed', unit_price_minor: price });
    else if (product.available < line.quantity) changes.push({ ...base, problem: 'not_enough_stock', unit_price_minor: price });
  }
  return changes;
}

/** An award request's lines against the quote now: a revision moved a price or the shipping. The quote's own refusals pass through. */
async function awardChanges(tx: Database, requesterId: string, payload: ApprovalPayload): Promise<ApprovalChange[]> {
  const award = payload.award!;
  const preview = await previewAccept(tx, requesterId, award.rfq_id, award.quote_id, { lines: award.input.lines });
  const now = new Map(preview.lines.map((line) => [line.rfq_line_id, line]));
  const changes: ApprovalChange[] = [];
  for (const line of payload.lines) {
    const current = now.get(line.key);
    if (current?.unit_price_minor !== line.unit_price_minor) {
      changes.push({
        key: line.key,
        name: line.name,
        problem: 'quote_changed',
        seen_unit_price_minor: line.unit_price_minor,
        unit_price_minor: current?.unit_price_minor ?? null,
        currency: line.currency,
      });
    }
  }
  if (preview.shipping_minor !== payload.shipping_minor) {
    changes.push({
      key: 'shipping',
      name: 'Shipping',
      problem: 'quote_changed',
      seen_unit_price_minor: payload.shipping_minor,
      unit_price_minor: preview.shipping_minor,
      currency: preview.currency,
    });
  }
  return changes;
}

/** Places what the request holds with its Idempotency-Key, as its requester; the ids of the orders placed. */
async function placeRequested(tx: Database, row: Row, payload: ApprovalPayload): Promise<string[]> {
  const userId = row.requesterId;
  const key = row.idempotencyKey ?? `approval-${row.id}`;
  if (payload.checkout) {
    const checkout = payload.checkout;
    const answer = await runIdempotent(tx, { userId, key, scope: CHECKOUT_SCOPE, body: checkout }, async (inner) => ({
      statusCode: 201,
      body: ok(await placeOrders(inner, userId, checkout), orderingMessages.ordersPlaced),
    }));
    return answer.body.data.orders.map((order) => order.id);
  }
  const award = payload.award!;
  const scope = `POST /v1/rfqs/${award.rfq_id}/quotes/${award.quote_id}/accept`;
  const answer = await runIdempotent(tx, { userId, key, scope, body: award.input }, async (inner) => ({
    statusCode: 201,
    body: ok(await acceptQuote(inner, userId, award.rfq_id, award.quote_id, award.input), rfqMessages.quoteAccepted),
  }));
  return [answer.body.data.order.id];
}

export async function approveRequest(db: Database, decider: Decider, id: string, input: ApprovalApproveInput, now = new Date()): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const row = await lockedForDecision(tx, decider, id, now);
    // The orders are the company's only while their buyer is one of its active members.
    const [requester] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, row.requesterId), eq(companyMembers.companyId, row.companyId), eq(companyMembers.status, 'active')));
    if (!requester) throw new AppError(409, approvalMessages.requesterGone);
    const payload = withAcceptedPrices(row.payload as unknown as ApprovalPayload, input.accept_prices);
    const changes = payload.award ? await awardChanges(tx, row.requesterId, payload) : await orderChanges(tx, payload);
    if (changes.length > 0) {
      const message = input.accept_prices?.length ? approvalMessages.acceptedPricesStale : approvalMessages.changedSinceRequest;
      throw new AppError(409, message, undefined, undefined, { changes });
    }
    const orderIds = await placeRequested(tx, row, payload);
    const [updated] = await tx
      .update(approvalRequests)
      .set({
        status: 'approved',
        decidedBy: decider.userId,
        decidedAt: now,
        note: input.note || null,
        orderIds,
        payload: payload as unknown as Record<string, unknown>,
        updatedAt: now,
      })
      .where(eq(approvalRequests.id, row.id))
      .returning();
    await notify(tx, row.requesterId, {
      kind: 'order.approval_approved',
      title: fillMessage(approvalNotificationTitles.approved, { number: row.number }),
      body: input.note ?? '',
      link: approvalLink(row.id),
    });
    await auditCompany(tx, {
      companyId: row.companyId,
      actorId: decider.userId,
      actorRole: decider.role,
      action: 'approval.approved',
      subjectType: 'approval_request',
      subjectId: row.id,
      subjectLabel: row.number,
      before: { status: row.status },
      after: { status: 'approved', order_ids: orderIds, ...(input.accept_prices?.length ? { accepted_prices: input.accept_prices } : {}) },
      note: input.note || null,
    });
    return (await approvalDtos(tx, [updated], decider))[0];
  });
}

export async function rejectRequest(db: Database, decider: Decider, id: string, input: ApprovalRejectInput, now = new Date()): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const row = await lockedForDecision(tx, decider, id, now);
    const [updated] = await tx
      .update(approvalRequests)
      .set({ status: 'rejected', decidedBy: decider.userId, decidedAt: now, note: input.note, updatedAt: now })
      .where(eq(approvalRequests.id, row.id))
      .returning();
    await notify(tx, row.requesterId, {
      kind: 'order.approval_rejected',
      title: fillMessage(approvalNotificationTitles.rejected, { number: row.number }),
      body: input.note,
      link: approvalLink(row.id),
    });
    await auditCompany(tx, {
      companyId: row.companyId,
      actorId: decider.userId,
      actorRole: decider.role,
      action: 'approval.rejected',
      subjectType: 'approval_request',
      subjectId: row.id,
      subjectLabel: row.number,
      before: { status: row.status },
      after: { status: 'rejected' },
      note: input.note,
    });
    return (await approvalDtos(tx, [updated], decider))[0];
  });
}

/** The requester withdraws their own awaiting request; its total leaves the spend. */
export async function cancelRequest(db: Database, member: Decider, id: string, now = new Date()): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const row = await approvalRow(tx, member.companyId, id, true);
    if (row.requesterId !== member.userId) throw new AppError(403, approvalMessages.onlyRequesterCancels);
    assertAwaiting(row, now);
    const [updated] = await tx
      .update(approvalRequests)
      .set({ status: 'cancelled', decidedAt: now, updatedAt: now })
      .where(eq(approvalRequests.id, row.id))
      .returning();
    await auditCompany(tx, {
      companyId: row.companyId,
      actorId: member.userId,
      actorRole: member.role,
      action: 'approval.cancelled',
      subjectType: 'approval_request',
      subjectId: row.id,
      subjectLabel: row.number,
      before: { status: row.status },
      after: { status: 'cancelled' },
    });
    return (await approvalDtos(tx, [updated], member))[0];
  });
}
