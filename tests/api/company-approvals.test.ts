// Company approvals at checkout: every rule kind holds an order as an approval request (no order, no
// stock held, approvers told live and by email), the rules API with its checks and audit trail, the
// decisions (self-approval refused, approval placing the order with the request's key, a changed price
// shown and then accepted, rejection with its note), expiry by the sweep, and the previews.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approvalMessages,
  companyMessages,
  type ApprovalChange,
  type ApprovalCount,
  type ApprovalDecisionResult,
  type ApprovalRequest,
  type CheckoutAwaitingApproval,
  type OrderPreviewResult,
} from '../../src/contract/company';
import type { CheckoutResult } from '../../src/contract/ordering';
import { approvalRequests, companyAuditEvents, companyMembers, notifications, orders, outbox } from '../../server/db/schema';
import { sweepApprovals } from '../../server/modules/company/approvals-repository';
import { createTestApp, envelope } from './helpers';
import { addRate, companyCalls, companyScene, setPrice, supplierWithProduct, type CompanyScene } from './company-approvals-fixtures';
import { buyerWithAddress, holdOf } from './ordering-fixtures';

const t = await createTestApp({ approvalExpiryDays: 7 });
const { post, addRule, buy, preview, approve, reject } = companyCalls(t);

const awaiting = (response: { body: string }) => envelope<CheckoutAwaitingApproval>(response).data.approval_request;
const ordersOfCompany = (companyId: string) => t.db.select().from(orders).where(eq(orders.companyId, companyId));
const trailOf = (companyId: string, action: string) =>
  t.db
    .select()
    .from(companyAuditEvents)
    .where(and(eq(companyAuditEvents.companyId, companyId), eq(companyAuditEvents.action, action)));

describe('approval rules API', () => {
  let scene: CompanyScene;
  beforeAll(async () => {
    scene = await companyScene(t);
  });

  it('lets an admin add each kind of rule, in the company currency, each written to the trail', async () => {
    const total = await addRule(scene.admin.token, { kind: 'order_total_above', amount_minor: 500_000 });
    expect(total).toMatchObject({ kind: 'order_total_above', amount_minor: 500_000, currency: 'USD', approver_role: 'approver', active: true });
    const supplierRule = await addRule(scene.admin.token, { kind: 'new_supplier', approver_role: 'admin' });
    expect(supplierRule).toMatchObject({ kind: 'new_supplier', amount_minor: null, approver_role: 'admin' });
    const award = await addRule(scene.admin.token, { kind: 'rfq_award_above', amount_minor: 1_000_000 });
    expect(award.kind).toBe('rfq_award_above');
    const listed = envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/company/approval-rules', token: scene.buyer.token })).data;
    expect(listed).toHaveLength(3);
    expect(await trailOf(scene.company.id, 'rule.created')).toHaveLength(3);
  });

  it('names the amount when it is missing or not allowed', async () => {
    const missing = await post(scene.admin.token, '/v1/company/approval-rules', { kind: 'order_total_above' });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errors).toEqual({ amount_minor: approvalMessages.amountRequired });
    const extra = await post(scene.admin.token, '/v1/company/approval-rules', { kind: 'new_supplier', amount_minor: 100 });
    expect(envelope(extra).errors).toEqual({ amount_minor: approvalMessages.amountNotAllowed });
  });

  it('refuses rule changes to a buyer, an approver and a buyer without a company', async () => {
    for (const caller of [scene.buyer, scene.approver]) {
      const response = await post(caller.token, '/v1/company/approval-rules', { kind: 'order_total_above', amount_minor: 100 });
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe(companyMessages.notAllowed);
    }
    const outsider = await buyerWithAddress(t, 'Nina Solo');
    const response = await post(outsider.token, '/v1/company/approval-rules', { kind: 'order_total_above', amount_minor: 100 });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe(companyMessages.notInCompany);
  });

  it('changes and deletes a rule with before and after in the trail; another company’s rule is a 404', async () => {
    const rule = await addRule(scene.admin.token, { kind: 'order_total_above', amount_minor: 200_000 });
    const patched = await t.request({
      method: 'PATCH',
      url: `/v1/company/approval-rules/${rule.id}`,
      token: scene.admin.token,
      payload: { amount_minor: 300_000 },
    });
    expect(envelope<{ amount_minor: number }>(patched).data.amount_minor).toBe(300_000);
    const [entry] = (await trailOf(scene.company.id, 'rule.updated')).filter((e) => e.subjectId === rule.id);
    expect(entry.before).toMatchObject({ amount_minor: 200_000 });
    expect(entry.after).toMatchObject({ amount_minor: 300_000 });
    const other = await companyScene(t, { name: 'Contoso Supplies' });
    const foreign = await t.request({ method: 'DELETE', url: `/v1/company/approval-rules/${rule.id}`, token: other.admin.token });
    expect(foreign.statusCode).toBe(404);
    const deleted = await t.request({ method: 'DELETE', url: `/v1/company/approval-rules/${rule.id}`, token: scene.admin.token });
    expect(deleted.statusCode).toBe(200);
    expect(await trailOf(scene.company.id, 'rule.deleted')).toHaveLength(1);
  });
});

