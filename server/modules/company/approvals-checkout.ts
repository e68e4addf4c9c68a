// Where checkout and the RFQ award meet the company's rules and limits. In the checkout's (or the
// accept's) transaction: the member's company row is locked, the orders are figured as they would be
// placed, and the gate decides: placed as always, refused with the limit's 409, or held as an approval
// request (no order, no stock held). A buyer without a company passes straight through. The previews ask
// the same questions without the lock and without writing.
import { eq, sql } from 'drizzle-orm';
import type { ApprovalRequest, CompanyCheck } from '../../../src/contract/company-approvals';
import type { CheckoutInput } from '../../../src/contract/ordering';
import type { QuoteAcceptData, QuoteAcceptPreview } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { quotes, users } from '../../db/schema';
import { lineTotal, shippingSnapshot } from '../catalog/order-placement-repository';
import { checkLines, groupBySupplier } from '../buyer/checkout-repository';
import { addToBook } from '../profile/addresses-repository';
import { previewAccept } from '../rfq/accept-repository';
import { createApprovalRequest } from './approvals-repository';
import { buyingMemberOf, companyCheckOf, companyGate, refuseIfOverLimit, type BuyingMember, type CompanyGate } from './spend-gate';

export interface ApprovalSettings {
  /** Days a request waits for a decision (APPROVAL_EXPIRY_DAYS). */
  expiryDays: number;
}

/** A checkout's orders as placing would make them: lines checked against the catalogue, one order per supplier. */
async function checkoutGate(db: Database, buyerId: string, member: BuyingMember, input: CheckoutInput, now: Date) {
  const lines = await checkLines(db, buyerId, input);
  const drafts = groupBySupplier(lines).map((group) => ({
    sellerId: group[0].product.sellerId,
    currency: group[0].product.currency,
    totalMinor: group.reduce((sum, line) => sum + lineTotal(line), 0),
  }));
  return { lines, gate: await companyGate(db, buyerId, member, 'order', drafts, now) };
}

/**
 * In the checkout's transaction, before placeOrders: null when the orders may be placed now; the
 * approval request when they must wait. A limit that refuses throws its 409.
 */
export async function holdCheckoutForApproval(
  tx: Database,
  buyerId: string,
  input: CheckoutInput,
  settings: ApprovalSettings,
  now: Date = new Date(),
): Promise<ApprovalRequest | null> {
  const member = await buyingMemberOf(tx, buyerId, true);
  if (!member) return null;
  const shippingAddress = await shippingSnapshot(tx, buyerId, input.address_id);
  const { lines, gate } = await checkoutGate(tx, buyerId, member, input, now);
  refuseIfOverLimit(gate);
  if (gate.outcome === 'place') return null;
  return createApprovalRequest(tx, {
    gate,
    requesterId: buyerId,
    kind: 'order',
    payload: {
      checkout: input,
      lines: lines.map((line) => ({
        key: line.product.id,
        name: line.product.name,
        quantity: line.quantity,
        unit: line.product.unit,
        unit_price_minor: line.unitPriceMinor,
        currency: line.product.currency,
        seller_id: line.product.sellerId,
        seller_name: line.product.supplierName,
      })),
      shipping_minor: 0,
      payment_method: input.payment_method,
      note: input.note || null,
    },
    shippingAddress,
    now,
    expiryDays: settings.expiryDays,
  });
}

/** POST /v1/orders/preview: what the checkout would do, for a member; null for a buyer without a company. */
export async function previewCheckout(db: Database, buyerId: string, input: CheckoutInput, now: Date = new Date()): Promise<CompanyCheck | null> {
  const member = await buyingMemberOf(db, buyerId, false);
  if (!member) return null;
  return companyCheckOf((await checkoutGate(db, buyerId, member, input, now)).gate);
}

/** The supplier of a quote and the name buyers know it by. */
async function quoteSupplier(db: Database, quoteId: string) {
  const [row] = await db
    .select({ sellerId: quotes.sellerId, name: sql<string>`coalesce(nullif(${users.businessDetails}->>'business_name', ''), ${users.name})` })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.sellerId))
    .where(eq(quotes.id, quoteId));
  return row;
}

async function awardGate(
  db: Database,
  buyerId: string,
  member: BuyingMember,
  quoteId: string,
  preview: QuoteAcceptPreview,
  now: Date,
): Promise<{ gate: CompanyGate; supplier: { sellerId: string; name: string } }> {
  const supplier = await quoteSupplier(db, quoteId);
  const gate = await companyGate(
    db,
    buyerId,
    member,
    'rfq_award',
    [{ sellerId: supplier.sellerId, currency: preview.currency, totalMinor: preview.total_minor }],
    now,
  );
  return { gate, supplier };
}

/** In the accept's transaction, before acceptQuote: null when the award may go ahead; the approval request when it must wait. */
export async function holdAwardForApproval(
  tx: Database,
  buyerId: string,
  rfqId: string,
  quoteId: string,
  input: QuoteAcceptData,
  settings: ApprovalSettings,
  now: Date = new Date(),
): Promise<ApprovalRequest | null> {
  const member = await buyingMemberOf(tx, buyerId, true);
  if (!member) return null;
  // The accept's own refusals (a line not quoted, a quote no longer open) come first, as without a company.
  const preview = await previewAccept(tx, buyerId, rfqId, quoteId, { lines: input.lines });
  const { gate, supplier } = await awardGate(tx, buyerId, member, quoteId, preview, now);
  refuseIfOverLimit(gate);
  if (gate.outcome === 'place') return null;
  // A new address joins the book now, so the approval ships where the requester asked.
  const addressId = input.address ? await addToBook(tx, buyerId, input.address) : (input.address_id ?? '');
  const shippingAddress = await shippingSnapshot(tx, buyerId, addressId);
  return createApprovalRequest(tx, {
    gate,
    requesterId: buyerId,
    kind: 'rfq_award',
    payload: {
      award: {
        rfq_id: rfqId,
        quote_id: quoteId,
        input: { address_id: addressId, payment_method: input.payment_method, note: input.note, lines: input.lines, decline_others: input.decline_others },
      },
      lines: preview.lines.map((line) => ({
        key: line.rfq_line_id,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        unit_price_minor: line.unit_price_minor,
        currency: preview.currency,
        seller_id: supplier.sellerId,
        seller_name: supplier.name,
      })),
      shipping_minor: preview.shipping_minor,
      payment_method: input.payment_method,
      note: input.note || null,
    },
    shippingAddress,
    rfqId,
    quoteId,
    now,
    expiryDays: settings.expiryDays,
  });
}

/** The accept-preview's company part: null for a buyer without a company. */
export async function previewAward(
  db: Database,
  buyerId: string,
  quoteId: string,
  preview: QuoteAcceptPreview,
  now: Date = new Date(),
): Promise<CompanyCheck | null> {
  const member = await buyingMemberOf(db, buyerId, false);
  if (!member) return null;
  return companyCheckOf((await awardGate(db, buyerId, member, quoteId, preview, now)).gate);
}
