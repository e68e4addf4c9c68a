// Spend limits: what counts as spend (every order of the company in the period at any seller, not the
// cancelled ones, plus the requests awaiting approval, converted at the reference rates), the period's
// bounds, the 409 that names the limit, the spend and what is left, a budget that sends for approval
// instead, the member's own limit beside the company's, the budgets API, and the RFQ award's rule.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approvalMessages,
  companyMessages,
  type ApprovalDecisionResult,
  type AwardAwaitingApproval,
  type Budget,
  type CheckoutAwaitingApproval,
  type CompanyCheckLimit,
  type OrderPreviewResult,
  type Spend,
} from '../../src/contract/company';
import type { CheckoutResult } from '../../src/contract/ordering';
import type { QuoteAcceptResult } from '../../src/contract/rfq';
import { companyAuditEvents, orders, rfqs, users } from '../../server/db/schema';
import { periodOf, spendOf } from '../../server/modules/company/spend-repository';
import { createTestApp, envelope } from './helpers';
import { addRate, companyCalls, companyScene, supplierWithProduct, type CompanyScene } from './company-approvals-fixtures';
import { KITCHENWARE, rfqFixtures } from './rfq-fixtures';

const t = await createTestApp();
const { post, addRule, addBudget, buy, preview, approve, reject } = companyCalls(t);

const placed = (response: { body: string }) => envelope<CheckoutResult>(response).data.orders[0];
const spendNow = async (token: string) => envelope<Spend>(await t.request({ method: 'GET', url: '/v1/company/spend', token })).data;

describe('the period of a budget', () => {
  it('is the calendar month or quarter in UTC that holds the moment', () => {
    const now = new Date('2026-05-31T23:59:59.999Z');
    expect(periodOf('month', now)).toEqual({ start: new Date('2026-05-01T00:00:00Z'), end: new Date('2026-06-01T00:00:00Z') });
    expect(periodOf('quarter', now)).toEqual({ start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-07-01T00:00:00Z') });
    expect(periodOf('quarter', new Date('2026-12-15T00:00:00Z'))).toEqual({ start: new Date('2026-10-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
  });
});

describe('spend', () => {
  let scene: CompanyScene;
  beforeAll(async () => {
    scene = await companyScene(t);
  });

  it('counts the company’s orders at any seller in the period, not the cancelled ones, each at its bound', async () => {
    const a = await supplierWithProduct(t, { priceMinor: 1000 });
    const b = await supplierWithProduct(t, { priceMinor: 1000 });
    const ids: string[] = [];
    for (const [member, goods, quantity] of [
      [scene.buyer, a, 1],
      [scene.buyer2, b, 2],
      [scene.buyer, b, 4],
      [scene.buyer2, a, 8],
      [scene.buyer, a, 16],
      [scene.buyer, a, 32],
    ] as const) {
      ids.push(placed(await buy(member, goods.product.id, quantity, 1000)).id);
    }
    // Written where the company's checkout would write them, at chosen moments around May 2026.
    const at = [
      '2026-05-01T00:00:00Z',
      '2026-05-31T23:59:59.999Z',
      '2026-04-30T23:59:59.999Z',
      '2026-04-01T00:00:00Z',
      '2026-03-31T23:59:59.999Z',
      '2026-07-01T00:00:00Z',
    ];
    for (const [index, id] of ids.entries()) {
      await t.db
        .update(orders)
        .set({ companyId: scene.company.id, createdAt: new Date(at[index]) })
        .where(eq(orders.id, id));
    }
    const now = new Date('2026-05-15T12:00:00Z');
    const figures = await spendOf(t.db, scene.company.id, 'USD', scene.buyer.user.id, now);
    // Month: 1 + 2 units; quarter: 1 + 2 + 4 + 8 (April 1 counts, March 31 and July 1 do not).
    expect(figures.company).toEqual({ month: 3000, quarter: 15_000 });
    expect(figures.member).toEqual({ month: 1000, quarter: 5000 });
    // A cancelled order leaves the spend.
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, ids[1]));
    expect((await spendOf(t.db, scene.company.id, 'USD', null, now)).company).toEqual({ month: 1000, quarter: 13_000 });
    // Confirmed, shipped and delivered orders count like pending ones.
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, ids[0]));
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, ids[2]));
    expect((await spendOf(t.db, scene.company.id, 'USD', null, now)).company).toEqual({ month: 1000, quarter: 13_000 });
    await t.db.update(orders).set({ companyId: null }).where(inArray(orders.id, ids));
  });

  it('converts other currencies at the reference rate, and names a currency it cannot convert', async () => {
    const other = await companyScene(t, { name: 'Tailspin Toys' });
    const euro = await supplierWithProduct(t, { priceMinor: 10_000, currency: 'EUR' });
    const yen = await supplierWithProduct(t, { priceMinor: 5000, currency: 'JPY' });
    await addRate(t, 'EUR', 'USD', '1.25');
    const euroOrder = placed(await buy(other.buyer, euro.product.id, 2, 10_000));
    const yenOrder = placed(await buy(other.buyer, yen.product.id, 1, 5000));
    await t.db
      .update(orders)
      .set({ companyId: other.company.id })
      .where(inArray(orders.id, [euroOrder.id, yenOrder.id]));
    const figures = await spendOf(t.db, other.company.id, 'USD', null, new Date());
    expect(figures.company.month).toBe(25_000);
    expect(figures.approximate).toBe(true);
    expect(figures.unconverted).toEqual([{ currency: 'JPY', amount_minor: 5000 }]);
  });
});