describe('an order total above the rule’s amount', () => {
  let scene: CompanyScene;
  let goods: Awaited<ReturnType<typeof supplierWithProduct>>;
  beforeAll(async () => {
    scene = await companyScene(t);
    goods = await supplierWithProduct(t, { priceMinor: 10_000 });
    await addRule(scene.admin.token, { kind: 'order_total_above', amount_minor: 500_000 });
  });

  it('places an order at or below the amount as always', async () => {
    const response = await buy(scene.buyer, goods.product.id, 50, 10_000);
    expect(response.statusCode).toBe(201);
    expect(envelope<CheckoutResult>(response).data.orders).toHaveLength(1);
  });

  it('holds one above it as "Awaiting approval": no order, no stock held, approvers told in the app, live and by email', async () => {
    const before = await holdOf(t.db, goods.product.id);
    const response = await buy(scene.buyer, goods.product.id, 51, 10_000);
    expect(response.statusCode).toBe(202);
    expect(envelope(response).message).toBe(approvalMessages.approvalNeeded);
    const request = awaiting(response);
    expect(request).toMatchObject({ status: 'awaiting', kind: 'order', total_minor: 510_000, currency: 'USD', requester: { name: 'Bea Lindqvist' } });
    expect(request.number).toMatch(/^APR-\d{4}-[0-9A-Z]{8}$/);
    expect(request.rules.map((rule) => rule.kind)).toEqual(['order_total_above']);
    expect(request.lines).toEqual([
      expect.objectContaining({ key: goods.product.id, quantity: 51, unit_price_minor: 10_000, currency: 'USD', seller_id: goods.seller.user.id }),
    ]);
    expect(request.shipping_address).toMatchObject({ city: 'Leeds' });
    expect(await holdOf(t.db, goods.product.id)).toEqual(before);
    expect((await ordersOfCompany(scene.company.id)).filter((o) => o.totalMinor === 510_000)).toHaveLength(0);
    for (const approver of [scene.admin, scene.approver]) {
      const [note] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, approver.user.id), eq(notifications.kind, 'order.approval_requested')));
      expect(note.title).toBe(`Approval needed: ${request.number} from Bea Lindqvist`);
      expect(note.link).toBe(`/company/approvals/${request.id}`);
      const mails = await t.db.select().from(outbox).where(eq(outbox.to, approver.user.email));
      expect(mails.some((mail) => mail.subject === note.title)).toBe(true);
    }
    // Neither the requester nor the other buyer is asked.
    const asked = await t.db.select().from(notifications).where(eq(notifications.kind, 'order.approval_requested'));
    expect(asked.map((n) => n.userId)).not.toContain(scene.buyer.user.id);
    expect(asked.map((n) => n.userId)).not.toContain(scene.buyer2.user.id);
    expect(await trailOf(scene.company.id, 'approval.requested')).toHaveLength(1);
  });

  it('answers a repeat of the same checkout with the same request (its Idempotency-Key)', async () => {
    const key = `repeat-${Date.now()}`;
    const first = await buy(scene.buyer, goods.product.id, 60, 10_000, key);
    const again = await buy(scene.buyer, goods.product.id, 60, 10_000, key);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(awaiting(again).id).toBe(awaiting(first).id);
  });

  it('shows the approvers the request in their queue with a count for the top bar; the requester sees only their own', async () => {
    const count = (token: string) => t.request({ method: 'GET', url: '/v1/company/approvals/count', token });
    const approverCount = envelope<ApprovalCount>(await count(scene.approver.token)).data.awaiting;
    expect(approverCount).toBeGreaterThanOrEqual(2);
    expect(envelope<ApprovalCount>(await count(scene.buyer.token)).data.awaiting).toBe(0);
    const queue = await t.request({ method: 'GET', url: '/v1/company/approvals?status=awaiting', token: scene.approver.token });
    expect(envelope<ApprovalRequest[]>(queue).total).toBe(approverCount);
    expect(envelope<ApprovalRequest[]>(queue).data.every((r) => r.can_decide)).toBe(true);
    const other = await t.request({ method: 'GET', url: '/v1/company/approvals', token: scene.buyer2.token });
    expect(envelope<ApprovalRequest[]>(other).data).toHaveLength(0);
    const own = await t.request({ method: 'GET', url: '/v1/company/approvals', token: scene.buyer.token });
    expect(envelope<ApprovalRequest[]>(own).data.every((r) => r.requester.id === scene.buyer.user.id && !r.can_decide)).toBe(true);
  });

  it('never lets a requester approve their own request, nor a buyer decide', async () => {
    const held = awaiting(await buy(scene.admin, goods.product.id, 70, 10_000));
    const own = await approve(scene.admin, held);
    expect(own.statusCode).toBe(403);
    expect(envelope(own).message).toBe(approvalMessages.ownRequest);
    const byBuyer = await approve(scene.buyer2, held);
    expect(byBuyer.statusCode).toBe(403);
    expect(envelope(byBuyer).message).toBe(companyMessages.notAllowed);
    const mine = await approve(scene.approver, held, { note: 'Fine for the Q3 refit' });
    expect(mine.statusCode).toBe(200);
  });

  it('places the order on approval through the normal checkout, with the request’s key; the requester is told', async () => {
    const held = awaiting(await buy(scene.buyer, goods.product.id, 80, 10_000));
    const before = await holdOf(t.db, goods.product.id);
    const response = await approve(scene.approver, held, { note: 'Approved for the Leeds site' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).message).toBe(approvalMessages.approved);
    const decided = envelope<ApprovalDecisionResult>(response).data.request;
    expect(decided).toMatchObject({ status: 'approved', decided_by: { name: 'Omar Haddad' }, decision_note: 'Approved for the Leeds site' });
    expect(decided.orders).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, decided.orders[0].id));
    expect(order).toMatchObject({
      buyerId: scene.buyer.user.id,
      sellerId: goods.seller.user.id,
      totalMinor: 800_000,
      status: 'pending',
      companyId: scene.company.id,
    });
    expect(await holdOf(t.db, goods.product.id)).toEqual({ onHand: before.onHand, reserved: before.reserved + 80 });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, scene.buyer.user.id), eq(notifications.kind, 'order.approval_approved')));
    expect(told.title).toBe(`Approved: ${held.number}`);
    // Deciding twice is refused.
    const again = await approve(scene.admin, held);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(approvalMessages.requestDecided);
    expect(await trailOf(scene.company.id, 'approval.approved')).not.toHaveLength(0);
  });

  it('shows the approver a changed price, and places the order at the new price once approved with it', async () => {
    const held = awaiting(await buy(scene.buyer, goods.product.id, 90, 10_000));
    await setPrice(t, goods.product.id, 11_000);
    try {
      const first = await approve(scene.approver, held);
      expect(first.statusCode).toBe(409);
      expect(envelope(first).message).toBe(approvalMessages.changedSinceRequest);
      const { changes } = envelope<{ changes: ApprovalChange[] }>(first).data;
      expect(changes).toEqual([
        { key: goods.product.id, name: goods.product.name, problem: 'price_changed', seen_unit_price_minor: 10_000, unit_price_minor: 11_000, currency: 'USD' },
      ]);
      expect((await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, held.id)))[0].status).toBe('awaiting');
      // A stale acceptance (the price moved again) is shown again, not placed.
      const stale = await approve(scene.approver, held, { accept_prices: [{ key: goods.product.id, unit_price_minor: 10_500 }] });
      expect(stale.statusCode).toBe(409);
      expect(envelope(stale).message).toBe(approvalMessages.acceptedPricesStale);
      const accepted = await approve(scene.approver, held, { accept_prices: [{ key: goods.product.id, unit_price_minor: 11_000 }] });
      expect(accepted.statusCode).toBe(200);
      const decided = envelope<ApprovalDecisionResult>(accepted).data.request;
      expect(decided.lines[0].unit_price_minor).toBe(11_000);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, decided.orders[0].id));
      expect(order.totalMinor).toBe(990_000);
    } finally {
      await setPrice(t, goods.product.id, 10_000);
    }
  });

  it('reports stock that ran out since the request, and places nothing', async () => {
    const rare = await supplierWithProduct(t, { priceMinor: 100_000, onHand: 10 });
    const held = awaiting(await buy(scene.buyer, rare.product.id, 8, 100_000));
    const rival = await buyerWithAddress(t, 'Rival Buyer');
    expect((await buy(rival, rare.product.id, 5, 100_000)).statusCode).toBe(201);
    const response = await approve(scene.approver, held);
    expect(response.statusCode).toBe(409);
    expect(envelope<{ changes: ApprovalChange[] }>(response).data.changes[0].problem).toBe('not_enough_stock');
    expect(await holdOf(t.db, rare.product.id)).toEqual({ onHand: 10, reserved: 5 });
  });

  it('rejects with a note the requester is told; a rejection without a note is refused', async () => {
    const held = awaiting(await buy(scene.buyer, goods.product.id, 100, 10_000));
    const bare = await reject(scene.approver, held, {});
    expect(bare.statusCode).toBe(400);
    expect(envelope(bare).errors).toEqual({ note: approvalMessages.rejectNoteRequired });
    const response = await reject(scene.approver, held, { note: 'Use the framework agreement with Acme instead' });
    expect(response.statusCode).toBe(200);
    expect(envelope<ApprovalDecisionResult>(response).data.request).toMatchObject({ status: 'rejected', orders: [] });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, scene.buyer.user.id), eq(notifications.kind, 'order.approval_rejected')));
    expect(told).toMatchObject({ title: `Rejected: ${held.number}`, body: 'Use the framework agreement with Acme instead' });
  });

  it('keeps another company’s requests out of reach (404)', async () => {
    const held = awaiting(await buy(scene.buyer, goods.product.id, 55, 10_000));
    const other = await companyScene(t, { name: 'Fabrikam Ltd' });
    expect((await t.request({ method: 'GET', url: `/v1/company/approvals/${held.id}`, token: other.admin.token })).statusCode).toBe(404);
    expect((await approve(other.admin, held)).statusCode).toBe(404);
  });

  it('tells before the click: the preview for a member, and null for a buyer without a company', async () => {
    const above = envelope<OrderPreviewResult>(await preview(scene.buyer, goods.product.id, 51, 10_000)).data.company!;
    expect(above).toMatchObject({ outcome: 'approval', message: approvalMessages.approvalNeeded, currency: 'USD', total_minor: 510_000, approximate: false });
    expect(above.rules.map((rule) => rule.kind)).toEqual(['order_total_above']);
    const below = envelope<OrderPreviewResult>(await preview(scene.buyer, goods.product.id, 10, 10_000)).data.company!;
    expect(below).toMatchObject({ outcome: 'place', message: null, rules: [] });
    const solo = await buyerWithAddress(t, 'Solo Buyer');
    expect(envelope<OrderPreviewResult>(await preview(solo, goods.product.id, 51, 10_000)).data).toEqual({ company: null });
  });

  it('leaves a viewer unable to place orders', async () => {
    const viewer = await buyerWithAddress(t, 'Vera Finance');
    await t.db.insert(companyMembers).values({ companyId: scene.company.id, userId: viewer.user.id, role: 'viewer' });
    const response = await buy(viewer, goods.product.id, 1, 10_000);
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe(approvalMessages.cannotPlaceOrders);
  });
});

