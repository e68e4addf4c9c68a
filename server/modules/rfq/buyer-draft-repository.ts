// Writing a buyer's RFQ: create it (a draft, or posted at once), rewrite a draft, post a draft. Invited
// suppliers hear of it, in the same transaction, once it is posted.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fillMessage } from '../../../src/contract/operations';
import {
  daysAheadUtc,
  endOfDayUtc,
  rfqMessages,
  rfqNotificationTitles,
  todayUtc,
  VALID_DAYS_MAX,
  VALID_DAYS_MIN,
  type RfqCreateData,
} from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { categories, products, rfqInvitations, rfqLines, rfqs, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import { day, newRfqNumber, searchTextOf } from './rfq-record';
import { type RfqRow } from './status';
import { buyerCountrySql } from './visibility';
import { invalidWhen, refused, type Outcome, type Refusal } from '../../lib/outcomes';
import { changeOwnRfq } from './buyer-repository';
import { assertMayPost } from './posting-rules';
import { activeCompanyOf } from '../company/access';

type RfqFields = Omit<RfqCreateData, 'status'>;

/**
 * What the body names must exist: an active category, catalogue products on lines that name one,
 * active sellers to invite (not the buyer). Every problem at once, each naming its field.
 */
async function referencesRefusal(
  tx: Database,
  buyerId: string,
  input: Pick<RfqCreateData, 'category_id' | 'lines' | 'invited_seller_ids'>,
): Promise<Refusal | undefined> {
  const errors: Record<string, string> = {};
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.category_id), eq(categories.status, 'active')));
  if (!category) errors.category_id = rfqMessages.categoryUnknown;
  const productIds = [...new Set(input.lines.map((line) => line.product_id).filter((id): id is string => Boolean(id)))];
  if (productIds.length > 0) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(and(inArray(products.id, productIds), eq(products.status, 'published'), eq(users.status, 'active')));
    const known = new Set(found.map((row) => row.id));
    input.lines.forEach((line, index) => {
      if (line.product_id && !known.has(line.product_id)) errors[`lines.${index}.product_id`] = rfqMessages.productUnknown;
    });
  }
  if (input.invited_seller_ids.length > 0) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, input.invited_seller_ids), eq(users.status, 'active'), sql`'seller' = any(${users.roles})`));
    const known = new Set(found.map((row) => row.id));
    input.invited_seller_ids.forEach((id, index) => {
      if (id === buyerId) errors[`invited_seller_ids.${index}`] = rfqMessages.inviteSelf;
      else if (!known.has(id)) errors[`invited_seller_ids.${index}`] = rfqMessages.inviteUnknown;
    });
  }
  return invalidWhen(errors, 'Some fields are not valid');
}

/** The columns an RFQ's fields write, shared by creating and rewriting a draft. */
function fieldValues(input: RfqFields) {
  return {
    title: input.title,
    categoryId: input.category_id,
    visibility: input.visibility,
    deliveryCountry: input.delivery_country,
    deliveryCity: input.delivery_city,
    incoterm: input.incoterm,
    requiredBy: input.required_by,
    paymentTerms: input.payment_terms,
    note: input.note,
    currency: input.currency,
    validUntil: endOfDayUtc(input.valid_until),
    quotesWanted: input.quotes_wanted,
    searchText: searchTextOf(input),
  };
}

async function writeLinesAndInvitations(tx: Database, rfqId: string, input: RfqFields): Promise<void> {
  await tx.insert(rfqLines).values(
    input.lines.map((line, position) => ({
      rfqId,
      position,
      productId: line.product_id ?? null,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      targetUnitPriceMinor: line.target_unit_price_minor ?? null,
      specifications: line.specifications,
    })),
  );
  if (input.invited_seller_ids.length > 0) await tx.insert(rfqInvitations).values(input.invited_seller_ids.map((sellerId) => ({ rfqId, sellerId })));
}

/** Invited suppliers hear of the RFQ when it is posted. */
async function notifyInvited(tx: Database, rfq: Pick<RfqRow, 'id' | 'title'>): Promise<void> {
  const invited = await tx.select({ sellerId: rfqInvitations.sellerId }).from(rfqInvitations).where(eq(rfqInvitations.rfqId, rfq.id));
  for (const { sellerId } of invited) {
    await notify(tx, sellerId, {
      kind: 'rfq.invited',
      title: fillMessage(rfqNotificationTitles['rfq.invited'], { title: rfq.title }),
      link: `/rfq-board/${rfq.id}`,
    });
  }
}