describe('a company limit at checkout', () => {
  let scene: CompanyScene;
  let goods: Awaited<ReturnType<typeof supplierWithProduct>>;
  beforeAll(async () => {
    scene = await companyScene(t);
    goods = await supplierWithProduct(t, { priceMinor: 10_000 });
    await addBudget(scene.admin.token, { scope: 'company', period: 'month', amount_minor: 100_000 });
  });

  it('refuses an order that would pass it with a 409 that says the limit, what was spent and what is left', async () => {
    expect((await buy(scene.buyer, goods.product.id, 6, 10_000)).statusCode).toBe(201);
    const refused = await buy(scene.buyer2, goods.product.id, 5, 10_000);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe("This would pass the company's monthly limit of USD 1,000.00: USD 600.00 spent this month, USD 400.00 left");
    const { limit } = envelope<{ limit: CompanyCheckLimit; currency: string }>(refused).data;
    expect(limit).toMatchObject({
      scope: 'company',
      period: 'month',
      amount_minor: 100_000,
      spent_minor: 60_000,
      left_minor: 40_000,
      after_minor: 110_000,
      passes: true,
    });
    // Exactly up to the limit is allowed.
    expect((await buy(scene.buyer2, goods.product.id, 4, 10_000)).statusCode).toBe(201);
    const full = await preview(scene.buyer, goods.product.id, 1, 10_000);
    expect(envelope<OrderPreviewResult>(full).data.company).toMatchObject({
      outcome: 'refused',
      message: "This would pass the company's monthly limit of USD 1,000.00: USD 1,000.00 spent this month, USD 0.00 left",
    });
  });

  it('frees what a cancelled order spent', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.companyId, scene.company.id)).limit(1);
    const cancelled = await t.request({
      method: 'POST',
      url: `/v1/buyer/orders/${order.id}/cancel`,
      token: order.buyerId === scene.buyer.user.id ? scene.buyer.token : scene.buyer2.token,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const spend = await spendNow(scene.admin.token);
    const month = spend.periods.find((p) => p.period === 'month')!;
    expect(month.company_minor).toBe(100_000 - order.totalMinor);
    expect(spend.budgets[0]).toMatchObject({ amount_minor: 100_000, spent_minor: 100_000 - order.totalMinor, left_minor: order.totalMinor });
    expect((await buy(scene.buyer, goods.product.id, order.totalMinor / 10_000, 10_000)).statusCode).toBe(201);
  });
});