describe('an order in another currency', () => {
  it('is compared in the company currency at the reference rate, and the answer says so', async () => {
    const scene = await companyScene(t, { currency: 'USD' });
    await addRule(scene.admin.token, { kind: 'order_total_above', amount_minor: 500_000 });
    const goods = await supplierWithProduct(t, { priceMinor: 10_000, currency: 'EUR' });
    await addRate(t, 'EUR', 'USD', '1.1');
    // 48 × 100 EUR = 4,800 EUR = 5,280 USD: above 5,000 USD although the figure in euros is below it.
    const check = envelope<OrderPreviewResult>(await preview(scene.buyer, goods.product.id, 48, 10_000)).data.company!;
    expect(check).toMatchObject({ outcome: 'approval', total_minor: 528_000, approximate: true });
    expect(check.orders[0].converted).toMatchObject({ amount_minor: 528_000, from_currency: 'EUR', approximate: true, rate: '1.1' });
    const response = await buy(scene.buyer, goods.product.id, 48, 10_000);
    expect(response.statusCode).toBe(202);
    expect(awaiting(response)).toMatchObject({ total_minor: 480_000, currency: 'EUR' });
    // 45 × 100 EUR = 4,950 USD: placed.
    expect((await buy(scene.buyer, goods.product.id, 45, 10_000)).statusCode).toBe(201);
  });

  it('is refused with the missing rate named when no reference rate exists', async () => {
    const scene = await companyScene(t, { currency: 'USD' });
    await addRule(scene.admin.token, { kind: 'order_total_above', amount_minor: 500_000 });
    const goods = await supplierWithProduct(t, { priceMinor: 1000, currency: 'JPY' });
    const response = await buy(scene.buyer, goods.product.id, 5, 1000);
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(
      'There is no reference rate from JPY to USD to check this against your company’s rules and limits. Ask the marketplace to add one',
    );
  });
});

