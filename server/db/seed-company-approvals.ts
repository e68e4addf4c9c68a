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

/** How many units of a demo product make an order a little above `aboveMinor` at its tier price, if its stock has them. */
async function quantityAbove(db: Database, productId: string, aboveMinor: number): Promise<{ quantity: number; unitPriceMinor: number } | null> {
  const [product] = await productsForOrdering(db, [productId]);
  let quantity = Math.max(product.moq, Math.ceil((aboveMinor + 1) / (product.priceMinor ?? 1)));
  // A volume tier may lower the price at this quantity: add units until the order is above the amount.
  while ((tierPrice(product, quantity) ?? 0) * quantity <= aboveMinor) quantity += 1;
  // An approver must be able to place it: a request the stock cannot fill would only ever be refused.
  return quantity <= product.available ? { quantity, unitPriceMinor: tierPrice(product, quantity)! } : null;
}

function checkout(order: { productId: string; quantity: number; unitPriceMinor: number }, addressId: string, note: string): CheckoutInput {
  return {
    address_id: addressId,
    payment_method: 'bank_transfer',
    note,
    lines: [{ product_id: order.productId, quantity: order.quantity, unit_price_minor: order.unitPriceMinor }],
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

  // The demo seller's USD products with the most stock to spare. Each request orders one whose stock fills
  // an order above the rule's amount at that moment: a request nobody could place would only be refused.
  // (Rejected and waiting requests hold no stock; the approved one's order does.)
  const candidates = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(eq(users.email, 'seller@demo.test'), eq(products.status, 'published'), eq(products.currency, 'USD')))
    .orderBy(desc(sql`(select coalesce(i.on_hand - i.reserved, 0) * ${products.priceMinor} from inventory i where i.product_id = ${products.id})`))
    .limit(10);
  const used = new Set<string>();
  /** The first candidate the stock fills now, one not ordered yet if there is one. */
  const nextOrder = async () => {
    const fitting: Array<{ productId: string; quantity: number; unitPriceMinor: number }> = [];
    for (const { id } of candidates) {
      const order = await quantityAbove(db, id, RULE_AMOUNT_MINOR);
      if (order) fitting.push({ productId: id, ...order });
    }
    const order = fitting.find((candidate) => !used.has(candidate.productId)) ?? fitting[0];
    if (order) used.add(order.productId);
    return order;
  };
  const decider = { userId: approver.userId, companyId: admin.companyId, role: approver.role };
  const settings = { expiryDays: 7 };
  const [first, second = buyers[0]] = buyers;

  const approvedAddress = await memberWithAddress(db, first.userId);
  const forApproval = await nextOrder();
  if (!forApproval) return;
  const approved = await holdCheckoutForApproval(db, first.userId, checkout(forApproval, approvedAddress, 'Restock for the Leeds showroom'), settings);
  if (approved) await approveRequest(db, decider, approved.id, { note: 'Approved: within the quarter’s plan' });

  const rejectedAddress = await memberWithAddress(db, second.userId);
  const forRejection = await nextOrder();
  const rejected = forRejection && (await holdCheckoutForApproval(db, second.userId, checkout(forRejection, rejectedAddress, 'Trade show stock'), settings));
  if (rejected) await rejectRequest(db, decider, rejected.id, { note: 'Order half now and the rest after the show' });

  const waiting = await nextOrder();
  if (waiting) await holdCheckoutForApproval(db, first.userId, checkout(waiting, approvedAddress, 'Autumn range, first delivery'), settings);
}
