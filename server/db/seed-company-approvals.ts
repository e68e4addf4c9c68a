// Demo approvals and spend limits for the demo company (seeded before this, with buyer@demo.test as its
// admin): a rule above USD 5,000 decided by approvers, a monthly budget, and requests through the real
// checkout and decision code: one awaiting approval, one approved (its order placed and seen by the
// seller), one rejected with its note. Nothing happens when there is no demo company.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CheckoutInput } from '../../src/contract/ordering';
import { holdCheckoutForApproval } from '../modules/company/approvals-checkout';
import { approveRequest, rejectRequest } from '../modules/company/approvals-decisions';
import { productsForOrdering, tierPrice } from '../modules/buyer/cart-repository';
import type { Database } from './client';
import { addresses, companyApprovalRules, companyBudgets, companyMembers, products, users } from './schema';

/** USD 5,000.00: orders above it wait for an approver. */
const RULE_AMOUNT_MINOR = 500_000;
/** USD 60,000.00 a month for the whole company. */
const MONTHLY_BUDGET_MINOR = 6_000_000;

async function memberWithAddress(db: Database, userId: string): Promise<string> {
  const [existing] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.ownerId, userId)).limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(addresses)
    .values({
      ownerId: userId,
      label: 'Leeds warehouse',
      contactName: 'Goods-in',
      phone: '+44 113 496 0412',
      line1: '18 Cobalt Way',
      city: 'Leeds',
      state: 'West Yorkshire',
      postalCode: 'LS10 1JT',
      country: 'GB',
      isDefaultShipping: true,
      isDefaultBilling: true,
    })
    .returning({ id: addresses.id });
  return created.id;
}

/** A checkout of one demo product worth a little more than `aboveMinor`, at its tier price now. */
async function checkoutAbove(db: Database, productId: string, addressId: string, aboveMinor: number, note: string): Promise<CheckoutInput> {
  const [product] = await productsForOrdering(db, [productId]);
  let quantity = Math.max(product.moq, Math.ceil((aboveMinor + 1) / (product.priceMinor ?? 1)));
  // A volume tier may lower the price at this quantity: add units until the order is above the amount.
  while ((tierPrice(product, quantity) ?? 0) * quantity <= aboveMinor) quantity += 1;
  return {
    address_id: addressId,
    payment_method: 'bank_transfer',
    note,
    lines: [{ product_id: productId, quantity, unit_price_minor: tierPrice(product, quantity)! }],
  };
}

export async function seedDemoCompanyApprovals(db: Database): Promise<void> {
  const [admin] = await db
    .select({ userId: companyMembers.userId, companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(users.email, 'buyer@demo.test'));
  if (!admin) return;
  const members = await db
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, admin.companyId), eq(companyMembers.status, 'active')))
    .orderBy(users.email);
  const approver = members.find((member) => member.role === 'approver');
  const buyers = members.filter((member) => member.role === 'buyer');
  if (!approver || buyers.length === 0) return;

  await db.insert(companyApprovalRules).values({
    companyId: admin.companyId,
    kind: 'order_total_above',
    amountMinor: RULE_AMOUNT_MINOR,
    approverRole: 'approver',
    createdBy: admin.userId,
  });
  await db.insert(companyBudgets).values({
    companyId: admin.companyId,
    scope: 'company',
    period: 'month',
    amountMinor: MONTHLY_BUDGET_MINOR,
    currency: 'USD',
    whenExceeded: 'refuse',
    createdBy: admin.userId,
  });

  // The demo seller's USD products with the most stock to spare: each request orders a different one.
  const stocked = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(eq(users.email, 'seller@demo.test'), eq(products.status, 'published'), eq(products.currency, 'USD')))
    .orderBy(desc(sql`(select coalesce(i.on_hand - i.reserved, 0) * ${products.priceMinor} from inventory i where i.product_id = ${products.id})`))
    .limit(3);
  if (stocked.length < 3) return;
  const decider = { userId: approver.userId, companyId: admin.companyId, role: approver.role };
  const settings = { expiryDays: 7 };
  const [first, second = buyers[0]] = buyers;

  const approvedAddress = await memberWithAddress(db, first.userId);
  const approved = await holdCheckoutForApproval(
    db,
    first.userId,
    await checkoutAbove(db, stocked[0].id, approvedAddress, RULE_AMOUNT_MINOR, 'Restock for the Leeds showroom'),
    settings,
  );
  if (approved) await approveRequest(db, decider, approved.id, { note: 'Approved: within the quarter’s plan' });

  const rejectedAddress = await memberWithAddress(db, second.userId);
  const rejected = await holdCheckoutForApproval(
    db,
    second.userId,
    await checkoutAbove(db, stocked[1].id, rejectedAddress, RULE_AMOUNT_MINOR, 'Trade show stock'),
    settings,
  );
  if (rejected) await rejectRequest(db, decider, rejected.id, { note: 'Order half now and the rest after the show' });

  await holdCheckoutForApproval(
    db,
    first.userId,
    await checkoutAbove(db, stocked[2].id, approvedAddress, RULE_AMOUNT_MINOR, 'Autumn range, first delivery'),
    settings,
  );
}