describe('an order to a supplier the company has not bought from', () => {
  it('waits for the rule’s approver role (admins), then the next order to that supplier is placed as always', async () => {
    const scene = await companyScene(t);
    await addRule(scene.admin.token, { kind: 'new_supplier', approver_role: 'admin' });
    const goods = await supplierWithProduct(t, { priceMinor: 1000 });
    const held = awaiting(await buy(scene.buyer, goods.product.id, 2, 1000));
    expect(held.rules).toEqual([expect.objectContaining({ kind: 'new_supplier', seller_id: goods.seller.user.id })]);
    expect(held.approver_role).toBe('admin');
    // An approver is not enough for an admins' rule.
    const byApprover = await approve(scene.approver, held);
    expect(byApprover.statusCode).toBe(403);
    expect(envelope(byApprover).message).toBe(approvalMessages.adminApprovalNeeded);
    expect(envelope<ApprovalCount>(await t.request({ method: 'GET', url: '/v1/company/approvals/count', token: scene.approver.token })).data.awaiting).toBe(0);
    expect((await approve(scene.admin, held)).statusCode).toBe(200);
    // The company has now bought from this supplier, whoever of its members orders.
    expect((await buy(scene.buyer2, goods.product.id, 2, 1000)).statusCode).toBe(201);
  });
});