/**
 * Posting checks the dates again: a draft written last week may hold a required-by date that has
 * passed, or a valid-until date now out of bounds.
 */
function datesRefusal(rfq: Pick<RfqRow, 'requiredBy' | 'validUntil'>): Refusal | undefined {
  const errors: Record<string, string> = {};
  if (day(rfq.requiredBy) <= todayUtc()) errors.required_by = rfqMessages.dateInFuture;
  const validDay = day(rfq.validUntil);
  if (validDay < daysAheadUtc(VALID_DAYS_MIN) || validDay > daysAheadUtc(VALID_DAYS_MAX)) errors.valid_until = rfqMessages.validUntilRange;
  return invalidWhen(errors, 'Some fields are not valid');
}

/**
 * The buyer's company country as suppliers see it ("Buyer from <country>"): its business profile's, else
 * its business details'; null when it has given none. Never the delivery country: a British buyer
 * shipping to Mumbai is a buyer from the United Kingdom.
 */
async function buyerCountryOf(tx: Database, buyerId: string): Promise<string | null> {
  const [buyer] = await tx.select({ country: buyerCountrySql }).from(users).where(eq(users.id, buyerId));
  return buyer?.country ?? null;
}

/**
 * Creates the buyer's RFQ, a draft or posted, inside the caller's transaction. Posting needs a verified
 * email and stays within `dailyLimit` posts a day (posting-rules.ts); a draft needs neither.
 */
export async function createRfq(tx: Database, buyerId: string, input: RfqCreateData, dailyLimit: number): Promise<Outcome<{ rfqId: string }>> {
  if (input.status === 'open') await assertMayPost(tx, buyerId, dailyLimit);
  const invalid = await referencesRefusal(tx, buyerId, input);
  if (invalid) return invalid;
  const now = new Date();
  const [rfq] = await tx
    .insert(rfqs)
    .values({
      ...fieldValues(input),
      number: newRfqNumber(now),
      buyerId,
      buyerCountry: await buyerCountryOf(tx, buyerId),
      // A company member's RFQ is the company's: its members with rfqs.read_all read it, suppliers see the company's name.
      companyId: await activeCompanyOf(tx, buyerId),
      status: input.status,
      openedAt: input.status === 'open' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await writeLinesAndInvitations(tx, rfq.id, input);
  if (input.status === 'open') await notifyInvited(tx, rfq);
  return { kind: 'ok', rfqId: rfq.id };
}

/** Rewrites every field of the buyer's draft, its lines and invitations included. */
export const rewriteDraft = (db: Database, buyerId: string, rfqId: string, input: RfqFields) =>
  changeOwnRfq(db, buyerId, rfqId, async (tx, rfq) => {
    if (rfq.status !== 'draft') return refused(rfqMessages.notDraft);
    const invalid = await referencesRefusal(tx, buyerId, input);
    if (invalid) return invalid;
    await tx
      .update(rfqs)
      .set({ ...fieldValues(input), updatedAt: new Date() })
      .where(eq(rfqs.id, rfq.id));
    await tx.delete(rfqLines).where(eq(rfqLines.rfqId, rfq.id));
    await tx.delete(rfqInvitations).where(eq(rfqInvitations.rfqId, rfq.id));
    await writeLinesAndInvitations(tx, rfq.id, input);
    return undefined;
  });

/**
 * Posts the buyer's draft: matching (or invited) suppliers see it from now on. The same rules as posting
 * at once (verified email, daily limit); the buyer's country is read again, as it stands when posted.
 */
export const postDraft = (db: Database, buyerId: string, rfqId: string, dailyLimit: number) =>
  changeOwnRfq(db, buyerId, rfqId, async (tx, rfq) => {
    if (rfq.status !== 'draft') return refused(rfqMessages.notDraft);
    const invalid = datesRefusal(rfq);
    if (invalid) return invalid;
    await assertMayPost(tx, buyerId, dailyLimit);
    const now = new Date();
    await tx
      .update(rfqs)
      .set({ status: 'open', openedAt: now, updatedAt: now, buyerCountry: await buyerCountryOf(tx, buyerId), companyId: await activeCompanyOf(tx, buyerId) })
      .where(eq(rfqs.id, rfq.id));
    await notifyInvited(tx, rfq);
    return undefined;
  });
