// Placing an order, as a checkout and an accepted quote both do: its number, the copy of the address it
// ships to, and the pending order with its lines and first history entry. Holding stock is the caller's
// (order-stock-repository.ts), in the same transaction, before this.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { orderingMessages, type PaymentMethod } from '../../../src/contract/ordering';
import type { Database } from '../../db/client';
import { addresses, companies, companyMembers, orderEvents, orderLines, orders, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { buyerScope } from '../company/access';
import { commissionForOrder } from '../money/commission';
import { moneySettings } from '../money/settings';
import { addressesReached } from '../profile/addresses-repository';

// Crockford's base32 without I, L, O, U: readable over the phone, no sequence to guess or to lock.
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** ORD-<year>-<8 characters>: 32^8 numbers a year, so a clash (refused by the unique index) is negligible. */
export function newOrderNumber(now = new Date()): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `ORD-${now.getUTCFullYear()}-${code}`;
}

/**
 * The address as the order keeps it: a copy, so later edits of the book do not rewrite history. The
 * buyer's own, or a colleague's from the company's shared book (addresses.read).
 */
export async function shippingSnapshot(tx: Database, buyerId: string, addressId: string): Promise<Record<string, string>> {
  const reached = addressesReached(await buyerScope(tx, buyerId));
  const [row] = await tx
    .select({ address: addresses, company: sql<string | null>`${users.businessDetails}->>'business_name'` })
    .from(addresses)
    .innerJoin(users, eq(users.id, addresses.ownerId))
    .where(and(eq(addresses.id, addressId), reached));
  if (!row) throw new AppError(404, orderingMessages.addressNotFound, { address_id: orderingMessages.addressNotFound });
  const { address, company } = row;
  const snapshot: Record<string, string> = {
    label: address.label,
    recipient: address.contactName,
    line1: address.line1,
    city: address.city,
    region: address.state,
    postal_code: address.postalCode,
    country: address.country,
    phone: address.phone,
  };
  if (company) snapshot.company = company;
  if (address.line2) snapshot.line2 = address.line2;
  return snapshot;
}
/** A line as the order keeps it: the product's name, SKU and unit at the time, and the agreed unit price. */
export type PlacedLine = Pick<typeof orderLines.$inferInsert, 'productId' | 'productName' | 'sku' | 'unit' | 'quantity' | 'unitPriceMinor'>;

/** A line's total: its agreed unit price times its quantity. */
export const lineTotal = (line: Pick<PlacedLine, 'unitPriceMinor' | 'quantity'>): number => line.unitPriceMinor * line.quantity;

/** An order's figures, as placing it stores them and an accept's preview shows them: the lines' sum, and with shipping the total. */
export function orderFigures(lines: ReadonlyArray<Pick<PlacedLine, 'unitPriceMinor' | 'quantity'>>, shippingMinor: number) {
  const subtotalMinor = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  return { subtotalMinor, totalMinor: subtotalMinor + shippingMinor };
}

export interface PendingOrderDraft {
  number: string;
  buyerId: string;
  sellerId: string;
  currency: string;
  /** Added to the lines' sum for the order's total (a quote's shipping; 0 from the cart). */
  shippingMinor: number;
  shippingAddress: Record<string, string>;
  note: string | null;
  paymentMethod: PaymentMethod;
  rfqId?: string;
  quoteId?: string;
  /** An accepted quote's Incoterm and the place it names (null when the term names none of the buyer's). */
  incoterm?: string;
  incotermPlace?: string | null;
  now: Date;
  lines: PlacedLine[];
}

/**
 * Inserts a pending order placed by its buyer, its lines and the first entry of its history, with the
 * commission of each line, the order's fixed fee, the tax rate on commission and the settlement mode
 * frozen on them: a later change of the rules or the configuration never alters a placed order.
 */
export async function insertPendingOrder(tx: Database, draft: PendingOrderDraft): Promise<{ id: string }> {
  const { now } = draft;
  const { totalMinor } = orderFigures(draft.lines, draft.shippingMinor);
  const settings = moneySettings();
  const commission = await commissionForOrder(tx, {
    sellerId: draft.sellerId,
    currency: draft.currency,
    rfqId: draft.rfqId,
    lines: draft.lines.map((line) => ({ productId: line.productId, lineTotalMinor: lineTotal(line) })),
  });
  const [order] = await tx
    .insert(orders)
    .values({
      number: draft.number,
      buyerId: draft.buyerId,
      sellerId: draft.sellerId,
      status: 'pending',
      currency: draft.currency,
      shippingMinor: draft.shippingMinor,
      totalMinor,
      shippingAddress: draft.shippingAddress,
      note: draft.note,
      paymentMethod: draft.paymentMethod,
      rfqId: draft.rfqId,
      quoteId: draft.quoteId,
      incoterm: draft.incoterm,
      incotermPlace: draft.incotermPlace,
      commissionFixedFeeMinor: commission.fixedFeeMinor,
      commissionTaxBp: settings.commissionTaxBp,
      settlementMode: settings.settlementMode,
      // A company member's order is the company's: its spend and company-wide reads find it by this column.
      companyId: sql`(select m.company_id from ${companyMembers} m join ${companies} c on c.id = m.company_id
        where m.user_id = ${draft.buyerId} and m.status = 'active' and c.status = 'active')`,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.insert(orderLines).values(
    draft.lines.map((line, index) => ({
      ...commission.lines[index],
      orderId: order.id,
      productId: line.productId,
      productName: line.productName,
      sku: line.sku,
      unit: line.unit,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: lineTotal(line),
    })),
  );
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, fromStatus: null, toStatus: 'pending', actorId: draft.buyerId, actorRole: 'buyer', note: draft.note, createdAt: now });
  return order;
}