describe('expiry', () => {
  it('expires requests older than APPROVAL_EXPIRY_DAYS once, tells the requester, and refuses a late decision', async () => {
    const scene = await companyScene(t);
    await addRule(scene.admin.token, { kind: 'order_total_above', amount_minor: 100 });
    const goods = await supplierWithProduct(t, { priceMinor: 1000 });
    const held = awaiting(await buy(scene.buyer, goods.product.id, 2, 1000));
    expect(new Date(held.expires_at).getTime() - new Date(held.created_at).getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const early = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
    expect(await sweepApprovals(t.db, early)).toBe(0);
    const late = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    // Two sweeps at once, as two processes would: the request expires once.
    const swept = await Promise.all([sweepApprovals(t.db, late), sweepApprovals(t.db, late)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, held.id));
    expect(row.status).toBe('expired');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, scene.buyer.user.id), eq(notifications.kind, 'order.approval_expired')));
    expect(told).toHaveLength(1);
    expect(told[0].title).toBe(`Expired without a decision: ${held.number}`);
    const response = await approve(scene.approver, held);
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(approvalMessages.requestExpired);
    expect(await trailOf(scene.company.id, 'approval.expired')).toHaveLength(1);
  });
});

describe('the requester withdrawing', () => {
  it('cancels their own awaiting request; nobody else can', async () => {
    const scene = await companyScene(t);
    await addRule(scene.admin.token, { kind: 'order_total_above', amount_minor: 100 });
    const goods = await supplierWithProduct(t, { priceMinor: 1000 });
    const held = awaiting(await buy(scene.buyer, goods.product.id, 2, 1000));
    const byOther = await post(scene.admin.token, `/v1/company/approvals/${held.id}/cancel`);
    expect(byOther.statusCode).toBe(403);
    expect(envelope(byOther).message).toBe(approvalMessages.onlyRequesterCancels);
    const own = await post(scene.buyer.token, `/v1/company/approvals/${held.id}/cancel`);
    expect(envelope<ApprovalDecisionResult>(own).data.request.status).toBe('cancelled');
  });
});

describe('a requester who left the company', () => {
  it('cannot have the request approved: it is refused, and nothing is placed', async () => {
    const scene = await companyScene(t);
    await addRule(scene.admin.token, { kind: 'order_total_above', amount_minor: 100 });
    const goods = await supplierWithProduct(t, { priceMinor: 1000 });
    const held = awaiting(await buy(scene.buyer, goods.product.id, 2, 1000));
    await t.db.delete(companyMembers).where(eq(companyMembers.userId, scene.buyer.user.id));
    const response = await approve(scene.approver, held);
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(approvalMessages.requesterGone);
    expect(await holdOf(t.db, goods.product.id)).toEqual({ onHand: 10_000, reserved: 0 });
  });
});
