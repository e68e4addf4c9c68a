// The demo's approvals: on the demo company (buyer@demo.test its admin, with an approver and buyers), a
// rule above USD 5,000, a monthly budget, and requests awaiting approval, approved (its order placed with
// the seller) and rejected, all made through the real checkout and decision code.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRequests, companies, companyApprovalRules, companyBudgets, companyMembers, orders, users } from '../../server/db/schema';
import { seedDemoCompanyApprovals } from '../../server/db/seed-company-approvals';
import { approveRequest } from '../../server/modules/company/approvals-decisions';
import { createTestApp } from './helpers';
import { buyerWithAddress } from './ordering-fixtures';

const t = await createTestApp({}, { seed: true });

describe('demo approvals', () => {
  it('gives the demo company a rule above USD 5,000, a monthly budget and requests in every state', async () => {
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@demo.test'));
    let [company] = await t.db.select({ id: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, admin.id));
    if (!company) {
      // Without the company's own demo seed, the company as it leaves it.
      const [created] = await t.db
        .insert(companies)
        .values({
          legalName: 'Northwind Trading',
          country: 'GB',
          billingAddress: { line1: '18 Cobalt Way', line2: null, city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS10 1JT', country: 'GB' },
          budgetCurrency: 'USD',
          createdBy: admin.id,
        })
        .returning({ id: companies.id });
      company = created;
      const [approver, buyer, buyer2] = await Promise.all([
        buyerWithAddress(t, 'Omar Haddad'),
        buyerWithAddress(t, 'Bea Lindqvist'),
        buyerWithAddress(t, 'Ben Okafor'),
      ]);
      await t.db.insert(companyMembers).values([
        { companyId: company.id, userId: admin.id, role: 'admin' },
        { companyId: company.id, userId: approver.user.id, role: 'approver' },
        { companyId: company.id, userId: buyer.user.id, role: 'buyer' },
        { companyId: company.id, userId: buyer2.user.id, role: 'buyer' },
      ]);
      await seedDemoCompanyApprovals(t.db);
    }
    const [rule] = await t.db.select().from(companyApprovalRules).where(eq(companyApprovalRules.companyId, company.id));
    expect(rule).toMatchObject({ kind: 'order_total_above', amountMinor: 500_000, approverRole: 'approver' });
    const [budget] = await t.db.select().from(companyBudgets).where(eq(companyBudgets.companyId, company.id));
    expect(budget).toMatchObject({ scope: 'company', period: 'month', currency: 'USD' });
    const requests = await t.db.select().from(approvalRequests).where(eq(approvalRequests.companyId, company.id));
    expect(requests.map((r) => r.status).sort()).toEqual(['approved', 'awaiting', 'rejected']);
    for (const request of requests) expect(request.totalMinor).toBeGreaterThan(500_000);
    const approved = requests.find((r) => r.status === 'approved')!;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, approved.orderIds[0]));
    expect(order).toMatchObject({ status: 'pending', companyId: company.id, buyerId: approved.requesterId });
    expect(requests.find((r) => r.status === 'rejected')!.note).toBe('Order half now and the rest after the show');

    // The one awaiting approval can be approved as it stands: its supplier's stock fills it.
    const awaiting = requests.find((r) => r.status === 'awaiting')!;
    const [approver] = await t.db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, 'approver')));
    const decided = await approveRequest(t.db, { userId: approver.userId, companyId: company.id, role: 'approver' }, awaiting.id, {});
    expect(decided.status).toBe('approved');
  });
});
