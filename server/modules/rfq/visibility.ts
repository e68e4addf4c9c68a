// Who sees what: the open RFQs that reach a supplier (by category or invitation), what it may read, and how
// the buyer is shown to it.
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RfqBuyer } from '../../../src/contract/rfq';
import { categories, products, quotes, rfqInvitations, rfqs, users } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { rfqOpenSql } from './status';

/**
 * The categories whose open RFQs reach a supplier: those of its published products, their parents and
 * their children (an RFQ in a category reaches suppliers with a product in it, its parent or a child).
 */
export function matchedCategoriesOf(sellerId: string | SQL): SQL {
  return sql`(with own as (select distinct p.category_id as id from ${products} p where p.seller_id = ${sellerId} and p.status = 'published' and p.category_id is not null)
    select id from own
    union select c.parent_id from ${categories} c where c.id in (select id from own) and c.parent_id is not null
    union select c.id from ${categories} c where c.parent_id in (select id from own))`;
}

export const invitedSql = (sellerId: string) =>
  sql`exists (select 1 from ${rfqInvitations} i where i.rfq_id = ${outer(rfqs.id)} and i.seller_id = ${sellerId})`;
export const quotedSql = (sellerId: string) => sql`exists (select 1 from ${quotes} q where q.rfq_id = ${outer(rfqs.id)} and q.seller_id = ${sellerId})`;

/**
 * RFQs of open visibility in a category that reaches the supplier (any state; see addressedTo). The categories
 * are read once into an array (`= any(array(…))`), so an index on the category can serve the comparison.
 */
export const matchesSupplier = (sellerId: string): SQL =>
  sql`(${rfqs.visibility} = 'open' and ${rfqs.categoryId} = any(array${matchedCategoriesOf(sellerId)}))`;

/**
 * Posted RFQs addressed to the supplier, in any state: open to every matching supplier, or inviting it. Never its own.
 * The invitations too are read once into an array, so both sides of the "or" can use an index (the category's
 * and the primary key) instead of testing every open RFQ against two subqueries.
 */
export function addressedTo(sellerId: string): SQL {
  const invitedIds = sql`array(select i.rfq_id from ${rfqInvitations} i where i.seller_id = ${sellerId})`;
  return sql`(${rfqs.status} <> 'draft' and ${rfqs.buyerId} <> ${sellerId} and (${matchesSupplier(sellerId)} or ${rfqs.id} = any(${invitedIds})))`;
}

/** Open RFQs that reach the supplier now: its board. */
export function reachesSupplier(sellerId: string): SQL {
  return and(rfqOpenSql, addressedTo(sellerId)) as SQL;
}

/** What a supplier may read: what reaches it now, and every RFQ it has quoted. */
export function visibleToSupplier(sellerId: string): SQL {
  return sql`(${reachesSupplier(sellerId)} or (${rfqs.buyerId} <> ${sellerId} and ${quotedSql(sellerId)}))`;
}

/** A buyer's account is shown as verified when its email and mobile number are. */
export const buyerVerifiedSql = (table: { isEmailVerified: AnyColumn; isMobileVerified: AnyColumn }) =>
  sql<boolean>`(${table.isEmailVerified} and ${table.isMobileVerified})`;

/** The buyer's country as RFQs show it: the business profile's, else the business details', else the delivery country. */
export const buyerCountrySql = sql<
  string | null
>`nullif(upper(coalesce(nullif(trim(${users.preferences}->'business_profile'->>'country'), ''), nullif(trim(${users.businessDetails}->>'country'), ''))), 'ZZ')`;

export const buyerUser = alias(users, 'rfq_buyer');
export const supplierUser = alias(users, 'quote_supplier');

/** How a supplier sees the buyer: anonymous ("Buyer from <country>", verified or not) until revealed. */
export function buyerAsSupplierSees(input: { country: string | null; verified: boolean; name: string; company: string | null; revealed: boolean }): RfqBuyer {
  return { country: input.country, verified: input.verified, name: input.revealed ? input.name : null, company: input.revealed ? input.company : null };
}
