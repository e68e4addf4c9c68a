// The address book's writes: the owner's lock that serialises them, its count, the defaults (one shipping
// and one billing address per owner) and deleting an address, which hands its defaults on; and what a
// company shares of its members' books.
import { and, count, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import { MAX_ADDRESSES, addressMessages, type AddressValues } from '../../../src/contract/addresses';
import { companyMessages } from '../../../src/contract/company-messages';
import type { Database } from '../../db/client';
import { addresses, users } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import type { SharedReach } from '../../lib/scoped-crud';
import { ownedByMembersOf, sharedCompanyOf, type BuyerScope } from '../company/access';

/**
 * A company member's address book is the company's: every active member's addresses, read with
 * addresses.read and changed with addresses.manage. Each address stays its adder's (their book's limit,
 * their defaults), so a member who leaves takes theirs along.
 */
export function companyBook(scope: BuyerScope): SharedReach | undefined {
  const companyId = sharedCompanyOf(scope, 'addresses.read');
  if (!companyId) return undefined;
  const colleagues = ownedByMembersOf(companyId, addresses.ownerId);
  return { key: companyId, read: colleagues, write: scope.can('addresses.manage') ? colleagues : undefined };
}

/** The addresses a buyer reads and ships to: their own, and the company's shared book. */
export function addressesReached(scope: BuyerScope): SQL {
  const own = eq(addresses.ownerId, scope.userId);
  const book = companyBook(scope);
  return book ? (or(own, book.read) as SQL) : own;
}

/** In a company, changing the book (one's own addresses too) takes addresses.manage: a viewer changes nothing. */
export function assertMayChangeBook(scope: BuyerScope): void {
  if (scope.companyId !== null && !scope.can('addresses.manage')) throw forbidden(companyMessages.notAllowed);
}

/** Serialises one owner's changes to the book (the count limit, the defaults) for the transaction. */
export async function lockOwner(db: Database, ownerId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/** How many addresses the owner's book holds. */
export async function addressCount(db: Database, ownerId: string): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(eq(addresses.ownerId, ownerId));
  return Number(total);
}

/** Takes a default away from whichever other address holds it, so the new one can have it (one per owner). */
export async function clearDefault(db: Database, ownerId: string, which: 'shipping' | 'billing', exceptId?: string): Promise<void> {
  const column = which === 'shipping' ? addresses.isDefaultShipping : addresses.isDefaultBilling;
  await db
    .update(addresses)
    .set(which === 'shipping' ? { isDefaultShipping: false } : { isDefaultBilling: false })
    .where(and(eq(addresses.ownerId, ownerId), eq(column, true), exceptId ? ne(addresses.id, exceptId) : undefined));
}

/**
 * The row of a new address in the owner's book, in the caller's transaction: the owner locked, the
 * book's limit checked (409), and the defaults it takes (the first address is both) cleared elsewhere.
 */
export async function newAddressValues(db: Database, ownerId: string, input: AddressValues) {
  await lockOwner(db, ownerId);
  const total = await addressCount(db, ownerId);
  if (total >= MAX_ADDRESSES) throw conflict(addressMessages.tooMany);
  // The first address is both defaults: checkout always has one of each to start from.
  const first = total === 0;
  const shipping = first || input.is_default_shipping === true;
  const billing = first || input.is_default_billing === true;
  if (shipping && !first) await clearDefault(db, ownerId, 'shipping');
  if (billing && !first) await clearDefault(db, ownerId, 'billing');
  return {
    label: input.label,
    contactName: input.contact_name,
    phone: input.phone,
    line1: input.line1,
    line2: input.line2,
    city: input.city,
    state: input.state,
    postalCode: input.postal_code,
    country: input.country,
    isDefaultShipping: shipping,
    isDefaultBilling: billing,
  };
}

/** Adds an address to the owner's book in the caller's transaction (as POST /v1/addresses does); its id. */
export async function addToBook(db: Database, ownerId: string, input: AddressValues): Promise<string> {
  const values = await newAddressValues(db, ownerId, input);
  const [row] = await db
    .insert(addresses)
    .values({ ...values, ownerId })
    .returning({ id: addresses.id });
  return row.id;
}

/**
 * Deletes one of the owner's addresses in one transaction; a default it held passes to the newest
 * remaining address. False when the owner has no such address.
 */
export async function deleteAddress(db: Database, ownerId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const [existing] = await tx
      .select({ id: addresses.id, isDefaultShipping: addresses.isDefaultShipping, isDefaultBilling: addresses.isDefaultBilling })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.ownerId, ownerId)))
      .limit(1);
    if (!existing) return false;
    await tx.delete(addresses).where(and(eq(addresses.id, existing.id), eq(addresses.ownerId, ownerId)));
    if (!existing.isDefaultShipping && !existing.isDefaultBilling) return true;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.ownerId, ownerId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (!newest) return true;
    await tx
      .update(addresses)
      .set({
        ...(existing.isDefaultShipping ? { isDefaultShipping: true } : {}),
        ...(existing.isDefaultBilling ? { isDefaultBilling: true } : {}),
        updatedAt: new Date(),
      })
      .where(eq(addresses.id, newest.id));
    return true;
  });
}
