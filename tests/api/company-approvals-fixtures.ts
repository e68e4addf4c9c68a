import { eq } from 'drizzle-orm';
import type { ApprovalRequest, ApprovalRule, Budget, BudgetCreateInput } from '../../src/contract/company';
import { companies, companyMembers, exchangeRates, products } from '../../server/db/schema';
import { envelope, type TestApp } from './helpers';
import { buyerWithAddress, checkout, freshKey, listedProduct, supplier } from './ordering-fixtures';

// A company with an admin, an approver and two buyers (written straight into the database, as the
// company's own routes would leave it), a supplier with products, and calls for its rules, limits,
// checkouts and decisions.

export type Member = Awaited<ReturnType<typeof buyerWithAddress>>;

export async function companyScene(t: TestApp, { currency = 'USD', name = 'Northwind Trading' }: { currency?: string; name?: string } = {}) {
  const [admin, approver, buyer, buyer2] = await Promise.all([
    buyerWithAddress(t, 'Amelia Hart'),
    buyerWithAddress(t, 'Omar Haddad'),
    buyerWithAddress(t, 'Bea Lindqvist'),
    buyerWithAddress(t, 'Ben Okafor'),
  ]);
  const [company] = await t.db
    .insert(companies)
    .values({
      legalName: name,
      country: 'GB',
      billingAddress: { line1: '18 Cobalt Way', line2: null, city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS10 1JT', country: 'GB' },
      budgetCurrency: currency,
      createdBy: admin.user.id,
    })
    .returning();
  await t.db.insert(companyMembers).values([
    { companyId: company.id, userId: admin.user.id, role: 'admin' },
    { companyId: company.id, userId: approver.user.id, role: 'approver', invitedBy: admin.user.id },
    { companyId: company.id, userId: buyer.user.id, role: 'buyer', invitedBy: admin.user.id },
    { companyId: company.id, userId: buyer2.user.id, role: 'buyer', invitedBy: admin.user.id },
  ]);
  return { company, admin, approver, buyer, buyer2 };
}

export type CompanyScene = Awaited<ReturnType<typeof companyScene>>;

/** A supplier and one product of it at `priceMinor` in `currency`. */
export async function supplierWithProduct(t: TestApp, { priceMinor = 10_000, currency = 'USD', onHand = 10_000 } = {}) {
  const seller = await supplier(t, 'Li Wei');
  const product = await listedProduct(t.db, seller.user.id, { priceMinor, currency, onHand });
  return { seller, product };
}

export const setPrice = (t: TestApp, productId: string, priceMinor: number) => t.db.update(products).set({ priceMinor }).where(eq(products.id, productId));

export async function addRate(t: TestApp, base: string, quote: string, rate: string, day = new Date().toISOString().slice(0, 10)) {
  await t.db
    .insert(exchangeRates)
    .values({ baseCurrency: base, quoteCurrency: quote, rate, rateDate: day })
    .onConflictDoUpdate({ target: [exchangeRates.baseCurrency, exchangeRates.quoteCurrency, exchangeRates.rateDate], set: { rate } });
}

export function companyCalls(t: TestApp) {
  const post = (token: string, url: string, payload: Record<string, unknown> = {}) => t.request({ method: 'POST', url, token, payload });

  async function addRule(token: string, body: Record<string, unknown>): Promise<ApprovalRule> {
    const response = await post(token, '/v1/company/approval-rules', body);
    if (response.statusCode !== 201) throw new Error(`rule not added: ${response.statusCode} ${response.body}`);
    return envelope<ApprovalRule>(response).data;
  }

  async function addBudget(token: string, body: Partial<BudgetCreateInput> & Record<string, unknown>): Promise<Budget> {
    const response = await post(token, '/v1/company/budgets', { scope: 'company', period: 'month', ...body });
    if (response.statusCode !== 201) throw new Error(`budget not added: ${response.statusCode} ${response.body}`);
    return envelope<Budget>(response).data;
  }

  /** Checks out `quantity` of one product at `unitPriceMinor` as `member`. */
  const buy = (member: Member, productId: string, quantity: number, unitPriceMinor: number, key = freshKey()) =>
    checkout(
      t,
      member.token,
      { address_id: member.addressId, payment_method: 'bank_transfer', lines: [{ product_id: productId, quantity, unit_price_minor: unitPriceMinor }] },
      key,
    );

  const preview = (member: Member, productId: string, quantity: number, unitPriceMinor: number) =>
    post(member.token, '/v1/orders/preview', {
      address_id: member.addressId,
      payment_method: 'bank_transfer',
      lines: [{ product_id: productId, quantity, unit_price_minor: unitPriceMinor }],
    });

  const approve = (member: Member, request: Pick<ApprovalRequest, 'id'>, body: Record<string, unknown> = {}) =>
    post(member.token, `/v1/company/approvals/${request.id}/approve`, body);
  const reject = (member: Member, request: Pick<ApprovalRequest, 'id'>, body: Record<string, unknown>) =>
    post(member.token, `/v1/company/approvals/${request.id}/reject`, body);

  return { post, addRule, addBudget, buy, preview, approve, reject };
}