describe('a member’s own limit', () => {
  it('is checked beside the company’s and named as theirs', async () => {
    const scene = await companyScene(t);
    const goods = await supplierWithProduct(t, { priceMinor: 10_000 });
    await addBudget(scene.admin.token, { scope: 'company', period: 'quarter', amount_minor: 10_000_000 });
    await addBudget(scene.admin.token, { scope: 'member', user_id: scene.buyer.user.id, period: 'quarter', amount_minor: 30_000 });
    expect((await buy(scene.buyer, goods.product.id, 2, 10_000)).statusCode).toBe(201);
    const refused = await buy(scene.buyer, goods.product.id, 2, 10_000);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe('This would pass your quarterly limit of USD 300.00: USD 200.00 spent this quarter, USD 100.00 left');
    // A colleague is held only by the company's limit.
    expect((await buy(scene.buyer2, goods.product.id, 2, 10_000)).statusCode).toBe(201);
  });
});

describe('a limit that sends for approval instead', () => {
  it('holds the order for approval, counts it in the spend while it waits, and frees it when rejected', async () => {
    const scene = await companyScene(t);
    const goods = await supplierWithProduct(t, { priceMinor: 10_000 });
    await addBudget(scene.admin.token, { scope: 'company', period: 'month', amount_minor: 50_000, when_exceeded: 'approval' });
    expect((await buy(scene.buyer, goods.product.id, 4, 10_000)).statusCode).toBe(201);
    const response = await buy(scene.buyer, goods.product.id, 3, 10_000);
    expect(response.statusCode).toBe(202);
    const request = envelope<CheckoutAwaitingApproval>(response).data.approval_request;
    expect(request.rules).toEqual([]);
    expect(request.limits).toEqual([
      expect.objectContaining({ scope: 'company', period: 'month', spent_minor: 40_000, passes: true, when_exceeded: 'approval' }),
    ]);
    // Awaiting requests count: 40,000 placed + 30,000 waiting.
    expect((await spendNow(scene.admin.token)).periods[0].company_minor).toBe(70_000);
    const rejected = await reject(scene.approver, request, { note: 'Over budget this month' });
    expect(envelope<ApprovalDecisionResult>(rejected).data.request.status).toBe('rejected');
    expect((await spendNow(scene.admin.token)).periods[0].company_minor).toBe(40_000);
  });
});

describe('budgets API', () => {
  let scene: CompanyScene;
  beforeAll(async () => {
    scene = await companyScene(t);
  });

  it('lets admins add, change and delete limits, each in the trail; one per period and scope', async () => {
    const budget = await addBudget(scene.admin.token, { scope: 'company', period: 'month', amount_minor: 500_000 });
    expect(budget).toMatchObject({ scope: 'company', user_id: null, currency: 'USD', when_exceeded: 'refuse', spent_minor: 0, left_minor: 500_000 });
    const twice = await post(scene.admin.token, '/v1/company/budgets', { scope: 'company', period: 'month', amount_minor: 1 });
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).message).toBe(approvalMessages.budgetExists);
    const mine = await addBudget(scene.admin.token, { scope: 'member', user_id: scene.buyer.user.id, period: 'month', amount_minor: 100_000 });
    expect(mine).toMatchObject({ scope: 'member', user_id: scene.buyer.user.id, member_name: 'Bea Lindqvist' });
    const patched = await t.request({
      method: 'PATCH',
      url: `/v1/company/budgets/${budget.id}`,
      token: scene.admin.token,
      payload: { amount_minor: 600_000, when_exceeded: 'approval' },
    });
    expect(envelope<Budget>(patched).data).toMatchObject({ amount_minor: 600_000, when_exceeded: 'approval' });
    expect((await t.request({ method: 'DELETE', url: `/v1/company/budgets/${mine.id}`, token: scene.admin.token })).statusCode).toBe(200);
    const trail = await t.db.select().from(companyAuditEvents).where(eq(companyAuditEvents.companyId, scene.company.id));
    expect(trail.map((e) => e.action).filter((a) => a.startsWith('budget.'))).toEqual(
      expect.arrayContaining(['budget.created', 'budget.updated', 'budget.deleted']),
    );
  });

  it('names the field of a bad limit, and a member of another company', async () => {
    const noMember = await post(scene.admin.token, '/v1/company/budgets', { scope: 'member', period: 'month', amount_minor: 100 });
    expect(envelope(noMember).errors).toEqual({ user_id: approvalMessages.budgetMemberRequired });
    const badPeriod = await post(scene.admin.token, '/v1/company/budgets', { scope: 'company', period: 'week', amount_minor: 100 });
    expect(envelope(badPeriod).errors).toEqual({ period: approvalMessages.budgetPeriodRequired });
    const other = await companyScene(t, { name: 'Wingtip Ltd' });
    const foreign = await post(scene.admin.token, '/v1/company/budgets', {
      scope: 'member',
      user_id: other.buyer.user.id,
      period: 'quarter',
      amount_minor: 100,
    });
    expect(foreign.statusCode).toBe(422);
    expect(envelope(foreign).errors).toEqual({ user_id: approvalMessages.budgetMemberNotFound });
  });

  it('lets approvers and viewers read the spend, and refuses buyers', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/company/spend', token: scene.approver.token })).statusCode).toBe(200);
    const buyerRead = await t.request({ method: 'GET', url: '/v1/company/budgets', token: scene.buyer.token });
    expect(buyerRead.statusCode).toBe(403);
    expect(envelope(buyerRead).message).toBe(companyMessages.notAllowed);
    const change = await post(scene.approver.token, '/v1/company/budgets', { scope: 'company', period: 'quarter', amount_minor: 100 });
    expect(change.statusCode).toBe(403);
  });
});

describe('an RFQ award above the rule’s amount', () => {
  it('waits for approval (no order), then the approval places the order and awards the RFQ', async () => {
    const scene = await companyScene(t);
    const rfq = rfqFixtures(t);
    await addRule(scene.admin.token, { kind: 'rfq_award_above', amount_minor: 100_000 });
    await addRate(t, 'EUR', 'USD', '1.1');
    const seller = await rfq.supplierIn('Chen Jun', KITCHENWARE, 'CN');
    // Posting an RFQ asks for a verified buyer with a business country.
    await t.db
      .update(users)
      .set({ isEmailVerified: true, isMobileVerified: true, preferences: { business_profile: { country: 'GB' } } })
      .where(eq(users.id, scene.buyer.user.id));
    const posted = await rfq.postRfq(scene.buyer);
    const quote = await rfq.submitQuote(seller, posted);
    const url = `/v1/rfqs/${posted.id}/quotes/${quote.id}/accept`;
    const check = await rfq.post(scene.buyer.token, `${url}-preview`, {});
    expect(envelope<{ company: { outcome: string; rules: Array<{ kind: string }> } }>(check).data.company).toMatchObject({
      outcome: 'approval',
      rules: [{ kind: 'rfq_award_above' }],
    });
    const response = await rfq.post(scene.buyer.token, url, { address_id: scene.buyer.addressId, payment_method: 'bank_transfer' }, rfq.newKey());
    expect(response.statusCode).toBe(202);
    expect(envelope(response).message).toBe(approvalMessages.awardApprovalNeeded);
    const request = envelope<AwardAwaitingApproval>(response).data.approval_request;
    expect(request).toMatchObject({ kind: 'rfq_award', currency: 'EUR', shipping_minor: 25_000, rfq: { id: posted.id, quote_id: quote.id } });
    expect(await t.db.select().from(orders).where(eq(orders.quoteId, quote.id))).toHaveLength(0);
    const approved = await approve(scene.approver, request);
    expect(approved.statusCode).toBe(200);
    const decided = envelope<ApprovalDecisionResult>(approved).data.request;
    const [order] = await t.db.select().from(orders).where(eq(orders.quoteId, quote.id));
    expect(decided.orders).toEqual([{ id: order.id, number: order.number }]);
    expect(order.buyerId).toBe(scene.buyer.user.id);
    const [awarded] = await t.db.select().from(rfqs).where(eq(rfqs.id, posted.id));
    expect(awarded.status).toBe('awarded');
    // A second accept of the same quote now finds it accepted.
    const again = await rfq.post(scene.buyer.token, url, { address_id: scene.buyer.addressId, payment_method: 'bank_transfer' }, rfq.newKey());
    expect(again.statusCode).toBe(409);
    expect(envelope<QuoteAcceptResult>(again).success).toBe(false);
  });
});
